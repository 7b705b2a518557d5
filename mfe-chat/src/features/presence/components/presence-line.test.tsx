import { act, screen } from '@testing-library/react';
import { bob, conversation, fakeDeps } from '../../../test/fake-chat';
import { renderChat } from '../../../test/render-chat';

async function openWithBob() {
  const deps = fakeDeps([conversation({ withUser: bob })]);
  deps.getConversation.mockResolvedValue(conversation({ withUser: bob }));
  renderChat(`/chat?with=${bob.userId}`, deps);
  await screen.findByRole('region', { name: 'Conversation with Bob' });
  return deps;
}

describe('presence in the thread header', () => {
  it('says "Online", then "Last seen …" when the friend leaves', async () => {
    const deps = await openWithBob();
    expect(screen.queryByText('Online')).toBeNull();
    act(() =>
      deps.realtime.emit({
        type: 'presence_snapshot',
        friends: [{ userId: bob.userId, online: true, lastSeenAt: null }],
      }),
    );
    expect(screen.getByText('Online')).toBeInTheDocument();
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    act(() => deps.realtime.emit({ type: 'presence', userId: bob.userId, online: false, lastSeenAt: fiveMinutesAgo }));
    expect(screen.getByText('Last seen 5 minutes ago')).toBeInTheDocument();
  });

  it('shows nothing for someone who hides their presence', async () => {
    const deps = await openWithBob();
    act(() => deps.realtime.emit({ type: 'presence', userId: bob.userId, online: false, lastSeenAt: null }));
    expect(screen.queryByText(/Online|Last seen/)).toBeNull();
  });
});
