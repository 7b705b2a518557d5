import { makeAutoObservable, observable } from 'mobx';
import { typingExpiryMs, typingIntervalMs, type ConversationRef, type TypingFrame } from '@cliques/contracts';
import type { RealtimeClient } from '@cliques/realtime';
import { keyOf, type ConversationKey } from '../../../lib/conversation-key';

/**
 * Who is typing where, and the viewer's own typing: a person shows as typing in a conversation for
 * typingExpiryMs after their latest typing frame (or until their message arrives); the viewer's
 * keystrokes send at most one typing frame per typingIntervalMs and conversation.
 */
export class TypingStore {
  /** Conversation key → the people typing there, in the order they started. */
  readonly typists = observable.map<ConversationKey, string[]>();
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  private lastSent = new Map<ConversationKey, number>();

  constructor(private readonly realtime: Pick<RealtimeClient, 'typing'>) {
    makeAutoObservable<TypingStore, 'timers' | 'lastSent' | 'realtime'>(
      this,
      { timers: false, lastSent: false, realtime: false },
      { autoBind: true },
    );
  }

  /** The people typing in a conversation. */
  who(key: ConversationKey): string[] {
    return this.typists.get(key) ?? [];
  }

  /** A typing frame: its sender (never the viewer, in another tab) shows as typing in that conversation. */
  receive(frame: TypingFrame, me: string): void {
    if (frame.byUserId === me) return;
    this.note(keyOf(frame.cliqueId ? { cliqueId: frame.cliqueId } : { withUserId: frame.byUserId }), frame.byUserId);
  }

  /** userId shows as typing for the next typingExpiryMs. */
  note(key: ConversationKey, userId: string): void {
    const id = `${key} ${userId}`;
    clearTimeout(this.timers.get(id));
    this.timers.set(
      id,
      setTimeout(() => this.stop(key, userId), typingExpiryMs),
    );
    const now = this.who(key);
    if (!now.includes(userId)) this.typists.set(key, [...now, userId]);
  }

  /** userId no longer shows as typing (their indicator expired, or their message came). */
  stop(key: ConversationKey, userId: string): void {
    const id = `${key} ${userId}`;
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    const left = this.who(key).filter((person) => person !== userId);
    if (left.length > 0) this.typists.set(key, left);
    else this.typists.delete(key);
  }

  /** The viewer typed in a conversation: tells the others, at most once per typingIntervalMs. */
  typed(ref: ConversationRef): void {
    const key = keyOf(ref);
    const now = Date.now();
    if (now - (this.lastSent.get(key) ?? -Infinity) < typingIntervalMs) return;
    const target = ref.cliqueId ? { cliqueId: ref.cliqueId } : { recipientId: ref.withUserId };
    if (this.realtime.typing(target)) this.lastSent.set(key, now);
  }

  /** The viewer sent a message: their next keystroke may say "typing" again at once. */
  sent(ref: ConversationRef): void {
    this.lastSent.delete(keyOf(ref));
  }

  dispose(): void {
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers.clear();
    this.typists.clear();
  }
}
