import type { Poll } from '@cliques/contracts';
import { emitAfterCommit } from '../../platform/database/commit-events';
import type { Database } from '../../platform/database/database';
import { badRequest, HttpError, notFound } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { reachablePost } from '../posts';
import { toPollView } from './poll-part';
import { deleteVotes, findPollPost, lockCounts, lockPoll, readPoll, replaceVotes } from './polls.repository';

/**
 * Votes on polls (docs/API.md "Polls"): whoever may act on the poll's post (its audience, its
 * clique, blocks: the posts' own rule) votes while it is open, again to change, and withdraws.
 * Nobody learns who chose what: only the counts and the caller's own choice are ever answered.
 */
export class PollsService {
  constructor(private readonly db: Database) {}

  /** POST /polls/{id}/votes. */
  async vote(userId: string, pollId: string, optionIds: string[]): Promise<Poll> {
    await this.reachablePoll(userId, pollId);
    await this.db.transaction(async (tx) => {
      const poll = await lockPoll(tx, pollId, userId);
      if (!poll) throw notFound('Poll not found');
      if (poll.closed) throw new HttpError('poll_closed', 'This poll has closed');
      optionIds.forEach((optionId, i) => {
        if (!poll.optionIds.includes(optionId))
          throw badRequest('Not an option of this poll', [
            { path: `/optionIds/${i}`, message: 'not an option of this poll' },
          ]);
      });
      if (!poll.multiple && optionIds.length > 1)
        throw badRequest('This poll takes one option', [{ path: '/optionIds', message: 'one option only' }]);
      await lockCounts(tx, pollId, userId, optionIds);
      await replaceVotes(tx, pollId, userId, optionIds);
      emitAfterCommit(tx, { type: 'poll', pollId });
    });
    return this.view(userId, pollId);
  }

  /** DELETE /polls/{id}/votes: takes the caller's vote back while the poll is open (nothing to take back is fine). */
  async withdraw(userId: string, pollId: string): Promise<Poll> {
    await this.reachablePoll(userId, pollId);
    await this.db.transaction(async (tx) => {
      const poll = await lockPoll(tx, pollId, userId);
      if (!poll) throw notFound('Poll not found');
      if (poll.closed) throw new HttpError('poll_closed', 'This poll has closed');
      await lockCounts(tx, pollId, userId, []);
      if (await deleteVotes(tx, pollId, userId)) emitAfterCommit(tx, { type: 'poll', pollId });
    });
    return this.view(userId, pollId);
  }

  /** 404 for an unknown poll or one whose post the caller may not see; 403 where they may not act on it. */
  private async reachablePoll(userId: string, pollId: string): Promise<void> {
    const postId = isId(pollId) ? await findPollPost(this.db, pollId) : null;
    if (!postId) throw notFound('Poll not found');
    await reachablePost(this.db, userId, postId);
  }

  private async view(userId: string, pollId: string): Promise<Poll> {
    const poll = await readPoll(this.db, userId, pollId);
    if (!poll) throw notFound('Poll not found');
    return toPollView(poll);
  }
}
