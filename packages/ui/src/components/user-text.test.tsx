import { render, screen } from '@testing-library/react';
import { UserName, UserText } from './user-text';

const override = '\u202E';

it('renders @bob_b inside its own isolate beside a display name holding U+202E', () => {
  const { container } = render(<UserName displayName={`Bob ${override}evil`} username="bob_b" />);
  const handle = screen.getByText('@bob_b');
  expect(handle.tagName).toBe('BDI');
  expect(handle.textContent).toBe('@bob_b');
  const name = screen.getByText(`Bob ${override}evil`);
  expect(name.tagName).toBe('BDI');
  expect(name.contains(handle)).toBe(false);
  expect(handle.contains(name)).toBe(false);
  // The override sits inside the name's isolate and nowhere else.
  const isolates = [...container.querySelectorAll('bdi')];
  expect(isolates.filter((el) => el.textContent?.includes(override))).toEqual([name]);
});

it('renders inline user text as <bdi> and blocks with dir="auto" and the isolate class', () => {
  render(
    <>
      <UserText>{`${override}inline`}</UserText>
      <UserText as="p" className="post-text">
        {`${override}block`}
      </UserText>
    </>,
  );
  expect(screen.getByText(`${override}inline`).tagName).toBe('BDI');
  const block = screen.getByText(`${override}block`);
  expect(block.tagName).toBe('P');
  expect(block).toHaveAttribute('dir', 'auto');
  expect(block).toHaveClass('ui-isolate', 'post-text');
});
