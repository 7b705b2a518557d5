import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionMenu } from './action-menu';

function renderMenu() {
  const report = jest.fn();
  const block = jest.fn();
  render(
    <>
      <ActionMenu
        items={[
          { label: 'Report post', onSelect: report },
          { label: 'Mute @bob', onSelect: jest.fn() },
          { label: 'Block @bob', onSelect: block, danger: true },
        ]}
      />
      <p>Elsewhere</p>
    </>,
  );
  return { user: userEvent.setup(), report, block, button: screen.getByRole('button', { name: 'More actions' }) };
}

it('is a named button that opens a menu of its items, closed at first', async () => {
  const { user, button } = renderMenu();
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Report post',
    'Mute @bob',
    'Block @bob',
  ]);
});

it('works from the keyboard: Enter opens on the first item, arrows wrap, Enter chooses', async () => {
  const { user, button, block } = renderMenu();
  await user.tab();
  expect(button).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('menuitem', { name: 'Report post' })).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Block @bob' })).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Mute @bob' })).toHaveFocus();
  await user.keyboard('{End}{Enter}');
  expect(block).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

it('closes on Escape (focus back on the button) and on a click elsewhere, choosing nothing', async () => {
  const { user, button, report, block } = renderMenu();
  await user.click(button);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  await user.click(button);
  await user.click(screen.getByText('Elsewhere'));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(report).not.toHaveBeenCalled();
  expect(block).not.toHaveBeenCalled();
});
