import { emitAfterCommit } from '../../platform/database/commit-events';
import type { Queryable } from '../../platform/database/database';
import { notify } from '../notifications';
import { findEventOwner, promoteFirstWaitlisted } from './events.repository';
import { dropHeldPlaces } from './event-erasure.repository';

/**
 * Before a person is erased: each place they held at an event with a capacity (going, the event
 * neither cancelled nor over, and not their own) goes to the first on its waitlist, who is told as
 * when someone changes their answer; pages watching the event get its counts after the commit.
 * Runs in the erasure's transaction.
 */
export async function givePlacesUp(tx: Queryable, userId: string): Promise<void> {
  for (const eventId of await dropHeldPlaces(tx, userId)) {
    emitAfterCommit(tx, { type: 'event', eventId });
    const promoted = await promoteFirstWaitlisted(tx, eventId);
    const owner = promoted ? await findEventOwner(tx, eventId) : null;
    if (promoted && owner)
      await notify(tx, {
        userId: promoted,
        type: 'event_promoted',
        actorId: owner.authorId,
        postId: owner.postId,
        cliqueId: owner.cliqueId,
      });
  }
}
