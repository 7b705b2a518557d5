import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(onConfirm: () => Promise<void>) {
  const onClose = jest.fn();
  render(
    <ConfirmDialog
      title="Block @bob?"
      message={<p>You will no longer see each other.</p>}
      confirmLabel="Block"
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { user: userEvent.setup(), onClose };
}

it('is a modal dialog named by its title, saying what will happen, with Cancel focused', () => {
  renderDialog(jest.fn());
  const dialog = screen.getByRole('dialog', { name: 'Block @bob?' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveTextContent('You will no longer see each other.');
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
});

it('confirms, then closes', async () => {
  const onConfirm = jest.fn().mockResolvedValue(undefined);
  const { user, onClose } = renderDialog(onConfirm);
  await user.click(screen.getByRole('button', { name: 'Block' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('stays open with the reason when confirming fails', async () => {
  const { user, onClose } = renderDialog(
    jest.fn().mockRejectedValue(new Error("You're doing that too often. Try again in 20 seconds.")),
  );
  await user.click(screen.getByRole('button', { name: 'Block' }));
  expect(await screen.findByRole('alert')).toHaveTextContent("You're doing that too often. Try again in 20 seconds.");
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Block' })).toBeEnabled();
});

it('closes on Escape and on Cancel without confirming, and keeps Tab inside', async () => {
  const onConfirm = jest.fn();
  const { user, onClose } = renderDialog(onConfirm);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Block' })).toHaveFocus();
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(2);
  expect(onConfirm).not.toHaveBeenCalled();
});
