import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { runInAction } from 'mobx';
import { sessionStore } from '@cliques/session';
import { safetyActions } from '@cliques/api-client';
import { bob, cara, conversation, fakeDeps, me, message } from '../test/fake-chat';
import { renderChat } from '../test/render-chat';
import { ChatPage } from './chat-page';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  safetyActions: {
    block: jest.fn(async () => undefined),
    mute: jest.fn(async () => undefined),
    unmute: jest.fn(),
    report: jest.fn(async () => ({ id: 'r-1', status: 'open' })),
  },
}));

const list = () => [
  conversation({ withUser: bob, unreadCount: 3, lastMessage: message({ content: 'are you there?' }) }),
  conversation({ withUser: cara }),
];

describe('Chat page', () => {
  it('lists conversations with their last message and unread count, and opens one into the URL', async () => {
    const deps = fakeDeps(list());
    const user = renderChat('/chat', deps);
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(within(nav).getByRole('button', { name: /Bob.*3 unread messages.*are you there\?/ })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /Cara.*Say hello/ })).toBeInTheDocument();
    expect(screen.getByText('Choose a conversation to start chatting.')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: /Bob/ }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/chat?with=${bob.userId}`);
    expect(await screen.findByRole('heading', { name: 'Bob' })).toBeInTheDocument();
    expect(deps.realtime.fetched).toEqual([{ withUserId: bob.userId }]);
    expect(deps.markRead).toHaveBeenCalledWith({ withUserId: bob.userId });
    expect(within(nav).queryByText('3')).not.toBeInTheDocument();
  });

  it('opens a deep link, shows history with "Load older messages", and live messages', async () => {
    const deps = fakeDeps(list());
    const user = renderChat(`/chat?with=${bob.userId}`, deps);
    expect(await screen.findByText('Loading messages…')).toBeInTheDocument();
    const oldest = message({ at: 1, content: 'older one' });
    act(() =>
      deps.realtime.emit({
        type: 'messages',
        withUserId: bob.userId,
        before: null,
        messages: [oldest, message({ at: 2, content: 'newer one' })],
        hasMore: true,
      }),
    );
    const log = screen.getByRole('list', { name: 'Messages' });
    expect(
      within(log)
        .getAllByText(/one$/)
        .map((el) => el.textContent),
    ).toEqual(['older one', 'newer one']);
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(deps.realtime.fetched[1]).toEqual({ withUserId: bob.userId, before: oldest.messageId });
    act(() => deps.realtime.emit({ type: 'message', message: message({ at: 3, content: 'just now' }) }));
    expect(within(log).getByText('just now')).toBeInTheDocument();
  });

  it('sends with Enter: "Sending…" until message_sent, then "Sent", then "Seen"', async () => {
    const deps = fakeDeps(list());
    const user = renderChat(`/chat?with=${cara.userId}`, deps);
    act(() =>
      deps.realtime.emit({ type: 'messages', withUserId: cara.userId, before: null, messages: [], hasMore: false }),
    );
    expect(await screen.findByText('No messages yet. Say hello!')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi Cara{Enter}');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(screen.getByText(/Sending…/)).toBeInTheDocument();
    const stored = message({ senderId: me, recipientId: cara.userId, content: 'Hi Cara' });
    act(() =>
      deps.realtime.emit({
        type: 'message_sent',
        message: stored,
        clientMessageId: deps.realtime.sent[0]?.clientMessageId,
      }),
    );
    expect(screen.getByText(/· Sent/)).toBeInTheDocument();
    act(() =>
      deps.realtime.emit({
        type: 'messages_read',
        byUserId: cara.userId,
        withUserId: me,
        readAt: new Date(Date.now() + 60_000).toISOString(),
      }),
    );
    expect(screen.getByText(/· Seen/)).toBeInTheDocument();
  });

  it('shows a refused message as "Not sent" with Retry', async () => {
    const deps = fakeDeps(list());
    const user = renderChat(`/chat?with=${cara.userId}`, deps);
    act(() =>
      deps.realtime.emit({ type: 'messages', withUserId: cara.userId, before: null, messages: [], hasMore: false }),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'x{Enter}');
    act(() =>
      deps.realtime.emit({
        type: 'error',
        code: 'validation_failed',
        message: 'content is invalid',
        clientMessageId: 'c-1',
      }),
    );
    expect(screen.getByText(/Not sent/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(deps.realtime.sent.map((s) => s.clientMessageId)).toEqual(['c-1', 'c-1']);
  });

  it('shows the reconnect banner, keeps a message written while the socket is down waiting, connects again when back online or on Reconnect, and then sends it', async () => {
    const deps = fakeDeps(list());
    const user = renderChat(`/chat?with=${cara.userId}`, deps);
    act(() =>
      deps.realtime.emit({ type: 'messages', withUserId: cara.userId, before: null, messages: [], hasMore: false }),
    );
    act(() => deps.realtime.setStatus('reconnecting'));
    expect(await screen.findByRole('status')).toHaveTextContent('Reconnecting to chat…');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'later');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const log = screen.getByRole('list', { name: 'Messages' });
    expect(within(log).getByRole('listitem')).toHaveTextContent(/later.* · Waiting to send/);
    expect(deps.realtime.sent).toEqual([]);
    act(() => deps.realtime.setStatus('closed'));
    expect(screen.getByRole('alert')).toHaveTextContent('Chat is offline.');
    deps.realtime.connect.mockClear();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(deps.realtime.connect).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(deps.realtime.connect).toHaveBeenCalledTimes(2);
    act(() => deps.realtime.setStatus('open'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(deps.realtime.sent).toEqual([expect.objectContaining({ recipientId: cara.userId, content: 'later' })]);
    expect(within(log).getByRole('listitem')).toHaveTextContent(/later.* · Sending…/);
  });

  it('shows the empty state without conversations', async () => {
    const empty = fakeDeps([]);
    renderChat('/chat', empty);
    expect(
      await screen.findByText('No conversations yet. Add friends or join a clique to start chatting.'),
    ).toBeInTheDocument();
  });

  it('retries a failed list load', async () => {
    const deps = fakeDeps(list());
    deps.listConversations.mockRejectedValueOnce(new Error('down'));
    const user = renderChat('/chat', deps);
    expect(await screen.findByText('Could not load your conversations.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in', () => {
    runInAction(() => {
      sessionStore.user = null;
    });
    render(
      <MemoryRouter>
        <ChatPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('Sign in to chat.')).toBeInTheDocument();
  });

  it('reports someone else’s message, and blocking its sender closes the conversation at once', async () => {
    const deps = fakeDeps(list());
    deps.getConversation.mockResolvedValue(conversation({ withUser: bob }));
    const user = renderChat(`/chat?with=${bob.userId}`, deps);
    await screen.findByRole('heading', { name: 'Bob' });
    const theirs = message({ at: 1, content: 'you again' });
    act(() =>
      deps.realtime.emit({
        type: 'messages',
        withUserId: bob.userId,
        before: null,
        messages: [theirs, message({ at: 2, senderId: me, recipientId: bob.userId, content: 'mine' })],
        hasMore: false,
      }),
    );
    const log = screen.getByRole('list', { name: 'Messages' });
    expect(within(log).getAllByRole('button', { name: 'More actions' })).toHaveLength(1);
    await user.click(within(log).getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report message' }));
    await user.click(screen.getByRole('radio', { name: 'Harassment or bullying' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thanks — a moderator will look at it.')).toBeInTheDocument();
    expect(safetyActions.report).toHaveBeenCalledWith({
      targetType: 'message',
      targetId: theirs.messageId,
      reason: 'harassment',
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(within(log).getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Block @bob' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Block @bob?' })).getByRole('button', { name: 'Block' }),
    );
    expect(safetyActions.block).toHaveBeenCalledWith(bob.userId);
    expect(await screen.findByText(/^You blocked @bob\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Conversations' })).queryByRole('button', { name: /Bob/ }),
    ).not.toBeInTheDocument();
  });
});
