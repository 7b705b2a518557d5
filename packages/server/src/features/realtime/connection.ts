import { randomUUID } from 'node:crypto';
import type { TicketSession } from './tickets';

/** The limits that keep one socket from costing the server more than its share. */
export interface RealtimeLimits {
  /** A larger frame is answered with an error frame (the socket stays). */
  maxFrameBytes: number;
  /** A larger frame closes the socket (1009) before it is even buffered whole. */
  maxPayloadBytes: number;
  /** Sustained frames per second per connection (token bucket refill). */
  framesPerSecond: number;
  /** Frames a connection may send at once before the rate applies. */
  burst: number;
  /** Frames waiting for their turn; more are refused as rate_limited. */
  maxQueuedFrames: number;
  /** Bytes waiting to go out to a client that does not read; more cuts the client off. */
  maxBufferedBytes: number;
  /** Ping interval; a connection that missed the previous pong is dropped. */
  heartbeatMs: number;
  /** How often open sockets' sign-in sessions are checked for revocation. */
  sessionCheckMs: number;
  /** Open sockets per user on one instance (tabs, devices). */
  maxConnectionsPerUser: number;
}

export const defaultRealtimeLimits: RealtimeLimits = {
  maxFrameBytes: 32 * 1024,
  maxPayloadBytes: 128 * 1024,
  framesPerSecond: 10,
  burst: 20,
  maxQueuedFrames: 32,
  maxBufferedBytes: 1024 * 1024,
  heartbeatMs: 30_000,
  sessionCheckMs: 15_000,
  maxConnectionsPerUser: 20,
};

/** What a connection needs of a ws WebSocket (a fake in unit tests). */
export interface SocketLike {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

const open = 1;

/** One open socket of one user: its session, its send buffer guard, its rate limit and its frame queue. */
export class Connection {
  readonly id = randomUUID();
  /** Cleared at each ping, set by the pong; still clear at the next ping means the peer is gone. */
  alive = true;
  private tokens: number;
  private refilledAt: number;
  private queued = 0;
  private tail: Promise<void> = Promise.resolve();

  constructor(
    readonly socket: SocketLike,
    readonly session: TicketSession,
    private readonly limits: RealtimeLimits,
    private readonly onSlowConsumer: (connection: Connection) => void = () => undefined,
    now = Date.now(),
  ) {
    this.tokens = limits.burst;
    this.refilledAt = now;
  }

  get userId(): string {
    return this.session.userId;
  }

  /**
   * Sends a serialised frame. A client that lets more than maxBufferedBytes pile up is cut off
   * (terminated: a close frame would only queue behind the backlog), so it cannot hold server memory.
   */
  send(frame: string): boolean {
    if (this.socket.readyState !== open) return false;
    if (this.socket.bufferedAmount + Buffer.byteLength(frame) > this.limits.maxBufferedBytes) {
      this.onSlowConsumer(this);
      this.socket.terminate();
      return false;
    }
    this.socket.send(frame);
    return true;
  }

  /** Takes one frame's worth from the token bucket; false means over the rate. */
  takeToken(now = Date.now()): boolean {
    const elapsed = Math.max(0, now - this.refilledAt) / 1000;
    this.tokens = Math.min(this.limits.burst, this.tokens + elapsed * this.limits.framesPerSecond);
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Runs tasks one at a time in arrival order (a sender's messages keep their order); false when the queue is full. */
  enqueue(task: () => Promise<void>): boolean {
    if (this.queued >= this.limits.maxQueuedFrames) return false;
    this.queued += 1;
    // Tasks answer their own errors; the catch only keeps one failure from stalling the queue.
    this.tail = this.tail
      .then(task)
      .catch(() => undefined)
      .then(() => {
        this.queued -= 1;
      });
    return true;
  }

  /** Pings the peer; returns false (and terminates) when it never answered the previous ping. */
  heartbeat(): boolean {
    if (!this.alive) {
      this.socket.terminate();
      return false;
    }
    this.alive = false;
    if (this.socket.readyState === open) this.socket.ping();
    return true;
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }
}
