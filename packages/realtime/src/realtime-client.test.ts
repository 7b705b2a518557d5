import { RealtimeClient, type RealtimeClientOptions, type SocketLike } from './realtime-client';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  sent: string[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? null;
  }
  /** The server accepts the socket. */
  open() {
    this.onopen?.(new Event('open'));
  }
  /** The socket closes with this code. */
  drop(code: number) {
    this.onclose?.(new CloseEvent('close', { code }));
  }
  receive(frame: object) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
}

function setup(overrides: Partial<RealtimeClientOptions> = {}) {
  const sockets: FakeSocket[] = [];
  let tickets = 0;
  const logger = { warn: jest.fn() };
  const getTicket = jest.fn(async () => ({ ticket: `t${++tickets}` }));
  const client = new RealtimeClient({
    getTicket,
    getUserId: () => 'u1',
    url: (userId, ticket) => `ws://app/ws?userId=${userId}&ticket=${ticket}`,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    logger,
    ...overrides,
  });
  const latest = () => sockets[sockets.length - 1] as FakeSocket;
  return { client, sockets, latest, logger, getTicket };
}

/** Lets the ticket promise settle (fake timers do not run microtasks by themselves). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('RealtimeClient', () => {
  it('connects with a fresh ticket and the user id, and opens', async () => {
    const { client, latest, getTicket } = setup();
    client.connect();
    expect(client.status).toBe('connecting');
    await settle();
    expect(getTicket).toHaveBeenCalledTimes(1);
    expect(latest().url).toBe('ws://app/ws?userId=u1&ticket=t1');
    latest().open();
    expect(client.status).toBe('open');
  });

  it('reconnects after any close but 1000 at 1 s, 2 s, 4 s, 8 s, 16 s, each with a fresh ticket, then gives up', async () => {
    const { client, sockets, latest, logger } = setup();
    client.connect();
    await settle();
    latest().open();
    latest().drop(1006);
    expect(client.status).toBe('reconnecting');
    for (const delay of [1000, 2000, 4000, 8000, 16000]) {
      const before = sockets.length;
      jest.advanceTimersByTime(delay - 1);
      await settle();
      expect(sockets.length).toBe(before);
      jest.advanceTimersByTime(1);
      await settle();
      expect(sockets.length).toBe(before + 1);
      latest().drop(1006);
    }
    expect(new Set(sockets.map((s) => s.url)).size).toBe(6);
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(sockets).toHaveLength(6);
    expect(client.status).toBe('closed');
    expect(logger.warn).toHaveBeenCalledWith('Realtime: gave up after 5 reconnect attempts');
  });

  it('caps the delay at 30 s', async () => {
    const { client, sockets, latest } = setup({ maxReconnectAttempts: 7 });
    client.connect();
    await settle();
    latest().drop(1011);
    for (const delay of [1000, 2000, 4000, 8000, 16000, 30000]) {
      const before = sockets.length;
      jest.advanceTimersByTime(delay - 1);
      await settle();
      expect(sockets.length).toBe(before);
      jest.advanceTimersByTime(1);
      await settle();
      expect(sockets.length).toBe(before + 1);
      latest().drop(1011);
    }
  });

  it('resets the attempt counter when a socket opens', async () => {
    const { client, sockets, latest } = setup();
    client.connect();
    await settle();
    latest().drop(1006);
    jest.advanceTimersByTime(1000);
    await settle();
    latest().drop(1006);
    jest.advanceTimersByTime(2000);
    await settle();
    latest().open();
    latest().drop(4001);
    const before = sockets.length;
    jest.advanceTimersByTime(1000);
    await settle();
    expect(sockets.length).toBe(before + 1);
  });

  it('reconnects at once, without backoff or a reconnecting status, when an open socket closes with 1012 (service restart)', async () => {
    const { client, sockets, latest, getTicket } = setup();
    const statuses: string[] = [];
    client.onStatus((status) => statuses.push(status));
    client.connect();
    await settle();
    latest().open();
    latest().drop(1012);
    await settle();
    expect(sockets).toHaveLength(2);
    expect(getTicket).toHaveBeenCalledTimes(2);
    expect(statuses).toEqual(['connecting', 'open', 'connecting']);
    latest().open();
    expect(client.status).toBe('open');
    // Twice in a row (every instance restarting in turn): still at once each time.
    latest().drop(1012);
    await settle();
    expect(sockets).toHaveLength(3);
    expect(statuses).not.toContain('reconnecting');
  });

  it('backs off as usual when the attempt after a 1012 fails, or when 1012 comes before the socket opened', async () => {
    const { client, sockets, latest } = setup();
    client.connect();
    await settle();
    latest().open();
    latest().drop(1012);
    await settle();
    latest().drop(1012);
    expect(client.status).toBe('reconnecting');
    await settle();
    expect(sockets).toHaveLength(2);
    jest.advanceTimersByTime(1000);
    await settle();
    expect(sockets).toHaveLength(3);
  });

  it('does not reconnect after a normal close (1000)', async () => {
    const { client, sockets, latest } = setup();
    client.connect();
    await settle();
    latest().open();
    latest().drop(1000);
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe('closed');
  });

  it('counts a failed ticket request as a failed attempt and retries it with the same backoff', async () => {
    const getTicket = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ ticket: 'ok' });
    const { client, sockets } = setup({ getTicket });
    client.connect();
    await settle();
    expect(sockets).toHaveLength(0);
    expect(client.status).toBe('reconnecting');
    jest.advanceTimersByTime(1000);
    await settle();
    expect(sockets).toHaveLength(1);
  });

  it('disconnects manually with code 1000, clears handlers and never reconnects', async () => {
    const { client, sockets, latest } = setup();
    const onMessage = jest.fn();
    const onStatus = jest.fn();
    client.on('message', onMessage);
    client.onStatus(onStatus);
    client.connect();
    await settle();
    const socket = latest();
    socket.open();
    client.disconnect();
    expect(socket.closedWith).toBe(1000);
    expect(client.status).toBe('idle');
    onStatus.mockClear();
    socket.receive({ type: 'message', message: {} });
    socket.drop(1006);
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(sockets).toHaveLength(1);
    expect(onMessage).not.toHaveBeenCalled();
    client.connect();
    await settle();
    latest().open();
    latest().receive({ type: 'message', message: {} });
    expect(onMessage).not.toHaveBeenCalled();
    expect(onStatus).not.toHaveBeenCalled();
  });

  it('cancels a pending reconnect on a manual disconnect', async () => {
    const { client, sockets, latest } = setup();
    client.connect();
    await settle();
    latest().open();
    latest().drop(1012);
    client.disconnect();
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe('idle');
  });

  it('ignores a ticket that arrives after a manual disconnect', async () => {
    let resolveTicket: (value: { ticket: string }) => void = () => undefined;
    const { client, sockets } = setup({ getTicket: () => new Promise((resolve) => (resolveTicket = resolve)) });
    client.connect();
    client.disconnect();
    resolveTicket({ ticket: 'late' });
    await settle();
    expect(sockets).toHaveLength(0);
  });

  it('refuses to send or fetch while not connected, and only logs it', async () => {
    const { client, latest, logger } = setup();
    expect(client.sendMessage({ recipientId: 'u2', content: 'hi' })).toBe(false);
    expect(client.getMessages({ withUserId: 'u2' })).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith('Realtime: not connected, sendMessage refused');
    expect(logger.warn).toHaveBeenCalledWith('Realtime: not connected, getMessages refused');
    client.connect();
    await settle();
    expect(client.sendMessage({ recipientId: 'u2', content: 'hi' })).toBe(false);
    latest().open();
    expect(client.sendMessage({ recipientId: 'u2', content: 'hi', clientMessageId: 'c1' })).toBe(true);
    expect(client.getMessages({ withUserId: 'u2', limit: 50, before: 'm1' })).toBe(true);
    expect(latest().sent.map((s) => JSON.parse(s))).toEqual([
      { action: 'sendMessage', recipientId: 'u2', content: 'hi', clientMessageId: 'c1' },
      { action: 'getMessages', withUserId: 'u2', limit: 50, before: 'm1' },
    ]);
  });

  it('sends typing, edits and deletes as their frames while open, and refuses them while not', async () => {
    const { client, latest, logger } = setup();
    expect(client.typing({ recipientId: 'u2' })).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith('Realtime: not connected, typing refused');
    client.connect();
    await settle();
    latest().open();
    expect(client.typing({ cliqueId: 'c1' })).toBe(true);
    expect(client.editMessage({ messageId: 'm1', content: 'fixed' })).toBe(true);
    expect(client.deleteMessage({ messageId: 'm1' })).toBe(true);
    expect(latest().sent.map((s) => JSON.parse(s))).toEqual([
      { action: 'typing', cliqueId: 'c1' },
      { action: 'editMessage', messageId: 'm1', content: 'fixed' },
      { action: 'deleteMessage', messageId: 'm1' },
    ]);
  });

  it('tells the server the posts open on the page once per change and again on each open, apart from the polls and events', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const { client, latest } = setup();
    const stopA = client.watchPost('p1');
    client.watchPoll('q1');
    const stopEvent = client.watchEvent('e1');
    client.connect();
    await settle();
    latest().open();
    await settle();
    const stopB = client.watchPost('p2');
    const again = client.watchPost('p2');
    await settle();
    stopB();
    await settle();
    again();
    stopA();
    await settle();
    expect(latest().sent.map((s) => JSON.parse(s))).toEqual([
      { action: 'watchPolls', pollIds: ['q1'] },
      { action: 'watchEvents', eventIds: ['e1'] },
      { action: 'watchPosts', postIds: ['p1'] },
      { action: 'watchPosts', postIds: ['p1', 'p2'] },
      { action: 'watchPosts', postIds: ['p1', 'p2'] },
      { action: 'watchPosts', postIds: [] },
    ]);
    client.watchPost('p3');
    stopEvent();
    client.watchEvent('e2');
    latest().drop(1006);
    jest.advanceTimersByTime(1000);
    await settle();
    latest().open();
    await settle();
    expect(latest().sent.map((s) => JSON.parse(s))).toEqual([
      { action: 'watchPolls', pollIds: ['q1'] },
      { action: 'watchEvents', eventIds: ['e2'] },
      { action: 'watchPosts', postIds: ['p3'] },
    ]);
  });

  it('remembers friends’ presence from the snapshot and later frames, until a disconnect', async () => {
    const { client, latest } = setup();
    client.connect();
    await settle();
    latest().open();
    const away = { userId: 'u3', online: false, lastSeenAt: '2026-01-01T00:00:00.000Z' };
    latest().receive({ type: 'presence_snapshot', friends: [{ userId: 'u2', online: true, lastSeenAt: null }, away] });
    latest().receive({ type: 'presence', userId: 'u2', online: false, lastSeenAt: '2026-01-02T00:00:00.000Z' });
    expect(client.presenceOf('u2')).toEqual({ userId: 'u2', online: false, lastSeenAt: '2026-01-02T00:00:00.000Z' });
    expect(client.presenceOf('u3')).toEqual(away);
    expect(client.presenceOf('u4')).toBeUndefined();
    latest().receive({ type: 'presence_snapshot', friends: [] });
    expect(client.presenceOf('u3')).toBeUndefined();
    latest().receive({ type: 'presence', userId: 'u3', online: true, lastSeenAt: null });
    client.disconnect();
    expect(client.presenceOf('u3')).toBeUndefined();
  });

  it('hands each frame to the handlers of its type; an unsubscribed handler hears nothing more', async () => {
    const { client, latest } = setup();
    const sent = jest.fn();
    const read = jest.fn();
    const stop = client.on('message_sent', sent);
    client.on('messages_read', read);
    client.connect();
    await settle();
    latest().open();
    latest().receive({ type: 'message_sent', message: { messageId: 'm1' }, clientMessageId: 'c1' });
    latest().receive({ type: 'messages_read', byUserId: 'u2', withUserId: 'u1', readAt: 'now' });
    stop();
    latest().receive({ type: 'message_sent', message: { messageId: 'm2' } });
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({ type: 'message_sent', message: { messageId: 'm1' }, clientMessageId: 'c1' });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('does not connect while nobody is signed in', async () => {
    const { client, sockets, logger } = setup({ getUserId: () => null });
    client.connect();
    await settle();
    expect(sockets).toHaveLength(0);
    expect(client.status).toBe('idle');
    expect(logger.warn).toHaveBeenCalledWith('Realtime: nobody is signed in, not connecting');
  });
});
