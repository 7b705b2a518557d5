import type { webcrypto } from 'node:crypto';
import type { Queryable } from '../../platform/database/database';

/** A local person whose account is reachable from other servers (`settings.federation.discoverable`). */
export interface LocalPerson {
  userId: string;
  username: string;
  displayName: string;
  bio: string;
  createdAt: Date;
}

/** A public clique with a handle: a `Group` on the fediverse. */
export interface LocalGroup {
  cliqueId: string;
  handle: string;
  name: string;
  description: string;
  joinPolicy: 'open' | 'request' | 'invite';
  createdAt: Date;
}

/** The condition that a local `users` row `u` may be seen by other servers. */
export const discoverableSql = `(u.settings -> 'federation' ->> 'discoverable') = 'true'
  AND NOT EXISTS (SELECT 1 FROM remote_actors ra WHERE ra.user_id = u.user_id)`;

/** A discoverable local person by id, or undefined. */
export async function findLocalPerson(db: Queryable, userId: string): Promise<LocalPerson | undefined> {
  const { rows } = await db.query<LocalPerson>(
    `SELECT u.user_id AS "userId", u.username, u.display_name AS "displayName", u.bio, u.created_at AS "createdAt"
     FROM users u WHERE u.user_id = $1 AND ${discoverableSql}`,
    [userId],
  );
  return rows[0];
}

/** A public clique with a handle, by id. */
export async function findLocalGroup(db: Queryable, cliqueId: string): Promise<LocalGroup | undefined> {
  const { rows } = await db.query<LocalGroup>(
    `SELECT clique_id AS "cliqueId", handle, name, description, join_policy AS "joinPolicy", created_at AS "createdAt"
     FROM cliques WHERE clique_id = $1 AND visibility = 'public' AND handle IS NOT NULL`,
    [cliqueId],
  );
  return rows[0];
}

/**
 * Whose id a WebFinger name is: a discoverable person's username first, then a public clique's
 * handle (a clique's handle is never one of the server's usernames when it is set).
 */
export async function identifierOfHandle(db: Queryable, name: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT u.user_id AS id FROM users u WHERE lower(u.username) = lower($1) AND ${discoverableSql}
     UNION ALL
     SELECT clique_id AS id FROM cliques WHERE handle = lower($1) AND visibility = 'public'
     LIMIT 1`,
    [name],
  );
  return rows[0]?.id ?? null;
}

/** One actor's stored key pairs (JWK), if made. */
export interface StoredKeys {
  rsaPrivate: webcrypto.JsonWebKey;
  rsaPublic: webcrypto.JsonWebKey;
  edPrivate: webcrypto.JsonWebKey;
  edPublic: webcrypto.JsonWebKey;
}

export async function findActorKeys(db: Queryable, ownerId: string): Promise<StoredKeys | undefined> {
  const { rows } = await db.query<StoredKeys>(
    `SELECT rsa_private AS "rsaPrivate", rsa_public AS "rsaPublic", ed_private AS "edPrivate", ed_public AS "edPublic"
     FROM actor_keys WHERE owner_id = $1`,
    [ownerId],
  );
  return rows[0];
}

/** Stores an actor's first key pairs; a concurrent first wins and its keys are returned. */
export async function insertActorKeys(db: Queryable, ownerId: string, keys: StoredKeys): Promise<StoredKeys> {
  await db.query(
    `INSERT INTO actor_keys (owner_id, rsa_private, rsa_public, ed_private, ed_public)
     VALUES ($1, $2::jsonb, $3::jsonb, $4::jsonb, $5::jsonb) ON CONFLICT (owner_id) DO NOTHING`,
    [ownerId, ...[keys.rsaPrivate, keys.rsaPublic, keys.edPrivate, keys.edPublic].map((k) => JSON.stringify(k))],
  );
  return (await findActorKeys(db, ownerId)) ?? keys;
}

/** How many people and public posts the server has (NodeInfo's usage). */
export async function usage(db: Queryable): Promise<{ users: number; posts: number }> {
  const { rows } = await db.query<{ users: number; posts: number }>(
    `SELECT (SELECT count(*)::int FROM users u WHERE NOT EXISTS (SELECT 1 FROM remote_actors ra WHERE ra.user_id = u.user_id)) AS users,
            (SELECT count(*)::int FROM posts p WHERE p.audience = 'public'
               AND NOT EXISTS (SELECT 1 FROM remote_actors ra WHERE ra.user_id = p.author_id)) AS posts`,
  );
  return rows[0] ?? { users: 0, posts: 0 };
}
