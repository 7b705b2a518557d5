import type { Queryable } from '../../platform/database/database';
import { insertJob } from '../../platform/jobs/queue';
import { federationEnabled, remoteAccountsKnowing, type RemoteRecipient } from './departures.repository';

/**
 * What other servers must learn when a person of this server is erased: the remote accounts that
 * follow them or that they follow, captured in the erasure's transaction before its follows go.
 * The federation feature defines the job that sends the `Delete` (federation/erasure.outbox.ts);
 * this part stands apart from it so that the account's erasure, which federation itself calls to
 * erase a remote account, can enqueue it without the two importing each other.
 */
export interface ActorErasure {
  userId: string;
  recipients: RemoteRecipient[];
}

export type { RemoteRecipient } from './departures.repository';

/** The job that tells other servers a person was erased. */
export const actorDeleteJobName = 'federation.actor-delete';

/**
 * Called by the account's erasure inside its transaction, before follows are removed: while the
 * server federates and remote accounts follow the person or are followed by them, enqueues
 * `federation.actor-delete` with their inboxes (the follows are gone by the time it runs).
 */
export async function queueActorDeletion(tx: Queryable, userId: string): Promise<void> {
  if (!(await federationEnabled(tx))) return;
  const recipients = await remoteAccountsKnowing(tx, userId);
  if (recipients.length > 0) await insertJob(tx, actorDeleteJobName, { userId, recipients } satisfies ActorErasure);
}
