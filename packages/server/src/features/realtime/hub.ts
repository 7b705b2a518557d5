import { realtimeCloseCodes, type Message, type ServerFrame } from '@cliques/contracts';
import type { Connection, RealtimeLimits } from './connection';
import type { Delivery, FanOut } from './fanout';
import { createInProcessPresence, type PresenceRegistry } from './presence';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface HubOptions {
  fanout: FanOut;
  limits: RealtimeLimits;
  log: Logger;
  /** Which sign-in sessions were revoked (the built-in identity endpoint); asked every sessionCheckMs for all open sockets at once. */
  revokedAmong?: (originJtis: string[]) => Promise<Set<string>>;
  /** Which users have a socket on any instance (Redis with REDIS_URL); this instance alone by default. */
  presence?: PresenceRegistry;
}

// setTimeout takes at most a 32-bit delay; a later expiry is re-armed when that timer fires.
const maxTimerMs = 2_147_483_647;

/**
 * This instance's open sockets by user, and delivery to them. Everything sent to users goes through
 * the fan-out, so it reaches their connections on every instance; the heartbeat drops dead peers and
 * the session check closes sockets whose sign-in session was revoked or expired.
 */
export class RealtimeHub {
  private readonly byUser = new Map<string, Set<Connection>>();
  /** Connections by the topics they watch (a poll's results, an open post), and each connection's topics by kind. */
  private readonly watchers = new Map<string, Set<Connection>>();
  private readonly watching = new Map<Connection, Map<string, string[]>>();
  private readonly expiryTimers = new Map<Connection, ReturnType<typeof setTimeout>>();
  private timers: Array<ReturnType<typeof setInterval>> = [];
  /** Told the seconds between a delivery's publish and its arrival here (the metrics' fan-out lag). */
  observeLag: (seconds: number) => void = () => undefined;
  /** Told of each socket registered here (the live updates send it the counts and presence). */
  onOpened: (connection: Connection) => void = () => undefined;
  /** Told when a user's first socket on any instance opened (true) or their last one closed (false). */
  onPresence: (userId: string, online: boolean) => void = () => undefined;
  /** `counts.changed(userIds)`: publishes those users' badge counts (set by the realtime plugin; see counts.ts). */
  counts: { changed(userIds: string[]): void } = { changed: () => undefined };
  /** Call after a new chat message is published: the recipients' counts, and a push to those with no socket anywhere. */
  messageSent: (message: Message, audience: string[]) => void = () => undefined;
  private readonly presence: PresenceRegistry;
  private closing = false;

  constructor(private readonly options: HubOptions) {
    options.fanout.onDelivery((delivery) => this.deliverLocally(delivery));
    this.presence = options.presence ?? createInProcessPresence();
  }

  /** Of these users, those with an open socket on any instance. */
  onlineAmong(userIds: string[]): Promise<Set<string>> {
    return this.presence.onlineAmong([...new Set(userIds)]);
  }

