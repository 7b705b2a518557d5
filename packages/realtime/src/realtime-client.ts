import type {
  ClientFrame,
  DeleteMessageFrame,
  EditMessageFrame,
  FriendPresence,
  GetMessagesFrame,
  SendMessageFrame,
  ServerFrame,
  ServerFrameType,
  TypingClientFrame,
} from '@cliques/contracts';

/** The client frames that replace the list of things of one kind the page watches. */
type WatchKind = Extract<ClientFrame['action'], 'watchPolls' | 'watchEvents' | 'watchPosts'>;
const watchKinds: WatchKind[] = ['watchPolls', 'watchEvents', 'watchPosts'];
/** How many of each kind the server watches for one socket (pollLimits, eventLimits and watchedPostsLimit of the contracts). */
const watchLimits: Record<WatchKind, number> = { watchPolls: 100, watchEvents: 100, watchPosts: 20 };

/**
 * idle (not started, or disconnected on purpose) → connecting → open; on an abnormal close
 * → reconnecting (waiting, then connecting again) → open, or closed after the last attempt failed.
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** What the client needs of a browser WebSocket (a fake in tests). */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeClientOptions {
  /** A fresh single-use ticket for each connection attempt. */
  getTicket: () => Promise<{ ticket: string }>;
  /** The signed-in user's id, or null when nobody is signed in. */
  getUserId: () => string | null;
  /** The socket URL for a user and a ticket. */
  url: (userId: string, ticket: string) => string;
  createSocket: (url: string) => SocketLike;
  /** docs/PRODUCT.md §9: at most 5 reconnects, 1 s doubling each attempt, capped at 30 s. */
  maxReconnectAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  logger?: Pick<Console, 'warn'>;
}

type FrameOf<T extends ServerFrameType> = Extract<ServerFrame, { type: T }>;
type Handler = (frame: ServerFrame) => void;

/** A normal close (docs/PRODUCT.md §4): the only code that does not reconnect. */
export const normalClosure = 1000;

/**
 * Service restart: the server instance is shutting down (a deploy, a scale-in). Another instance
 * behind the balancer takes the socket, so an open socket closed this way reconnects at once, with
 * no delay and no `reconnecting` status; only if that new attempt fails does the backoff begin.
 */
export const serviceRestart = 1012;

/**
 * The realtime socket client of docs/PRODUCT.md §4: connects with a fresh ticket; an open resets the attempt
 * counter; an open socket closed with 1012 (service restart) reconnects at once; any other close but 1000 reconnects up to 5 times after 1 s, 2 s, 4 s… (capped at
 * 30 s); a manual disconnect closes with 1000 and clears every handler; sending or fetching while
 * not connected is refused and only logged. Status changes all go through `setStatus`.
 */
export class RealtimeClient {
  status: RealtimeStatus = 'idle';
  private attempts = 0;
  private socket: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  // Bumped by every new attempt and by disconnect, so late answers of an old attempt are ignored.
  private generation = 0;
  private handlers = new Map<ServerFrameType, Set<Handler>>();
  private statusHandlers = new Set<(status: RealtimeStatus) => void>();
  // Friends' presence as the latest presence_snapshot and presence frames told it.
  private presence = new Map<string, FriendPresence>();
  // Of each kind, the things shown on the page, each with how many views show it; told to the server on every open.
  private watched = new Map<WatchKind, Map<string, number>>(watchKinds.map((kind) => [kind, new Map()]));
  private watchTold = new Set<WatchKind>();
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly logger: Pick<Console, 'warn'>;

  constructor(private readonly options: RealtimeClientOptions) {
    this.maxAttempts = options.maxReconnectAttempts ?? 5;
    this.baseDelayMs = options.baseDelayMs ?? 1000;
    this.maxDelayMs = options.maxDelayMs ?? 30_000;
    this.logger = options.logger ?? console;
  }

  /** Connects unless already connected or connecting (also restarts after giving up). */
  connect(): void {
    if (this.status === 'open' || this.status === 'connecting' || this.status === 'reconnecting') return;
    this.attempts = 0;
    void this.attempt();
  }

