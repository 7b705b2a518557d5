import type { Recipient } from '@fedify/fedify/vocab';
import type { Queryable } from '../../platform/database/database';
import { remoteFollowerInboxesOf, type RemoteInbox } from './remote-actors.repository';

/** A stored remote account as a recipient of an activity (its inbox and its server's shared inbox). */
export const recipientOf = (row: RemoteInbox): Recipient => ({
  id: new URL(row.actorUri),
  inboxId: new URL(row.inbox),
  endpoints: row.sharedInbox ? { sharedInbox: new URL(row.sharedInbox) } : null,
});

/**
 * A local person's remote followers, or a clique's remote members, as the recipients of one
 * delivery: each server's shared inbox once (what Fedify's 'followers' would send to, without
 * reading every follower).
 */
export async function followerRecipients(db: Queryable, localId: string): Promise<Recipient[]> {
  return (await remoteFollowerInboxesOf(db, localId)).map(recipientOf);
}
