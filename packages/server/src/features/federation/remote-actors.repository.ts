import type { Queryable } from '../../platform/database/database';

/** Where a remote account takes activities. */
export interface RemoteInbox {
  actorUri: string;
  inbox: string;
  sharedInbox: string | null;
}

/** A remote account as stored here (its local `users` row is `userId`). */
export interface RemoteActorRow extends RemoteInbox {
  userId: string;
  host: string;
  kind: string;
  url: string | null;
}

const notBlocked = `NOT EXISTS (SELECT 1 FROM federation_servers s WHERE s.host = ra.host AND s.policy = 'block')`;
const inboxColumns = `ra.actor_uri AS "actorUri", ra.inbox, ra.shared_inbox AS "sharedInbox"`;

/** The query of `remoteFollowersOf` ($1: the person or the clique). */
const remoteFollowersSql = `SELECT ${inboxColumns} FROM follows f JOIN remote_actors ra ON ra.user_id = f.follower_id
     WHERE f.followed_id = $1 AND ${notBlocked}
     UNION ALL
     SELECT ${inboxColumns} FROM clique_members m JOIN remote_actors ra ON ra.user_id = m.user_id
     WHERE m.clique_id = $1 AND ${notBlocked}`;

/** Remote accounts following a local person, or members of a clique (its Group's followers); blocked servers left out. */
export async function remoteFollowersOf(db: Queryable, localId: string): Promise<RemoteInbox[]> {
  const { rows } = await db.query<RemoteInbox>(remoteFollowersSql, [localId]);
  return rows;
}

/**
 * Each place an activity for all of those followers must go, once: a server's shared inbox, and
 * the own inbox of an account whose server has none. A post to 10,000 followers on 100 servers
 * reads 100 rows, not 10,000 (deliveries prefer shared inboxes, so nobody is left out).
 */
export async function remoteFollowerInboxesOf(db: Queryable, localId: string): Promise<RemoteInbox[]> {
  const { rows } = await db.query<RemoteInbox>(
    `SELECT DISTINCT ON (COALESCE(f."sharedInbox", f.inbox)) * FROM (${remoteFollowersSql}) f`,
    [localId],
  );
  return rows;
}

/** Remote accounts a local person follows. */
export async function remoteFollowingOf(db: Queryable, userId: string): Promise<RemoteInbox[]> {
  const { rows } = await db.query<RemoteInbox>(
    `SELECT ${inboxColumns} FROM follows f JOIN remote_actors ra ON ra.user_id = f.followed_id
     WHERE f.follower_id = $1 AND ${notBlocked}`,
    [userId],
  );
  return rows;
}

/** A remote account by its actor URI. */
export async function findRemoteActor(db: Queryable, actorUri: string): Promise<RemoteActorRow | undefined> {
  const { rows } = await db.query<RemoteActorRow>(
    `SELECT ra.user_id AS "userId", ra.host, ra.kind, ra.url, ${inboxColumns} FROM remote_actors ra WHERE ra.actor_uri = $1`,
    [actorUri],
  );
  return rows[0];
}

/** A remote account by its local user id. */
export async function findRemoteActorById(db: Queryable, userId: string): Promise<RemoteActorRow | undefined> {
  const { rows } = await db.query<RemoteActorRow>(
    `SELECT ra.user_id AS "userId", ra.host, ra.kind, ra.url, ${inboxColumns} FROM remote_actors ra WHERE ra.user_id = $1`,
    [userId],
  );
  return rows[0];
}

/** The fields of a remote account that its local row keeps. */
export interface RemoteActorFields {
  actorUri: string;
  host: string;
  kind: string;
  inbox: string;
  sharedInbox: string | null;
  url: string | null;
  /** `name@host`, its username here. */
  username: string;
  displayName: string;
  bio: string;
  avatar: string | null;
}

/**
 * Stores a remote account: its `users` row (new id the first time, name and bio refreshed after)
 * and its `remote_actors` row. Returns its local user id.
 */
export async function upsertRemoteActor(db: Queryable, fields: RemoteActorFields, newId: string): Promise<string> {
  const existing = await findRemoteActor(db, fields.actorUri);
  const userId = existing?.userId ?? newId;
  if (existing) {
    await db.query(
      `UPDATE users SET display_name = $2, bio = $3, profile_picture = $4, updated_at = now() WHERE user_id = $1`,
      [userId, fields.displayName, fields.bio, fields.avatar],
    );
    await db.query(
      `UPDATE remote_actors SET inbox = $2, shared_inbox = $3, url = $4, kind = $5, fetched_at = now() WHERE user_id = $1`,
      [userId, fields.inbox, fields.sharedInbox, fields.url, fields.kind],
    );
    return userId;
  }
  await db.query(
    `INSERT INTO users (user_id, username, email, display_name, bio, profile_picture) VALUES ($1, $2, '', $3, $4, $5)
     ON CONFLICT DO NOTHING`,
    [userId, fields.username, fields.displayName, fields.bio, fields.avatar],
  );
  await db.query(
    `INSERT INTO remote_actors (user_id, actor_uri, host, kind, inbox, shared_inbox, url) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (actor_uri) DO NOTHING`,
    [userId, fields.actorUri, fields.host, fields.kind, fields.inbox, fields.sharedInbox, fields.url],
  );
  return (await findRemoteActor(db, fields.actorUri))?.userId ?? userId;
}

/** A server's policy set by an admin, if any. */
/**
 * In one read, what every incoming activity needs first: the policy an admin set for the sender's
 * server, and the sender's local row if the account is stored here.
 */
export async function senderStanding(
  db: Queryable,
  host: string,
  actorUri: string,
): Promise<{ policy: 'block' | 'limit' | undefined; userId: string | undefined }> {
  const { rows } = await db.query<{ policy: 'block' | 'limit' | null; userId: string | null }>(
    `SELECT (SELECT policy FROM federation_servers WHERE host = $1) AS policy,
            (SELECT user_id::text FROM remote_actors WHERE actor_uri = $2) AS "userId"`,
    [host, actorUri],
  );
  return { policy: rows[0]?.policy ?? undefined, userId: rows[0]?.userId ?? undefined };
}

export async function serverPolicy(db: Queryable, host: string): Promise<'block' | 'limit' | undefined> {
  const { rows } = await db.query<{ policy: 'block' | 'limit' }>(
    `SELECT policy FROM federation_servers WHERE host = $1`,
    [host],
  );
  return rows[0]?.policy;
}