  /** Closes with 1000, stops reconnecting and clears every handler. */
  disconnect(): void {
    this.generation += 1;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(normalClosure, 'Client disconnect');
    }
    this.attempts = 0;
    this.setStatus('idle');
    this.handlers.clear();
    this.statusHandlers.clear();
    this.presence.clear();
    for (const ids of this.watched.values()) ids.clear();
  }

  /**
   * A friend's presence as this socket last heard it (the snapshot comes once, on open, possibly
   * before a page listens); undefined for someone it has not heard of.
   */
  presenceOf(userId: string): FriendPresence | undefined {
    return this.presence.get(userId);
  }

  /** Listens to one server frame type; returns the unsubscribe. */
  on<T extends ServerFrameType>(type: T, handler: (frame: FrameOf<T>) => void): () => void {
    const set = this.handlers.get(type) ?? new Set<Handler>();
    set.add(handler as Handler);
    this.handlers.set(type, set);
    return () => set.delete(handler as Handler);
  }

  /**
   * Watches a poll shown on the page: its results come as `poll` frames while any card watches it.
   * Returns the unwatch. The server is told the whole list once per change, and again on each open.
   */
  watchPoll(pollId: string): () => void {
    return this.watch('watchPolls', pollId);
  }

  /**
   * Watches an event shown on the page: its counts (and a cancel) come as `event` frames while any
   * card watches it. Returns the unwatch. The server is told the whole list once per change, and
   * again on each open.
   */
  watchEvent(eventId: string): () => void {
    return this.watch('watchEvents', eventId);
  }

  /**
   * Watches a post open on the page: its changes come as `post_changed` frames and its new comments
   * and replies as `comment` frames while any view watches it. Returns the unwatch. The server is
   * told the whole list once per change, and again on each open.
   */
  watchPost(postId: string): () => void {
    return this.watch('watchPosts', postId);
  }

  private watch(kind: WatchKind, id: string): () => void {
    return held(this.watched.get(kind)!, id, () => this.tellWatched(kind));
  }

  /** Tells the server one kind's whole list, once for the changes of one task. */
  private tellWatched(kind: WatchKind): void {
    if (this.watchTold.has(kind)) return;
    this.watchTold.add(kind);
    queueMicrotask(() => {
      this.watchTold.delete(kind);
      if (this.status !== 'open') return;
      // The server watches at most so many of a kind: the latest shown.
      const ids = [...this.watched.get(kind)!.keys()].slice(-watchLimits[kind]);
      if (kind === 'watchPolls') this.send({ action: kind, pollIds: ids });
      else if (kind === 'watchEvents') this.send({ action: kind, eventIds: ids });
      else this.send({ action: kind, postIds: ids });
    });
  }

  /** Listens to status changes; returns the unsubscribe. */
  onStatus(handler: (status: RealtimeStatus) => void): () => void {
    this.statusHandlers.add(handler);
    return () => this.statusHandlers.delete(handler);
  }

  /** Sends a message (to a user, or to a clique when cliqueId is set); false (logged) when not connected. */
  sendMessage(message: Omit<SendMessageFrame, 'action'>): boolean {
    return this.send({ action: 'sendMessage', ...message });
  }

  /** Asks for a page of history (answered by a `messages` frame); false (logged) when not connected. */
  getMessages(request: Omit<GetMessagesFrame, 'action'>): boolean {
    return this.send({ action: 'getMessages', ...request });
  }

  /** Says the user is typing in a conversation (callers send at most one per typingIntervalMs); false when not connected. */
  typing(target: Omit<TypingClientFrame, 'action'>): boolean {
    return this.send({ action: 'typing', ...target });
  }

  /** Edits one of the user's messages (answered by `message_updated` or an `error` naming it); false when not connected. */
  editMessage(edit: Omit<EditMessageFrame, 'action'>): boolean {
    return this.send({ action: 'editMessage', ...edit });
  }

  /** Deletes one of the user's messages for everyone (answered as an edit); false when not connected. */
  deleteMessage(target: Omit<DeleteMessageFrame, 'action'>): boolean {
    return this.send({ action: 'deleteMessage', ...target });
  }

  private send(frame: ClientFrame): boolean {
    if (this.status !== 'open' || !this.socket) {
      this.logger.warn(`Realtime: not connected, ${frame.action} refused`);
      return false;
    }
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private async attempt(): Promise<void> {
    const generation = ++this.generation;
    this.setStatus(this.attempts === 0 ? 'connecting' : 'reconnecting');
    const userId = this.options.getUserId();
    if (!userId) {
      this.logger.warn('Realtime: nobody is signed in, not connecting');
      this.setStatus('idle');
      return;
    }
    let ticket: string;
    try {
      ticket = (await this.options.getTicket()).ticket;
    } catch {
      if (generation === this.generation) this.handleClose(1006);
      return;
    }
    if (generation !== this.generation) return;
    const socket = this.options.createSocket(this.options.url(userId, ticket));
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      this.attempts = 0;
      this.setStatus('open');
      for (const [kind, ids] of this.watched) if (ids.size > 0) this.tellWatched(kind);
    };
    socket.onmessage = (event) => this.dispatch(event.data);
    socket.onerror = () => undefined; // a close event always follows
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (opened && event.code === serviceRestart) {
        this.setStatus('connecting');
        void this.attempt();
        return;
      }
      this.handleClose(event.code);
    };
  }

  private handleClose(code: number): void {
    if (code === normalClosure) return this.setStatus('closed');
    if (this.attempts >= this.maxAttempts) {
      this.logger.warn(`Realtime: gave up after ${this.maxAttempts} reconnect attempts`);
      return this.setStatus('closed');
    }
    const delay = Math.min(this.baseDelayMs * 2 ** this.attempts, this.maxDelayMs);
    this.attempts += 1;
    this.setStatus('reconnecting');
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.attempt();
    }, delay);
  }

  private dispatch(data: unknown): void {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(String(data)) as ServerFrame;
    } catch {
      this.logger.warn('Realtime: unreadable frame ignored');
      return;
    }
    if (frame.type === 'presence_snapshot') this.presence = new Map(frame.friends.map((f) => [f.userId, f]));
    if (frame.type === 'presence') {
      const { userId, online, lastSeenAt } = frame;
      this.presence.set(userId, { userId, online, lastSeenAt });
    }
    for (const handler of [...(this.handlers.get(frame.type) ?? [])]) handler(frame);
  }

  private setStatus(status: RealtimeStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const handler of [...this.statusHandlers]) handler(status);
  }
}

/** Counts one more holder of `id` in `counts`, tells the change; returns the release (which tells it again). */
function held(counts: Map<string, number>, id: string, tell: () => void): () => void {
  counts.set(id, (counts.get(id) ?? 0) + 1);
  tell();
  return () => {
    const count = (counts.get(id) ?? 1) - 1;
    if (count > 0) counts.set(id, count);
    else counts.delete(id);
    tell();
  };
}
