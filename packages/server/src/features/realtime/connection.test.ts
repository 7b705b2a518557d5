import { Connection, defaultRealtimeLimits, type SocketLike } from './connection';

class FakeSocket implements SocketLike {
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  pings = 0;
  terminated = false;
  send(data: string) {
    this.sent.push(data);
    this.bufferedAmount += Buffer.byteLength(data);
  }
  ping() {
    this.pings += 1;
  }
  close() {
    this.readyState = 3;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
}

const session = {
  userId: 'u1',
  originJti: 'j1',
  tokenExp: Math.floor(Date.now() / 1000) + 3600,
  language: 'en' as const,
};

describe('Connection', () => {
  it('cuts off a slow consumer before its backlog passes maxBufferedBytes, and says so', () => {
    const socket = new FakeSocket();
    const cutOff = jest.fn();
    const connection = new Connection(socket, session, { ...defaultRealtimeLimits, maxBufferedBytes: 1000 }, cutOff);
    const frame = 'x'.repeat(400);
    expect(connection.send(frame)).toBe(true);
    expect(connection.send(frame)).toBe(true);
    expect(connection.send(frame)).toBe(false);
    expect(socket.terminated).toBe(true);
    expect(cutOff).toHaveBeenCalledWith(connection);
    expect(socket.sent).toHaveLength(2);
  });

  it('keeps sending to a consumer that drains its buffer', () => {
    const socket = new FakeSocket();
    const connection = new Connection(socket, session, { ...defaultRealtimeLimits, maxBufferedBytes: 1000 });
    for (let i = 0; i < 10; i++) {
      expect(connection.send('x'.repeat(400))).toBe(true);
      socket.bufferedAmount = 0;
    }
    expect(socket.terminated).toBe(false);
  });

  it('sends nothing to a socket that is no longer open', () => {
    const socket = new FakeSocket();
    socket.readyState = 3;
    expect(new Connection(socket, session, defaultRealtimeLimits).send('{}')).toBe(false);
    expect(socket.sent).toEqual([]);
  });

  it('allows a burst of 20 frames, then 10 a second', () => {
    const start = 1_000_000;
    const connection = new Connection(new FakeSocket(), session, defaultRealtimeLimits, undefined, start);
    const taken = Array.from({ length: 25 }, () => connection.takeToken(start)).filter(Boolean).length;
    expect(taken).toBe(20);
    expect(connection.takeToken(start + 50)).toBe(false);
    expect(connection.takeToken(start + 100)).toBe(true);
    expect(connection.takeToken(start + 100)).toBe(false);
    const afterASecond = Array.from({ length: 15 }, () => connection.takeToken(start + 1100)).filter(Boolean).length;
    expect(afterASecond).toBe(10);
  });

  it('runs queued frames one at a time in arrival order, even when one fails, and caps the queue', async () => {
    const connection = new Connection(new FakeSocket(), session, { ...defaultRealtimeLimits, maxQueuedFrames: 3 });
    const order: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    expect(
      connection.enqueue(async () => {
        await gate;
        order.push('a');
      }),
    ).toBe(true);
    expect(
      connection.enqueue(async () => {
        order.push('b');
        throw new Error('boom');
      }),
    ).toBe(true);
    expect(
      connection.enqueue(async () => {
        order.push('c');
      }),
    ).toBe(true);
    expect(
      connection.enqueue(async () => {
        order.push('d');
      }),
    ).toBe(false);
    release();
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual(['a', 'b', 'c']);
    expect(
      connection.enqueue(async () => {
        order.push('e');
      }),
    ).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual(['a', 'b', 'c', 'e']);
  });

  it('pings, and terminates a peer that never answered the previous ping', () => {
    const socket = new FakeSocket();
    const connection = new Connection(socket, session, defaultRealtimeLimits);
    expect(connection.heartbeat()).toBe(true);
    expect(socket.pings).toBe(1);
    connection.alive = true; // the pong
    expect(connection.heartbeat()).toBe(true);
    expect(connection.heartbeat()).toBe(false);
    expect(socket.terminated).toBe(true);
  });
});
