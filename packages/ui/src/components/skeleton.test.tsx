import { render, screen } from '@testing-library/react';
import { ListSkeleton } from './skeleton';

it('says what is loading in a status message, while the placeholders stay silent', () => {
  const { container } = render(<ListSkeleton label="Loading posts…" />);
  expect(screen.getByRole('status')).toHaveTextContent(/^Loading posts…$/);
  expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
  const cards = screen.getAllByTestId('skeleton-card');
  expect(cards).toHaveLength(3);
  cards.forEach((card) => expect(card).toHaveAttribute('aria-hidden', 'true'));
});

it('says "Loading…" by default and takes the number of cards', () => {
  render(<ListSkeleton rows={1} />);
  expect(screen.getByRole('status')).toHaveTextContent(/^Loading…$/);
  expect(screen.getAllByTestId('skeleton-card')).toHaveLength(1);
});

it('reaches the bottom of the screen as a page’s main list, so what follows does not move when the list arrives', () => {
  const { container, rerender } = render(<ListSkeleton />);
  expect(container.firstElementChild).not.toHaveClass('ui-skeleton-fill');
  rerender(<ListSkeleton fill />);
  expect(container.firstElementChild).toHaveClass('ui-skeleton-fill');
});
