import type {
  Conversation,
  FriendPresence,
  ClientFrame,
  GetMessagesFrame,
  Message,
  SendMessageFrame,
  ServerFrame,
  ServerFrameType,
  UserSummary,
} from '@cliques/contracts';
import type { RealtimeStatus } from '@cliques/realtime';
import type { ChatDeps } from '../stores/chat-deps';

type Handler = (frame: ServerFrame) => void;

/** Stands in for the shared realtime client: records what is sent, delivers frames and status changes. */
export class FakeRealtime {
  status: RealtimeStatus = 'open';
  sent: Array<Omit<SendMessageFrame, 'action'>> = [];
  fetched: Array<Omit<GetMessagesFrame, 'action'>> = [];
  /** Typing, edit and delete frames, as sent. */
  actions: ClientFrame[] = [];
  connect = jest.fn();
  private handlers = new Map<string, Set<Handler>>();
  private statusHandlers = new Set<(status: RealtimeStatus) => void>();

  on<T extends ServerFrameType>(type: T, handler: (frame: Extract<ServerFrame, { type: T }>) => void) {
    const set = this.handlers.get(type) ?? new Set<Handler>();
    set.add(handler as Handler);
    this.handlers.set(type, set);
    return () => {
      set.delete(handler as Handler);
    };
  }
  onStatus(handler: (status: RealtimeStatus) => void) {
    this.statusHandlers.add(handler);
    return () => {
      this.statusHandlers.delete(handler);
    };
  }
  sendMessage(message: Omit<SendMessageFrame, 'action'>) {
    if (this.status !== 'open') return false;
    this.sent.push(message);
    return true;
  }
  getMessages(request: Omit<GetMessagesFrame, 'action'>) {
    if (this.status !== 'open') return false;
    this.fetched.push(request);
    return true;
  }
  /** What the shared socket heard of friends' presence before the page listened. */
  heardPresence = new Map<string, FriendPresence>();
  presenceOf(userId: string) {
    return this.heardPresence.get(userId);
  }
  typing(target: { recipientId?: string; cliqueId?: string }) {
    return this.act({ action: 'typing', ...target });
  }
  editMessage(edit: { messageId: string; content: string }) {
    return this.act({ action: 'editMessage', ...edit });
  }
  deleteMessage(target: { messageId: string }) {
    return this.act({ action: 'deleteMessage', ...target });
  }
  private act(frame: ClientFrame) {
    if (this.status !== 'open') return false;
    this.actions.push(frame);
    return true;
  }
  /** A frame from the server. */
  emit(frame: ServerFrame) {
    this.handlers.get(frame.type)?.forEach((handler) => handler(frame));
  }
  setStatus(status: RealtimeStatus) {
    this.status = status;
    this.statusHandlers.forEach((handler) => handler(status));
  }
  get listenerCount() {
    let n = this.statusHandlers.size;
    this.handlers.forEach((set) => (n += set.size));
    return n;
  }
}

export const me = 'u-me';
export const person = (userId: string, name: string): UserSummary => ({
  userId,
  username: name.toLowerCase(),
  displayName: name,
  profilePicture: null,
});
export const bob = person('u-bob', 'Bob');
export const cara = person('u-cara', 'Cara');

let seq = 0;
/** A stored message; `at` orders them (minutes past midnight). */
export function message(fields: Partial<Message> & { at?: number } = {}): Message {
  seq += 1;
  const { at = seq, ...rest } = fields;
  return {
    messageId: `m-${seq}`,
    senderId: bob.userId,
    recipientId: me,
    cliqueId: null,
    content: `message ${seq}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, at)).toISOString(),
    readAt: null,
    ...rest,
  };
}

export const conversation = (fields: Partial<Conversation> = {}): Conversation => ({
  withUser: bob,
  cliqueId: null,
  cliqueName: null,
  lastMessage: null,
  unreadCount: 0,
  ...fields,
});

/** Chat dependencies with a fake socket and API answers a test can change. */
export function fakeDeps(conversations: Conversation[] = []) {
  const realtime = new FakeRealtime();
  let ids = 0;
  const deps = {
    realtime,
    listConversations: jest.fn(async () => ({ conversations, hasMore: false, nextToken: null as string | null })),
    getConversation: jest.fn(async (ref: { withUserId?: string; cliqueId?: string }) =>
      conversation(
        ref.cliqueId
          ? { cliqueId: ref.cliqueId, cliqueName: 'Climbers' }
          : { withUser: person(ref.withUserId as string, 'Someone') },
      ),
    ),
    markRead: jest.fn(async () => 1),
    listCliqueMembers: jest.fn(async () => [bob, cara]),
    searchMessages: jest.fn(async () => ({ messages: [] as Message[], hasMore: false })),
    uploadImage: jest.fn(async (file: File, options: { onProgress: (percent: number) => void }) => {
      options.onProgress(50);
      return { key: `users/${me}/media/${file.name}`, fileType: file.type, fileSize: file.size };
    }),
    userId: me,
    newId: () => `c-${++ids}`,
    notifyRead: jest.fn(),
    isVisible: jest.fn(() => true),
  } satisfies ChatDeps;
  return deps;
}
