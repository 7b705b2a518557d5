import { votePoll } from '@cliques/api-client';
import type { PollResponse } from '@cliques/contracts';
import { isConnectionError, WaitingList, type Outbox } from '@cliques/outbox';

/** A vote kept in the outbox while there is no connection. */
export interface WaitingVote {
  pollId: string;
  optionIds: string[];
}

/**
 * One person's votes made offline: kept in the outbox, one entry per poll (a later choice replaces
 * the waiting one), and sent when the connection returns; a vote the server refuses (the poll closed
 * meanwhile) is dropped, and the poll shows as it stands at the next read.
 */
export class VoteOutbox {
  readonly waiting: WaitingList<WaitingVote, PollResponse>;

  constructor(
    private readonly userId: string,
    options: { outbox?: Outbox } = {},
  ) {
    this.waiting = new WaitingList<WaitingVote, PollResponse>({
      kind: 'poll_vote',
      userId,
      outbox: options.outbox,
      send: ({ payload }) => votePoll(payload.pollId, payload.optionIds),
    });
  }

  /** Sends a vote now, or keeps it for later without a connection (null: kept). */
  async send(pollId: string, optionIds: string[]): Promise<PollResponse | null> {
    const id = `vote:${this.userId}:${pollId}`;
    try {
      const answer = await votePoll(pollId, optionIds);
      if (this.waiting.entries.some((entry) => entry.id === id)) await this.waiting.drop(id);
      return answer;
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      await this.waiting.keep({ pollId, optionIds }, id);
      return null;
    }
  }
}

const started = new Map<string, VoteOutbox>();

/** The person's vote outbox, started the first time a poll card asks for it (what waits is sent when online). */
export function voteOutboxFor(userId: string): VoteOutbox {
  let outbox = started.get(userId);
  if (!outbox) {
    outbox = new VoteOutbox(userId);
    outbox.waiting.start();
    started.set(userId, outbox);
  }
  return outbox;
}
