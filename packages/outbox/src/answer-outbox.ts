import { isConnectionError } from './flush';
import type { Outbox, OutboxKind } from './outbox';
import { WaitingList } from './waiting-list';

/** One kind of answer: how it is sent, and what it answers (a poll, an event). */
export interface AnswerKind<P, R> {
  kind: OutboxKind;
  /** What the answer is to: a later answer to the same thing replaces the one waiting. */
  keyOf: (payload: P) => string;
  send: (payload: P) => Promise<R>;
}

/**
 * One person's answers made offline (a vote, an RSVP): kept in the outbox, one entry per thing
 * answered (a later answer replaces the waiting one), and sent when the connection returns; one the
 * server refuses (the poll closed, the event was cancelled meanwhile) is dropped, and the thing shows
 * as it stands at the next read.
 */
export class AnswerOutbox<P, R> {
  readonly waiting: WaitingList<P, R>;

  constructor(
    private readonly userId: string,
    private readonly answer: AnswerKind<P, R>,
    options: { outbox?: Outbox } = {},
  ) {
    this.waiting = new WaitingList<P, R>({
      kind: answer.kind,
      userId,
      outbox: options.outbox,
      send: ({ payload }) => answer.send(payload),
    });
  }

  /** Sends an answer now, or keeps it for later without a connection (null: kept). */
  async send(payload: P): Promise<R | null> {
    const id = `${this.answer.kind}:${this.userId}:${this.answer.keyOf(payload)}`;
    try {
      const result = await this.answer.send(payload);
      if (this.waiting.entries.some((entry) => entry.id === id)) await this.waiting.drop(id);
      return result;
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      await this.waiting.keep(payload, id);
      return null;
    }
  }
}

/** Each person's outbox of one kind of answer, started the first time it is asked for (what waits is sent when online). */
export function answerOutboxes<P, R>(answer: AnswerKind<P, R>): (userId: string) => AnswerOutbox<P, R> {
  const started = new Map<string, AnswerOutbox<P, R>>();
  return (userId) => {
    let outbox = started.get(userId);
    if (!outbox) {
      outbox = new AnswerOutbox(userId, answer);
      outbox.waiting.start();
      started.set(userId, outbox);
    }
    return outbox;
  };
}
