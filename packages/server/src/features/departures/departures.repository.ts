import type { Queryable } from '../../platform/database/database';

/** Where an account of another server takes activities. */
export interface RemoteRecipient {
  actorUri: string;
  inbox: string;
  sharedInbox: string | null;
}

/** Whether this server federates now (FEDERATION=on, as migration 300's `federation_state` records it). */
export async function federationEnabled(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ enabled: boolean }>(`SELECT enabled FROM federation_state`);
  return rows[0]?.enabled ?? false;
}

/**
 * The remote accounts that know a local person: those following them and those they follow (both
 * hold a relation the person's erasure ends), blocked servers left out, each account once. None
 * for a remote account itself (it has no actor here).
 */
export async function remoteAccountsKnowing(db: Queryable, userId: string): Promise<RemoteRecipient[]> {
  const { rows } = await db.query<RemoteRecipient>(
    `SELECT DISTINCT ra.actor_uri AS "actorUri", ra.inbox, ra.shared_inbox AS "sharedInbox"
     FROM follows f JOIN remote_actors ra ON ra.user_id = CASE WHEN f.follower_id = $1 THEN f.followed_id ELSE f.follower_id END
     WHERE (f.follower_id = $1 OR f.followed_id = $1)
       AND NOT EXISTS (SELECT 1 FROM remote_actors me WHERE me.user_id = $1)
       AND NOT EXISTS (SELECT 1 FROM federation_servers s WHERE s.host = ra.host AND s.policy = 'block')`,
    [userId],
  );
  return rows;
}
