import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Conversation, ConversationRef, Message, ServerFrame, UserSummary } from '@cliques/contracts';
import { ApiError, refusalText } from '@cliques/api-client';
import { isConnectionError, whenOnline } from '@cliques/outbox';
import type { RealtimeStatus } from '@cliques/realtime';
import { chatFrameTypes, type ChatDeps } from './chat-deps';
import { keyOf, keyOfMessage, refOf, refOfFrame, type ConversationKey } from '../lib/conversation-key';
import { ConversationListStore, refOfConversation } from '../features/conversations/stores/conversation-list-store';
import { ThreadStore } from '../features/thread/stores/thread-store';
import { AttachmentsStore } from '../features/thread/stores/attachments-store';
import { MessageActionsStore } from '../features/thread/stores/message-actions-store';
import { PeopleStore } from './people-store';
import { PresenceStore } from '../features/presence/stores/presence-store';
import { SearchStore } from '../features/search/stores/search-store';
import { SendPath } from '../features/thread/stores/send-path';
import { TypingStore } from '../features/presence/stores/typing-store';

export type { ChatDeps } from './chat-deps';

/**
 * The chat page: the conversation list (friends, people you talk to, cliques) with last message and
 * unread count, the open conversation and its thread, sends with pending → sent from message_sent,
 * reading as you view, and the socket's state for the reconnect banner. Every frame and status
 * change of the shared socket comes through `handleFrame` / `handleStatus`.
 *
 * The page's one root store: it holds the stores of the conversations, thread, presence and search
 * features and routes the socket to them, so it lives in the area's `src/stores`, where every
 * feature may read it.
 */
export class ChatStore {
  /** The conversation list. */
  readonly list: ConversationListStore;
  /** Who is typing where, and the viewer's own typing frames. */
  readonly typing: TypingStore;
  /** Edits and deletes of the viewer's own messages. */
  readonly actions: MessageActionsStore;
  /** Search within the open conversation. */
  readonly search: SearchStore;
  /** The images of the message being written. */
  readonly attachments: AttachmentsStore;
  /** Friends' presence, for the open conversation's header. */
  readonly presence: PresenceStore;
  /** The open conversation. */
  selectedKey: ConversationKey | null = null;
  /** Why the open conversation could not be opened (not found). */
  openError: string | null = null;
  /** The shared socket's state. */
  connection: RealtimeStatus;
  /** Clique members by id, to name senders in clique threads. */
  readonly people: PeopleStore;
  /** The person the viewer just blocked from a message (their direct conversation is gone). */
  blockedPerson: UserSummary | null = null;
  private threads = new Map<ConversationKey, ThreadStore>();
  private stops: Array<() => void> = [];
  private readonly sender: SendPath;
  // Whether the socket was open before, so an open is a reconnect (catch up) rather than the first one.
  private everOpen: boolean;

  constructor(private readonly deps: ChatDeps) {
    this.list = new ConversationListStore(deps.listConversations);
    this.typing = new TypingStore(deps.realtime);
    this.people = new PeopleStore(deps.listCliqueMembers);
    this.actions = new MessageActionsStore(deps.realtime);
    this.search = new SearchStore(deps.searchMessages);
    this.attachments = new AttachmentsStore(deps.uploadImage);
    this.presence = new PresenceStore(deps.realtime);
    this.sender = new SendPath(deps);
    this.connection = deps.realtime.status;
    this.everOpen = this.connection === 'open';
    makeAutoObservable<ChatStore, 'deps' | 'threads' | 'stops' | 'everOpen' | 'sender'>(
      this,
      { deps: false, stops: false, sender: false, everOpen: false, list: false, threads: observable },
      { autoBind: true },
    );
  }

  /** The open conversation's list entry. */
  get selected(): Conversation | null {
    return this.selectedKey ? (this.list.find(this.selectedKey) ?? null) : null;
  }

  /** The open conversation's thread. */
  get thread(): ThreadStore | null {
    return this.selectedKey ? (this.threads.get(this.selectedKey) ?? null) : null;
  }

  get isConnected(): boolean {
    return this.connection === 'open';
  }