  /** Open sockets on this instance. */
  get connectionCount(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Starts the heartbeat and the session check. */
  start(): void {
    const { heartbeatMs, sessionCheckMs } = this.options.limits;
    this.timers.push(setInterval(() => this.heartbeat(), heartbeatMs).unref());
    this.timers.push(setInterval(() => void this.checkSessions(), sessionCheckMs).unref());
  }

  /** Registers an open socket; false when its user already has the most this instance allows. */
  add(connection: Connection): boolean {
    const set = this.byUser.get(connection.userId) ?? new Set<Connection>();
    if (set.size >= this.options.limits.maxConnectionsPerUser) return false;
    set.add(connection);
    this.byUser.set(connection.userId, set);
    this.armExpiry(connection);
    if (set.size === 1) this.presenceChange(connection.userId, true);
    this.onOpened(connection);
    return true;
  }

  /** Forgets a closed socket. */
  remove(connection: Connection): void {
    const timer = this.expiryTimers.get(connection);
    if (timer) clearTimeout(timer);
    this.expiryTimers.delete(connection);
    for (const kind of [...(this.watching.get(connection)?.keys() ?? [])]) this.watch(connection, kind, []);
    const set = this.byUser.get(connection.userId);
    if (!set?.delete(connection) || set.size > 0) return;
    this.byUser.delete(connection.userId);
    this.presenceChange(connection.userId, false);
  }

  /** Sends a frame to every open connection of these users on every instance (but the one it came from). */
  async publish(userIds: string[], frame: ServerFrame, exceptConnectionId?: string): Promise<void> {
    if (userIds.length === 0) return;
    try {
      await this.options.fanout.publish({
        userIds: [...new Set(userIds)],
        frame: JSON.stringify(frame),
        exceptConnectionId,
        publishedAt: Date.now(),
      });
    } catch (err) {
      // The message is stored; recipients see it in their history even if live delivery failed.
      this.options.log.error({ err }, 'realtime fan-out failed');
    }
  }

  /**
   * Sets the topics of one kind (`poll`, `post`) a connection watches, replacing the last ones of
   * that kind; the caller checked it may see them.
   */
  watch(connection: Connection, kind: string, topics: string[]): void {
    const kinds = this.watching.get(connection) ?? new Map<string, string[]>();
    for (const topic of kinds.get(kind) ?? []) {
      const set = this.watchers.get(topic);
      set?.delete(connection);
      if (set?.size === 0) this.watchers.delete(topic);
    }
    if (topics.length === 0) kinds.delete(kind);
    else kinds.set(kind, topics);
    if (kinds.size === 0) this.watching.delete(connection);
    else this.watching.set(connection, kinds);
    for (const topic of topics) this.watchers.set(topic, (this.watchers.get(topic) ?? new Set()).add(connection));
  }

  /**
   * Sends a frame to every connection watching a topic, on every instance, but those of the users
   * in `exceptUserIds` (people the frame's subject is hidden from).
   */
  async publishTopic(topic: string, frame: ServerFrame, exceptUserIds: string[] = []): Promise<void> {
    try {
      await this.options.fanout.publish({
        userIds: [],
        topic,
        frame: JSON.stringify(frame),
        publishedAt: Date.now(),
        ...(exceptUserIds.length > 0 ? { exceptUserIds } : {}),
      });
    } catch (err) {
      this.options.log.error({ err }, 'realtime fan-out failed');
    }
  }

  /** Whether the fan-out's broker answers (readiness). */
  ping(): Promise<void> {
    return this.options.fanout.ping();
  }

  private deliverLocally({ userIds, frame, exceptConnectionId, publishedAt, topic, exceptUserIds }: Delivery): void {
    if (publishedAt !== undefined) this.observeLag(Math.max(0, Date.now() - publishedAt) / 1000);
    if (topic !== undefined) {
      const except = new Set(exceptUserIds);
      for (const connection of this.watchers.get(topic) ?? [])
        if (!except.has(connection.userId)) connection.send(frame);
    }
    for (const userId of userIds) {
      const set = this.byUser.get(userId);
      if (!set) continue;
      for (const connection of set) if (connection.id !== exceptConnectionId) connection.send(frame);
    }
  }

  /** Tells the registry, and the listener when the user came online or went offline everywhere. */
  private presenceChange(userId: string, arrived: boolean): void {
    // Shutting down: clients reconnect to another instance at once, and this one's entries expire.
    if (this.closing) return;
    (arrived ? this.presence.arrive(userId) : this.presence.leave(userId)).then(
      (changed) => {
        if (changed) this.onPresence(userId, arrived);
      },
      (err: unknown) => this.options.log.warn({ err }, 'presence registry failed'),
    );
  }

  /** One heartbeat round: drop peers that missed the last ping, ping the rest, renew this instance's presence. */
  heartbeat(): void {
    for (const set of this.byUser.values()) for (const connection of [...set]) connection.heartbeat();
    this.presence
      .refresh([...this.byUser.keys()])
      .catch((err: unknown) => this.options.log.warn({ err }, 'presence refresh failed'));
  }

  /** Closes every socket whose sign-in session was revoked (one question for every open socket's session). */
  async checkSessions(): Promise<void> {
    const revokedAmong = this.options.revokedAmong;
    if (!revokedAmong) return;
    const bySession = new Map<string, Connection[]>();
    for (const set of this.byUser.values()) {
      for (const connection of set) {
        const jti = connection.session.originJti;
        if (!jti) continue;
        const connections = bySession.get(jti);
        if (connections) connections.push(connection);
        else bySession.set(jti, [connection]);
      }
    }
    if (bySession.size === 0) return;
    let revoked: Set<string>;
    try {
      revoked = await revokedAmong([...bySession.keys()]);
    } catch (err) {
      this.options.log.warn({ err }, 'session revocation check failed');
      return;
    }
    for (const jti of revoked)
      for (const connection of bySession.get(jti) ?? [])
        connection.close(realtimeCloseCodes.sessionEnded, 'session revoked');
  }

  private armExpiry(connection: Connection): void {
    const remaining = connection.session.tokenExp * 1000 - Date.now();
    const timer = setTimeout(
      () => {
        if (connection.session.tokenExp * 1000 <= Date.now())
          connection.close(realtimeCloseCodes.sessionEnded, 'session expired');
        else this.armExpiry(connection);
      },
      Math.max(0, Math.min(remaining, maxTimerMs)),
    );
    timer.unref();
    this.expiryTimers.set(connection, timer);
  }

  /** Stops the timers and closes every socket with 1012 (service restart): clients reconnect. */
  closeAll(): void {
    this.closing = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    for (const set of this.byUser.values()) for (const connection of set) connection.close(1012, 'server restarting');
  }
}
