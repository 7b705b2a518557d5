import { makeAutoObservable } from 'mobx';
import { votePoll, withdrawPollVote } from '@cliques/api-client';
import type { Poll, PollFrame, PollResponse } from '@cliques/contracts';
import { attempt } from '@cliques/stores';

/**
 * One poll card: the poll as last heard (the post's, a vote's answer, or a live `poll` frame), the
 * options being chosen, and the last failure. Only counts come live; the reader's own choice comes
 * from their vote's answer.
 */
export class PollStore {
  /** The poll as it stands. */
  poll: Poll;
  /** The options ticked in the form. */
  chosen: string[] = [];
  /** Voting again: the form shows instead of the results. */
  changing = false;
  /** A vote or a withdrawal is on its way. */
  busy = false;
  /** The last vote's failure. */
  error: string | null = null;
  /** The vote waits in the outbox for the connection. */
  waitingToSend = false;

  constructor(
    poll: Poll,
    /** Sends a vote; null when it was kept in the outbox for later (offline). */
    private readonly sendVote: (pollId: string, optionIds: string[]) => Promise<PollResponse | null> = votePoll,
  ) {
    this.poll = poll;
    this.chosen = [...poll.myVotes];
    makeAutoObservable<PollStore, 'sendVote'>(this, { sendVote: false }, { autoBind: true });
  }

  /** Whether the results show: voted (and not changing), or closed. */
  get showingResults(): boolean {
    return this.poll.closed || (this.poll.myVotes.length > 0 && !this.changing);
  }

  /** An option's share of all votes, 0–100 (0 while hidden or with no votes). */
  percentOf(votes: number | null): number {
    const total = this.poll.totalVotes ?? 0;
    return votes === null || total === 0 ? 0 : Math.round((votes / total) * 100);
  }

  /** Ticks an option: the only one on a single-choice poll, toggled on a multiple-choice one. */
  toggle(optionId: string): void {
    if (!this.poll.multiple) this.chosen = [optionId];
    else
      this.chosen = this.chosen.includes(optionId)
        ? this.chosen.filter((id) => id !== optionId)
        : [...this.chosen, optionId];
  }

  /** The post came again (a new page of the list): its poll replaces this one. */
  replace(poll: Poll): void {
    this.poll = poll;
  }

  /** A live frame: the counts (and the close) of this poll. */
  applyResults(frame: PollFrame): void {
    if (frame.pollId !== this.poll.pollId) return;
    const votes = new Map(frame.options.map((o) => [o.optionId, o.votes]));
    this.poll = {
      ...this.poll,
      closed: frame.closed,
      totalVotes: frame.totalVotes,
      options: this.poll.options.map((o) => ({ ...o, votes: votes.get(o.optionId) ?? o.votes })),
    };
  }

  startChange(): void {
    this.changing = true;
    this.chosen = [...this.poll.myVotes];
  }

  async vote(failed: string): Promise<void> {
    if (this.chosen.length === 0) return;
    await attempt(this, { flag: 'busy', failed, none: null }, async () => {
      const answer = await this.sendVote(this.poll.pollId, this.chosen);
      if (answer) return this.settle(answer.poll);
      // Kept for the connection: shown as chosen, counted when it is sent.
      this.waitingToSend = true;
      this.poll = { ...this.poll, myVotes: [...this.chosen] };
      this.changing = false;
    });
  }

  async withdraw(failed: string): Promise<void> {
    await attempt(this, { flag: 'busy', failed, none: null }, async () => {
      const { poll } = await withdrawPollVote(this.poll.pollId);
      this.settle(poll);
    });
  }

  private settle(poll: Poll): void {
    this.waitingToSend = false;
    this.poll = poll;
    this.chosen = [...poll.myVotes];
    this.changing = false;
  }
}