  /** Listens to the shared socket (connecting it if nobody has) and loads the list. */
  start(): void {
    const { realtime } = this.deps;
    this.stops = [
      ...chatFrameTypes.map((type) => realtime.on(type, this.handleFrame)),
      realtime.onStatus(this.handleStatus),
      // Back online: connect again at once (what waits goes out on open), even after the socket gave up.
      whenOnline(() => realtime.connect()),
    ];
    // The socket may have opened between this store's creation (a render) and now (an effect).
    this.handleStatus(realtime.status);
    realtime.connect();
    void this.list.load();
    void this.sender.restore((message) => this.threadOf(keyOfMessage(message, this.deps.userId)));
  }

  /** Stops listening (the socket stays: the shell owns it). */
  dispose(): void {
    this.stops.forEach((stop) => stop());
    this.stops = [];
    this.typing.dispose();
  }

  /** Opens a conversation (from the list or a deep link): its history, and marks it read. */
  async open(ref: ConversationRef): Promise<void> {
    const key = keyOf(ref);
    if (key !== this.selectedKey) this.search.reset(ref);
    this.selectedKey = key;
    this.blockedPerson = null;
    this.openError = null;
    const thread = this.threadOf(key);
    if (thread.status !== 'ready') this.fetchLatest(thread);
    if (!this.list.find(key)) {
      try {
        const conversation = await this.deps.getConversation(ref);
        runInAction(() => this.list.upsert(conversation));
      } catch (error) {
        // Offline the conversation still opens, with what waits to be sent.
        if (isConnectionError(error)) return;
        runInAction(() => {
          if (this.selectedKey !== key) return;
          // A blocked person's conversation answers 403 blocked (it comes back with an unblock).
          const blocked = error instanceof ApiError && error.code === 'blocked';
          this.openError = blocked
            ? error.message
            : ref.cliqueId
              ? 'This clique was not found.'
              : 'This person was not found.';
        });
        return;
      }
    }
    if (ref.cliqueId) void this.people.loadClique(ref.cliqueId);
    await this.markSelectedRead();
  }

  /** Who sent a message, when the page knows them: the other person of a direct conversation, or a clique member. */
  senderOf(message: Pick<Message, 'senderId'>): UserSummary | null {
    const direct = this.selected && !this.selected.cliqueId ? this.selected.withUser : null;
    if (direct && direct.userId === message.senderId) return direct;
    return this.people.get(message.senderId) ?? null;
  }

  /**
   * The viewer blocked someone from one of their messages: the direct conversation with them leaves
   * the list (and closes, when open); clique conversations keep both (docs/API.md, Safety: Block).
   */
  personBlocked(person: UserSummary): void {
    const key = keyOf({ withUserId: person.userId });
    this.list.remove(key);
    this.threads.delete(key);
    if (this.selectedKey === key) this.selectedKey = null;
    this.blockedPerson = person;
  }

  /** Sends what was written in the open conversation; it shows as pending until message_sent. */
  send(text: string): boolean {
    const thread = this.thread;
    if (!thread || !this.attachments.settled || !this.sender.send(thread, text, this.attachments.images)) return false;
    this.typing.sent(thread.ref);
    this.attachments.clear();
    return true;
  }

  /** The viewer is writing in the open conversation (the others see "typing…"). */
  typed(): void {
    if (this.thread && this.isConnected) this.typing.typed(this.thread.ref);
  }

  /** Sends a refused message again, with the same clientMessageId (a resend never duplicates). */
  retry(clientMessageId: string): void {
    if (this.thread) this.sender.retry(this.thread, clientMessageId);
  }

  /** Asks for the page before the oldest message held. */
  loadOlder(): void {
    const thread = this.thread;
    if (!thread?.oldestId || thread.loadingOlder) return;
    if (this.deps.realtime.getMessages({ ...thread.ref, before: thread.oldestId })) thread.startLoadingOlder();
  }

  /** Shows a message of the open conversation (a search result): older pages load until the thread holds it. */
  showMessage(messageId: string): void {
    const thread = this.thread;
    if (!thread) return;
    thread.want(messageId);
    this.loadTowardWanted(thread);
  }

