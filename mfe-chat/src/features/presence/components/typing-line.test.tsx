import { act, screen } from '@testing-library/react';
import { bob, me } from '../../../test/fake-chat';
import { openedWithBob } from '../../../test/render-chat';

describe('who is typing in the open conversation', () => {
  it('shows "Bob is typing…" and says so itself while the viewer writes', async () => {
    const { deps, user } = await openedWithBob([]);
    act(() => deps.realtime.emit({ type: 'typing', byUserId: bob.userId, withUserId: me }));
    expect(screen.getByText('Bob is typing…')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'hi');
    expect(deps.realtime.actions).toEqual([{ action: 'typing', recipientId: bob.userId }]);
  });
});
