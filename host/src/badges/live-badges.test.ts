import { RealtimeClient, type SocketLike } from '@cliques/realtime';
import { BadgeStore, pollIntervalMs, type BadgeSources } from './badge-store';
import { notificationsReadEvent, startLiveBadges } from './live-badges';

/** The real realtime client on a socket the test opens, feeds and drops. */
function setup() {
  let socket: SocketLike | null = null;
  const client = new RealtimeClient({
    getTicket: async () => ({ ticket: 't' }),
    getUserId: () => 'u1',
    url: () => 'ws://app/ws',
    createSocket: () => {
      socket = {
        onopen: null,
        onclose: null,
        onmessage: null,
        onerror: null,
        send: () => undefined,
        close: () => undefined,
      };
      return socket;
    },
    logger: { warn: () => undefined },
  });
  const sources: BadgeSources = {
    unreadNotifications: jest.fn(async () => 4),
    pendingFriendRequests: jest.fn(async () => 1),
    unreadMessages: jest.fn(async () => 2),
  };
  const badges = new BadgeStore(sources);
  const server = {
    open: () => socket?.onopen?.(new Event('open')),
    send: (frame: object) => socket?.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) })),
    drop: () => socket?.onclose?.(new CloseEvent('close', { code: 1006 })),
  };
  return { client, badges, sources, server };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('takes the counts from the socket and stops polling while it is open', async () => {
  const { client, badges, sources, server } = setup();
  startLiveBadges({ badges, realtime: client });
  badges.start();
  client.connect();
  await jest.advanceTimersByTimeAsync(0);
  server.open();
  expect(badges.live).toBe(true);
  server.send({ type: 'counts', notifications: 7, friendRequests: 3, messages: 0 });
  expect([badges.notifications, badges.friendRequests, badges.messages]).toEqual([7, 3, 0]);
  await jest.advanceTimersByTimeAsync(3 * pollIntervalMs);
  expect(sources.unreadNotifications).toHaveBeenCalledTimes(1);
  badges.stop();
  client.disconnect();
});

it('falls back to polling at once when the socket drops', async () => {
  const { client, badges, sources, server } = setup();
  startLiveBadges({ badges, realtime: client });
  badges.start();
  client.connect();
  await jest.advanceTimersByTimeAsync(0);
  server.open();
  server.send({ type: 'counts', notifications: 7, friendRequests: 3, messages: 0 });
  server.drop();
  await jest.advanceTimersByTimeAsync(0);
  expect(badges.live).toBe(false);
  expect(sources.unreadNotifications).toHaveBeenCalledTimes(2);
  expect(badges.notifications).toBe(4);
  await jest.advanceTimersByTimeAsync(pollIntervalMs);
  expect(sources.unreadNotifications).toHaveBeenCalledTimes(3);
  badges.stop();
  client.disconnect();
});

it('sets the bell at once from the notifications page after marking read', () => {
  const { client, badges } = setup();
  const stop = startLiveBadges({ badges, realtime: client });
  badges.applyCounts({ notifications: 5, friendRequests: 0, messages: 0 });
  window.dispatchEvent(new CustomEvent(notificationsReadEvent, { detail: { unreadCount: 0 } }));
  expect(badges.notifications).toBe(0);
  stop();
  window.dispatchEvent(new CustomEvent(notificationsReadEvent, { detail: { unreadCount: 9 } }));
  expect(badges.notifications).toBe(0);
});

it('takes the pending clique requests from the counts frame, 0 when a server leaves them out', async () => {
  const { client, badges, server } = setup();
  startLiveBadges({ badges, realtime: client });
  badges.start();
  client.connect();
  await jest.advanceTimersByTimeAsync(0);
  server.open();
  server.send({ type: 'counts', notifications: 0, friendRequests: 0, messages: 0, cliqueRequests: 5 });
  expect(badges.cliqueRequests).toBe(5);
  server.send({ type: 'counts', notifications: 0, friendRequests: 0, messages: 0 });
  expect(badges.cliqueRequests).toBe(0);
  badges.stop();
  client.disconnect();
});