  /** Every socket frame lands here. */
  handleFrame(frame: ServerFrame): void {
    switch (frame.type) {
      case 'messages': {
        const thread = this.threads.get(keyOf(refOfFrame(frame)));
        thread?.receivePage(frame);
        if (thread) this.loadTowardWanted(thread);
        return;
      }
      case 'message':
        this.typing.stop(keyOfMessage(frame.message, this.deps.userId), frame.message.senderId);
        this.threadOf(keyOfMessage(frame.message, this.deps.userId)).receive(frame.message);
        this.noteLastMessage(frame.message, frame.message.senderId !== this.deps.userId);
        return;
      case 'message_sent':
        this.threadOf(keyOfMessage(frame.message, this.deps.userId)).acknowledge(frame.message, frame.clientMessageId);
        this.sender.answered(frame.clientMessageId);
        this.noteLastMessage(frame.message, false);
        return;
      case 'messages_read':
        return this.handleRead(frame.byUserId, refOfFrame(frame), frame.readAt);
      case 'typing':
        return this.typing.receive(frame, this.deps.userId);
      case 'presence':
      case 'presence_snapshot':
        return this.presence.receive(frame);
      case 'message_updated': {
        const key = keyOfMessage(frame.message, this.deps.userId);
        this.threads.get(key)?.update(frame.message);
        this.list.noteUpdated(key, frame.message);
        return;
      }
      case 'error': {
        // A block or a write limit reads the same here as on every other screen.
        const reason = refusalText(frame.code, { message: frame.message }) ?? frame.message;
        this.sender.answered(frame.clientMessageId);
        if (frame.messageId) this.actions.refused(reason);
        else if (frame.clientMessageId)
          for (const thread of this.threads.values()) thread.fail(frame.clientMessageId, reason);
        else this.thread?.refused(reason);
      }
    }
  }

  /** Socket state changes: on every (re)open, catch up on what was missed and resend what was never acknowledged. */
  handleStatus(status: RealtimeStatus): void {
    const opened = status === 'open' && this.connection !== 'open';
    this.connection = status;
    if (!opened) return;
    if (this.thread) this.fetchLatest(this.thread);
    this.sender.resendPending(this.threads.values());
    if (this.everOpen && this.list.status !== 'loading') void this.list.load();
    this.everOpen = true;
  }

  /** The page came back into view: what is open now counts as read. */
  handleVisible(): void {
    void this.markSelectedRead();
  }

  /** Retry of a refused socket: a fresh attempt now. */
  reconnect(): void {
    this.deps.realtime.connect();
  }

  private handleRead(byUserId: string, ref: ConversationRef, readAt: string): void {
    const direct = ref.withUserId !== undefined;
    const key = direct && byUserId !== this.deps.userId ? `u:${byUserId}` : keyOf(ref);
    if (byUserId === this.deps.userId) this.list.setUnread(key, 0);
    else if (direct) this.threads.get(key)?.markOwnRead(this.deps.userId, readAt);
    else this.threads.get(key)?.noteRead(byUserId, readAt);
  }

  private async markSelectedRead(): Promise<void> {
    const entry = this.selected;
    if (!entry || entry.unreadCount === 0 || !this.deps.isVisible()) return;
    entry.unreadCount = 0;
    try {
      await this.deps.markRead(refOfConversation(entry));
      this.deps.notifyRead();
    } catch {
      // The next list load shows the true count again.
    }
  }

  private noteLastMessage(message: Message, unread: boolean): void {
    const key = keyOfMessage(message, this.deps.userId);
    if (!this.list.noteLastMessage(key, message, unread)) {
      void this.deps.getConversation(refOf(key)).then(
        (conversation) => runInAction(() => this.list.upsert(conversation)),
        () => undefined,
      );
    } else if (unread && key === this.selectedKey) {
      void this.markSelectedRead();
    }
  }

  /** The next older page while the open thread lacks the message asked for; none left: nothing to show. */
  private loadTowardWanted(thread: ThreadStore): void {
    if (thread !== this.thread || !thread.wanted || thread.holds(thread.wanted)) return;
    if (thread.hasMore) this.loadOlder();
    else thread.want(null);
  }

  private threadOf(key: ConversationKey): ThreadStore {
    let thread = this.threads.get(key);
    if (!thread) {
      thread = new ThreadStore(refOf(key));
      this.threads.set(key, thread);
    }
    return thread;
  }

  private fetchLatest(thread: ThreadStore): void {
    thread.startLoading();
    this.deps.realtime.getMessages({ ...thread.ref });
  }
}
