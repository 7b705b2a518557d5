import WebSocket from 'ws';
import type { Outage } from '../soak-faults/ledger';
import type { Recorder } from './recorder';
import type { SoakUser, SoakWorld } from './seed';

/** A message on its way: who must still receive it, whether its sender had the acknowledgement. */
interface Pending {
  sentAt: number;
  waiting: Set<string>;
  acked: boolean;
}

/** What the chat traffic measured. */
export interface ChatResult {
  sockets: number;
  connectSeconds: number;
  sent: number;
  /** Sends never acknowledged with message_sent. */
  unacked: number;
  /** Deliveries (one per receiving member) that never arrived. */
  undelivered: number;
  deliveries: number;
  /** Refusals by code (error frames); none expected. */
  refused: Record<string, number>;
  /** Sockets the server closed during the run. */
  closed: number;
  /** [milliseconds since the soak started, delivery latency] per delivery. */
  latencies: [number, number][];
  /** With `reconnect`: each socket's time away after the server closed it. */
  outages: Outage[];
}

/** What the soak with faults adds to the chat: reopening closed sockets, and hearing of acks and deliveries. */
export interface ChatOptions {
  /** Reopen a socket the server closed (a new ticket, then the upgrade), as the app does; off in the plain soak. */
  reconnect?: boolean;
  /** Told of every `message_sent`, with the stored message's id. */
  onAck?: (messageId: string) => void;
  /** Told of every `message` frame, with the socket's own id (`userId#n`, n-th socket of that person) and the message's id. */
  onDelivery?: (socketId: string, messageId: string) => void;
}

interface Frame {
  type: string;
  clientMessageId?: string;
  code?: string;
  message?: { content?: string; messageId?: string };
}

/** Chat over one socket per person: direct messages and clique messages, each acknowledged and delivered. */
export class ChatTraffic {
  private readonly sockets = new Map<string, WebSocket>();
  private readonly pending = new Map<string, Pending>();
  private readonly result: ChatResult = {
    sockets: 0,
    connectSeconds: 0,
    sent: 0,
    unacked: 0,
    undelivered: 0,
    deliveries: 0,
    refused: {},
    closed: 0,
    latencies: [],
    outages: [],
  };
  /** Sockets opened per person, to name each socket. */
  private readonly opened = new Map<string, number>();
  private stopping = false;
  /** The clock delivery times are stamped with (the HTTP recorder's, once the traffic starts). */
  private clock: () => number;

  constructor(
    private readonly origin: string,
    private readonly world: SoakWorld,
    private readonly recorder: Recorder,
    private readonly options: ChatOptions = {},
  ) {
    this.clock = () => recorder.now();
  }

