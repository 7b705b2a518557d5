import type { Poll } from '@cliques/contracts';
import { emitAfterCommit } from '../../platform/database/commit-events';
import type { Database } from '../../platform/database/database';
import { badRequest, HttpError, notFound } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { reachablePost } from '../posts';
import { toPollView } from './poll-part';
import { changeVote, findPollPost, readPoll } from './polls.repository';

/** Polls whose post is kept in memory (the oldest found is forgotten first). */
const knownPolls = 10_000;

/**
 * Votes on polls (docs/API.md "Polls"): whoever may act on the poll's post (its audience, its
 * clique, blocks: the posts' own rule) votes while it is open, again to change, and withdraws.
 * Nobody learns who chose what: only the counts and the caller's own choice are ever answered.
 */
export class PollsService {
  /** Each poll's post, as found (a poll never moves to another post): a vote then asks one query less. */
  private readonly postOfPoll = new Map<string, string>();

  constructor(private readonly db: Database) {}

  /** POST /polls/{id}/votes. */
  async vote(userId: string, pollId: string, optionIds: string[]): Promise<Poll> {
    return this.change(userId, pollId, optionIds);
  }

  /** DELETE /polls/{id}/votes: takes the caller's vote back while the poll is open (nothing to take back is fine). */
  async withdraw(userId: string, pollId: string): Promise<Poll> {
    return this.change(userId, pollId, []);
  }

  private async change(userId: string, pollId: string, optionIds: string[]): Promise<Poll> {
    await this.reachablePoll(userId, pollId);
    const change = await changeVote(this.db, pollId, userId, optionIds);
    switch (change.kind) {
      case 'not_found':
        throw notFound('Poll not found');
      case 'closed':
        throw new HttpError('poll_closed', 'This poll has closed');
      case 'not_an_option':
        throw badRequest('Not an option of this poll', [
          { path: `/optionIds/${change.index}`, message: 'not an option of this poll' },
        ]);
      case 'one_only':
        throw badRequest('This poll takes one option', [{ path: '/optionIds', message: 'one option only' }]);
      case 'ok':
        emitAfterCommit(this.db, { type: 'poll', pollId });
    }
    return this.view(userId, pollId);
  }

  /** 404 for an unknown poll or one whose post the caller may not see; 403 where they may not act on it. */
  private async reachablePoll(userId: string, pollId: string): Promise<void> {
    const postId = this.postOfPoll.get(pollId) ?? (isId(pollId) ? await findPollPost(this.db, pollId) : null);
    if (!postId) throw notFound('Poll not found');
    // The post's own rule answers 404 once the post (and so its poll) is gone.
    await reachablePost(this.db, userId, postId);
    if (this.postOfPoll.size >= knownPolls) this.postOfPoll.delete(this.postOfPoll.keys().next().value as string);
    this.postOfPoll.set(pollId, postId);
  }

  private async view(userId: string, pollId: string): Promise<Poll> {
    const poll = await readPoll(this.db, userId, pollId);
    if (!poll) throw notFound('Poll not found');
    return toPollView(poll);
  }
}
