import { render, screen } from '@testing-library/react';
import * as icons from './icons';

const all = Object.entries(icons);

it.each(all)('%s draws in the text colour on a 24×24 grid, hidden from screen readers', (_name, DrawnIcon) => {
  const { container } = render(<DrawnIcon />);
  const svg = container.querySelector('svg');
  expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
  expect(svg).toHaveAttribute('stroke', 'currentColor');
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveAttribute('focusable', 'false');
  expect(svg?.querySelector('path, line, circle, rect, polyline')).not.toBeNull();
});

it('an icon given a title stands alone as an image with that name', () => {
  render(<icons.BellIcon title="Notifications" />);
  const svg = screen.getByRole('img', { name: 'Notifications' });
  expect(svg).not.toHaveAttribute('aria-hidden');
});

it('a liked heart is filled, an unliked one outlined', () => {
  const { container } = render(
    <>
      <icons.HeartIcon filled />
      <icons.HeartIcon />
    </>,
  );
  const [liked, unliked] = [...container.querySelectorAll('svg')];
  expect(liked).toHaveAttribute('fill', 'currentColor');
  expect(unliked).toHaveAttribute('fill', 'none');
});

it('takes a size in pixels', () => {
  const { container } = render(<icons.MenuIcon size={16} />);
  expect(container.querySelector('svg')).toHaveAttribute('width', '16');
  expect(container.querySelector('svg')).toHaveAttribute('height', '16');
});
