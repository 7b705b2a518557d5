import WebSocket from 'ws';
import type { ServerFrame } from '@cliques/contracts';
import type { TestApp, TestUser } from './test-app';

type Predicate = (frame: ServerFrame) => boolean;

/** What the helpers need of a test app (a second instance in a test can provide just this). */
export type SocketTestApp = Pick<TestApp, 'app' | 'config' | 'request'>;

/** A realtime client for tests: records every frame, waits for the ones a test expects. */
export class TestSocket {
  readonly frames: ServerFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<{ match: Predicate; resolve: (frame: ServerFrame) => void }> = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      this.frames.push(frame);
      const waiter = this.waiters.find((w) => w.match(frame));
      if (waiter) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(frame);
      }
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }

  /** Sends a JSON frame (or raw text). */
  send(frame: object | string): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame (already received or still to come) that matches, or a timeout error. */
  next<T extends ServerFrame['type']>(
    type: T,
    match: (frame: Extract<ServerFrame, { type: T }>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<Extract<ServerFrame, { type: T }>> {
    const predicate: Predicate = (f) => f.type === type && match(f as Extract<ServerFrame, { type: T }>);
    const seen = this.frames.find(predicate);
    if (seen) {
      this.frames.splice(this.frames.indexOf(seen), 1);
      return Promise.resolve(seen as Extract<ServerFrame, { type: T }>);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} frame within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        match: predicate,
        resolve: (frame) => {
          clearTimeout(timer);
          const index = this.frames.indexOf(frame);
          if (index >= 0) this.frames.splice(index, 1);
          resolve(frame as Extract<ServerFrame, { type: T }>);
        },
      });
    });
  }

  /** Resolves with the received frames once `done(frames)` holds (checked every 20 ms), or a timeout error. */
  async until(done: (frames: ServerFrame[]) => boolean, timeoutMs = 5000): Promise<ServerFrame[]> {
    const deadline = Date.now() + timeoutMs;
    while (!done(this.frames)) {
      if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return this.frames;
  }

  /** Resolves after `ms` with the frames of this type received meanwhile (to show that none came). */
  async collect(type: ServerFrame['type'], ms: number): Promise<ServerFrame[]> {
    await new Promise((r) => setTimeout(r, ms));
    return this.frames.filter((f) => f.type === type);
  }

  close(): Promise<{ code: number; reason: string }> {
    this.ws.close(1000);
    return this.closed;
  }
}

/** Listens on a free port (once) and answers the ws:// base URL. */
export async function wsBase(t: SocketTestApp): Promise<string> {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') await t.app.listen({ port: 0, host: '127.0.0.1' });
  const bound = t.app.server.address();
  if (!bound || typeof bound === 'string') throw new Error('not listening');
  return `ws://127.0.0.1:${bound.port}`;
}

/** Asks the API for a ticket as this user. */
export async function ticketFor(t: SocketTestApp, user: TestUser): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/realtime/ticket', headers: user.auth });
  if (res.status !== 200) throw new Error(`ticket: ${res.status}`);
  return res.body.ticket as string;
}

/** Opens a socket; resolves once open, rejects with the HTTP status of a refused upgrade. */
export function openSocket(url: string, origin: string): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { origin } });
    const socket = new TestSocket(ws);
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => reject(new RefusedError(res.statusCode ?? 0)));
    ws.once('error', reject);
  });
}

/** An upgrade the server refused, with its status. */
export class RefusedError extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused with ${status}`);
  }
}

/** Gets a ticket and opens a socket as this user, from the app's own origin. */
export async function connect(t: SocketTestApp, user: TestUser): Promise<TestSocket> {
  const base = await wsBase(t);
  const ticket = await ticketFor(t, user);
  return openSocket(`${base}/ws?userId=${user.userId}&ticket=${encodeURIComponent(ticket)}`, t.config.publicOrigin);
}

/**
 * Collects a test file's sockets and closes the ones still open after each test; returns the
 * function that hands a socket over.
 */
export function trackSockets(): (socket: TestSocket) => TestSocket {
  const sockets: TestSocket[] = [];
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((s) => (s.ws.readyState === WebSocket.OPEN ? s.close() : undefined)));
  });
  return (socket) => {
    sockets.push(socket);
    return socket;
  };
}
