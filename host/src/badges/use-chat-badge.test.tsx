import { renderHook } from '@testing-library/react';
import { RealtimeClient } from '@cliques/realtime';
import { BadgeStore, type BadgeSources } from './badge-store';
import { useChatBadge } from './use-chat-badge';

function setup() {
  const client = new RealtimeClient({
    getTicket: () => new Promise(() => undefined),
    getUserId: () => 'u-1',
    url: () => 'ws://test/ws',
    createSocket: () => {
      throw new Error('no sockets in this test');
    },
  });
  const connect = jest.spyOn(client, 'connect');
  const disconnect = jest.spyOn(client, 'disconnect');
  const sources: BadgeSources = {
    unreadNotifications: async () => 0,
    pendingFriendRequests: async () => 0,
    unreadMessages: jest.fn(async () => 7),
  };
  const badges = new BadgeStore(sources);
  const refreshMessages = jest.spyOn(badges, 'refreshMessages');
  return { client, connect, disconnect, badges, refreshMessages };
}

it('opens the shared socket while the shell is mounted and closes it (1000) on unmount', () => {
  const { client, connect, disconnect, badges } = setup();
  const { unmount } = renderHook(() => useChatBadge(badges, client));
  expect(connect).toHaveBeenCalledTimes(1);
  expect(disconnect).not.toHaveBeenCalled();
  unmount();
  expect(disconnect).toHaveBeenCalledTimes(1);
});

it('refreshes the unread-message count on the messagesRead browser event, debounced', async () => {
  jest.useFakeTimers();
  const { client, badges, refreshMessages } = setup();
  renderHook(() => useChatBadge(badges, client));
  window.dispatchEvent(new Event('messagesRead'));
  window.dispatchEvent(new Event('messagesRead'));
  await jest.advanceTimersByTimeAsync(500);
  expect(refreshMessages).toHaveBeenCalledTimes(1);
  expect(badges.messages).toBe(7);
  jest.useRealTimers();
});
