import type { AppContext } from '../../context';
import type { Database } from '../../platform/database/database';
import { givePlacesUp } from '../events';
import { scheduleBlobReleases } from '../media';
import { forgetSubject } from '../moderation';
import { queueActorDeletion } from '../departures';
import { isId } from '../../platform/input/ids';
import { revokeAllSessions } from '../identity';
import {
  eraseMediaObjects,
  eraseMessages,
  erasePostsAndNotifications,
  eraseReactions,
  eraseReleasedKeys,
} from './erase-content.repository';
import { eraseProfileAndIdentity, namesOf } from './erase-identity.repository';
import { eraseCliques, eraseRelations } from './erase-social.repository';

/** Deadlock and serialization failures: the transaction is run again from the start. */
const retryableCodes = new Set(['40P01', '40001']);
const attempts = 3;

/**
 * Erases a person and everything they made: posts, comments, likes, shares and their media,
 * friendships, follows, memberships (owned cliques pass on or are deleted), notifications,
 * sent messages, sessions and tokens, feed heads, the moderation log's copies of their words and
 * the identity record; a place they held at an event goes to its waitlist. Database rows go in one transaction, which also schedules the media files
 * for the media.release job (removed after MEDIA_RELEASE_GRACE_SECONDS). Counters of others stay right.
 * Erasing someone who is already gone does nothing.
 *
 * Called by `DELETE /api/account` and by the identity service's DeleteUser.
 */
export async function eraseAccount(context: AppContext, userId: string): Promise<void> {
  // Every id is a UUID (the identity sub); anything else names nobody here.
  if (!isId(userId)) return;
  // Every sign-in ends before anything is erased, committed on its own, so no request that starts
  // now on any instance passes with one of their tokens (and none can bring the profile back).
  context.revocations.markRevoked(await revokeAllSessions(context.db, userId));
  await eraseRows(context.db, userId, context.config.mediaReleaseGraceSeconds);
}

/** Deletes the person's rows in one transaction and schedules their media files' removal. */
async function eraseRows(db: Database, userId: string, graceSeconds: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const names = await namesOf(tx, userId);
        await queueActorDeletion(tx, userId);
        await givePlacesUp(tx, userId);
        await eraseReactions(tx, userId);
        await eraseCliques(tx, userId);
        await eraseRelations(tx, userId);
        await eraseMessages(tx, userId);
        await erasePostsAndNotifications(tx, userId);
        await scheduleBlobReleases(tx, await eraseMediaObjects(tx, userId), graceSeconds);
        // Their keys, released as their posts went, leave no trace of them: the blobs are scheduled above.
        await eraseReleasedKeys(tx, userId);
        await forgetSubject(tx, userId);
        await eraseProfileAndIdentity(tx, userId, names);
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= attempts || !code || !retryableCodes.has(code)) throw error;
    }
  }
}
