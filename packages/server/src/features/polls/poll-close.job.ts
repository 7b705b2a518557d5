import { emitAfterCommit } from '../../platform/database/commit-events';
import type { Database } from '../../platform/database/database';
import type { JobDefinition } from '../../platform/jobs/queue';
import { notify } from '../notifications';
import { pollCloseJob } from './poll-part';
import { markCloseTold, voterIds } from './polls.repository';

/**
 * `polls.close`, enqueued with the poll for the moment it closes: tells its author and every voter
 * (a `poll_closed` notification) and sends the final results to those watching. Once, on any number
 * of instances: the queue gives the job to one worker, and the poll's `close_told` mark, set in the
 * same transaction as the notifications, makes a run after an expired lease find nothing to tell.
 */
export function pollCloseJobDefinition(db: Database): JobDefinition<{ pollId: string }> {
  return {
    name: pollCloseJob,
    async handler({ payload }) {
      await db.transaction(async (tx) => {
        const poll = await markCloseTold(tx, payload.pollId);
        if (!poll) return;
        const { postId, authorId, cliqueId } = poll;
        const told = new Set([authorId, ...(await voterIds(tx, payload.pollId))]);
        for (const userId of told)
          await notify(tx, {
            userId,
            type: 'poll_closed',
            actorId: authorId,
            postId,
            cliqueId,
            dedupeKey: `poll_closed:${payload.pollId}:${userId}`,
          });
        emitAfterCommit(tx, { type: 'poll', pollId: payload.pollId });
      });
    },
  };
}