  /** Opens every person's socket (a ticket, then the upgrade), 50 at a time. */
  async connect(): Promise<void> {
    const started = Date.now();
    const queue = [...this.world.users];
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        for (let user = queue.shift(); user; user = queue.shift()) await this.open(user);
      }),
    );
    this.result.sockets = this.sockets.size;
    this.result.connectSeconds = (Date.now() - started) / 1000;
  }

  private async open(user: SoakUser): Promise<void> {
    const started = performance.now();
    const response = await fetch(`${this.origin}/api/realtime/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    });
    this.recorder.add('realtime ticket', response.status, performance.now() - started);
    if (!response.ok) throw new Error(`ticket for ${user.username}: ${response.status}`);
    const { ticket } = (await response.json()) as { ticket: string };
    const ws = new WebSocket(
      `${this.origin.replace(/^http/, 'ws')}/ws?userId=${user.userId}&ticket=${encodeURIComponent(ticket)}`,
      { headers: { origin: this.origin } },
    );
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const n = (this.opened.get(user.userId) ?? 0) + 1;
    this.opened.set(user.userId, n);
    const socketId = `${user.userId}#${n}`;
    ws.on('error', () => undefined);
    ws.on('message', (data) => this.handleFrame(user.userId, socketId, JSON.parse(String(data)) as Frame));
    ws.on('close', () => {
      if (this.stopping) return;
      this.result.closed += 1;
      if (this.options.reconnect) void this.reopen(user);
    });
    this.sockets.set(user.userId, ws);
  }

  /**
   * Opens a closed socket again, as the app does: a first try after 0.25–1 s, then with a doubling
   * wait (at most 4 s, jittered) so that hundreds of sockets of a killed instance do not hammer
   * the survivor in step, until it opens or the run ends.
   */
  private async reopen(user: SoakUser): Promise<void> {
    const outage: Outage = { closedAt: this.clock(), reopenedAt: null };
    this.result.outages.push(outage);
    await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 750));
    for (let attempt = 0; !this.stopping; attempt += 1) {
      try {
        await this.open(user);
        outage.reopenedAt = this.clock();
        return;
      } catch {
        const wait = Math.min(4_000, 500 * 2 ** attempt);
        await new Promise((resolve) => setTimeout(resolve, wait / 2 + (Math.random() * wait) / 2));
      }
    }
  }

  private handleFrame(userId: string, socketId: string, frame: Frame): void {
    if (frame.message?.messageId) {
      if (frame.type === 'message_sent') this.options.onAck?.(frame.message.messageId);
      if (frame.type === 'message') this.options.onDelivery?.(socketId, frame.message.messageId);
    }
    if (frame.type === 'message_sent' && frame.clientMessageId) {
      const entry = this.pending.get(frame.clientMessageId);
      if (entry) entry.acked = true;
      this.settle(frame.clientMessageId);
    } else if (frame.type === 'message') {
      const id = /soak:([\w-]+)/.exec(frame.message?.content ?? '')?.[1];
      const entry = id ? this.pending.get(id) : undefined;
      if (entry?.waiting.delete(userId)) {
        this.result.deliveries += 1;
        this.result.latencies.push([this.clock(), performance.now() - entry.sentAt]);
        this.settle(id as string);
      }
    } else if (frame.type === 'error') {
      const code = frame.code ?? 'unknown';
      this.result.refused[code] = (this.result.refused[code] ?? 0) + 1;
    }
  }

  /** Forgets a message once it is acknowledged and delivered to everyone. */
  private settle(id: string): void {
    const entry = this.pending.get(id);
    if (entry?.acked && entry.waiting.size === 0) this.pending.delete(id);
  }

  /** Sends one message: to a random person, or (one in ten) to the sender's clique. */
  sendOne(): void {
    const users = this.world.users;
    const sender = users[Math.floor(Math.random() * users.length)] as SoakUser;
    const ws = this.sockets.get(sender.userId);
    if (!ws || ws.readyState !== WebSocket.OPEN) return;
    const id = `m${this.result.sent}`;
    const toClique = Math.random() < 0.1;
    let recipient = users[Math.floor(Math.random() * users.length)] as SoakUser;
    if (recipient === sender) recipient = users[(users.indexOf(sender) + 1) % users.length] as SoakUser;
    const waiting = toClique
      ? (this.world.cliques.get(sender.cliqueId) ?? []).filter((u) => u !== sender).map((u) => u.userId)
      : [recipient.userId];
    this.pending.set(id, { sentAt: performance.now(), waiting: new Set(waiting), acked: false });
    this.result.sent += 1;
    const content = `soak:${id} hello`;
    ws.send(
      JSON.stringify(
        toClique
          ? { action: 'sendMessage', cliqueId: sender.cliqueId, content, clientMessageId: id }
          : { action: 'sendMessage', recipientId: recipient.userId, content, clientMessageId: id },
      ),
    );
  }

  /** Sends `rate` messages a second until `until()` says stop; deliveries are stamped by `clock`. */
  async run(rate: number, until: () => boolean, clock: () => number): Promise<void> {
    this.clock = clock;
    const started = Date.now();
    let sent = 0;
    while (!until()) {
      const due = Math.floor(((Date.now() - started) / 1000) * rate);
      for (; sent < due; sent += 1) this.sendOne();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Waits up to `graceMs` for the last acknowledgements and deliveries, closes every socket, and counts what never came. */
  async finish(graceMs = 20_000): Promise<ChatResult> {
    const deadline = Date.now() + graceMs;
    while (this.pending.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    for (const entry of this.pending.values()) {
      if (!entry.acked) this.result.unacked += 1;
      this.result.undelivered += entry.waiting.size;
    }
    this.stopping = true;
    for (const ws of this.sockets.values()) ws.close(1000);
    return this.result;
  }
}
