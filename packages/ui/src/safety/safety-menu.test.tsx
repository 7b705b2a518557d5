import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SafetyMenu, type SafetyActions } from './safety-menu';

const bob = { userId: 'u-bob', username: 'bob' };

function fakeActions(overrides: Partial<SafetyActions> = {}): jest.Mocked<SafetyActions> {
  return {
    block: jest.fn().mockResolvedValue(undefined),
    mute: jest.fn().mockResolvedValue(undefined),
    unmute: jest.fn().mockResolvedValue(undefined),
    report: jest.fn().mockResolvedValue({ id: 'r-1', status: 'open' }),
    ...overrides,
  } as jest.Mocked<SafetyActions>;
}

function renderMenu(props: Partial<Parameters<typeof SafetyMenu>[0]> = {}) {
  const actions = fakeActions();
  const onBlocked = jest.fn();
  const onMuteChange = jest.fn();
  render(
    <SafetyMenu
      target={{ type: 'post', id: 'p-1' }}
      person={bob}
      actions={actions}
      onBlocked={onBlocked}
      onMuteChange={onMuteChange}
      {...props}
    />,
  );
  const user = userEvent.setup();
  const choose = async (name: string) => {
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name }));
  };
  return { user, actions: (props.actions as jest.Mocked<SafetyActions>) ?? actions, onBlocked, onMuteChange, choose };
}

describe('Block', () => {
  it('asks first, saying what will happen, then blocks and tells the page', async () => {
    const { user, actions, onBlocked, choose } = renderMenu();
    await choose('Block @bob');
    const dialog = screen.getByRole('dialog', { name: 'Block @bob?' });
    expect(dialog).toHaveTextContent(
      "You will no longer see each other's posts, comments or profile, and neither of you can message, follow or befriend the other. Your friendship and follows end.",
    );
    expect(actions.block).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(actions.block).toHaveBeenCalledWith('u-bob');
    expect(onBlocked).toHaveBeenCalledWith('u-bob');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does nothing when cancelled', async () => {
    const { user, actions, onBlocked, choose } = renderMenu();
    await choose('Block @bob');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(actions.block).not.toHaveBeenCalled();
    expect(onBlocked).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus();
  });
});

describe('Mute', () => {
  it('mutes at once, says what it does, and offers Unmute next', async () => {
    const { actions, onMuteChange, choose } = renderMenu();
    await choose('Mute @bob');
    expect(actions.mute).toHaveBeenCalledWith('u-bob');
    expect(await screen.findByRole('status')).toHaveTextContent('You muted @bob. Their posts leave your feed');
    expect(onMuteChange).toHaveBeenCalledWith('u-bob', true);
    await choose('Unmute @bob');
    expect(actions.unmute).toHaveBeenCalledWith('u-bob');
    expect(await screen.findByRole('status')).toHaveTextContent('You unmuted @bob.');
    expect(onMuteChange).toHaveBeenLastCalledWith('u-bob', false);
  });

  it('starts from Unmute for someone already muted, and says why when it fails', async () => {
    const actions = fakeActions({
      unmute: jest.fn().mockRejectedValue(new Error('You cannot do that: one of you has blocked the other.')),
    });
    const { onMuteChange, choose } = renderMenu({ muted: true, actions });
    await choose('Unmute @bob');
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot do that: one of you has blocked the other.');
    expect(onMuteChange).not.toHaveBeenCalled();
  });
});

describe('Report', () => {
  it('sends the reason and the note for the target, then thanks the reporter', async () => {
    const { user, actions, choose } = renderMenu({ target: { type: 'comment', id: 'c-9' } });
    await choose('Report comment');
    const dialog = screen.getByRole('dialog', { name: 'Report this comment' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Spam or scam',
      'Harassment or bullying',
      'Hate speech',
      'Violence or threats',
      'Sexual content',
      'Self-harm or suicide',
      'Something else',
    ]);
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await user.type(within(dialog).getByRole('textbox', { name: /optional/ }), '  keeps tagging me  ');
    await user.click(send);
    expect(actions.report).toHaveBeenCalledWith({
      targetType: 'comment',
      targetId: 'c-9',
      reason: 'harassment',
      note: 'keeps tagging me',
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thanks — a moderator will look at it.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names a profile report after the person and leaves an empty note out', async () => {
    const { user, actions, choose } = renderMenu({ target: { type: 'user', id: 'u-bob' } });
    await choose('Report @bob');
    await user.click(screen.getByRole('radio', { name: 'Spam or scam' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(actions.report).toHaveBeenCalledWith({ targetType: 'user', targetId: 'u-bob', reason: 'spam' });
  });

  it('keeps the dialog open with the reason when sending fails', async () => {
    const actions = fakeActions({ report: jest.fn().mockRejectedValue(new Error('Not found')) });
    const { user, choose } = renderMenu({ actions });
    await choose('Report post');
    await user.click(screen.getByRole('radio', { name: 'Spam or scam' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(screen.getByRole('button', { name: 'Send report' })).toBeEnabled();
  });
});

describe('dialogs loaded on demand', () => {
  it('opens the report dialog from the keyboard alone once its code is there, and gives focus back', async () => {
    const { user } = renderMenu();
    await user.tab();
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Report post' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    expect(within(dialog).getByRole('radio', { name: 'Spam or scam' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus();
  });
});
