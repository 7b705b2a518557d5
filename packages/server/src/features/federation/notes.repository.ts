import type { Queryable } from '../../platform/database/database';
import { discoverableSql } from './actors.repository';
import { federablePostColumns, type FederablePost } from './federable-post.repository';
import { isFederableCliquePost } from './groups.repository';
import type { RemoteInbox } from './remote-actors.repository';

/** SQL: post `p` by `u` may leave the server (the condition of `FederablePost`). */
const federableSql = `p.audience = 'public' AND p.status = 'published' AND p.clique_id IS NULL AND ${discoverableSql}`;

/** A local post as other servers may see it, or undefined when it may not leave the server (or is gone). */
export async function findFederablePost(db: Queryable, postId: string): Promise<FederablePost | undefined> {
  const { rows } = await db.query<FederablePost>(
    `SELECT ${federablePostColumns} FROM posts p JOIN users u ON u.user_id = p.author_id
     WHERE p.post_id = $1 AND ${federableSql}`,
    [postId],
  );
  return rows[0];
}

/**
 * The media file at a position of a post other servers may see (a reachable person's public post,
 * or a public clique's post: `isFederableCliquePost`): its key and type, or undefined.
 */
export async function findFederableMedia(
  db: Queryable,
  postId: string,
  position: number,
): Promise<{ key: string; fileType: string } | undefined> {
  const { rows } = await db.query<{ key: string; fileType: string; federable: boolean }>(
    `SELECT pm.key, pm.file_type AS "fileType", (${federableSql}) AS federable
     FROM post_media pm JOIN posts p ON p.post_id = pm.post_id JOIN users u ON u.user_id = p.author_id
     WHERE pm.post_id = $1 AND pm.position = $2`,
    [postId, position],
  );
  const media = rows[0];
  if (!media || !(media.federable || (await isFederableCliquePost(db, postId)))) return undefined;
  return { key: media.key, fileType: media.fileType };
}

/** A remote account a text names by its full handle (`name@host`), with where it takes activities. */
export interface NamedRemoteAccount extends RemoteInbox {
  /** Its username here: `name@host`, lower case. */
  username: string;
  url: string | null;
  /** Its actor's type (`Person`, `Group`…): a Group is where a post mentioning it is written into. */
  kind: string;
}

/** The remote accounts stored here under some `name@host` usernames (case-insensitive). */
export async function findRemoteAccountsByUsername(db: Queryable, usernames: string[]): Promise<NamedRemoteAccount[]> {
  if (usernames.length === 0) return [];
  const { rows } = await db.query<NamedRemoteAccount>(
    `SELECT lower(u.username) AS username, ra.url, ra.kind, ra.actor_uri AS "actorUri", ra.inbox, ra.shared_inbox AS "sharedInbox"
     FROM users u JOIN remote_actors ra ON ra.user_id = u.user_id
     WHERE lower(u.username) = ANY($1::text[])`,
    [usernames],
  );
  return rows;
}

/** Whether a local post was sent to other servers (a change is then an Update, its removal a Delete). */
export async function isFederatedPost(db: Queryable, postId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM federated_posts WHERE post_id = $1', [postId]);
  return rows.length > 0;
}

/** Notes a local post as sent. */
export async function recordFederatedPost(db: Queryable, postId: string, authorId: string): Promise<void> {
  await db.query(`INSERT INTO federated_posts (post_id, author_id) VALUES ($1, $2) ON CONFLICT (post_id) DO NOTHING`, [
    postId,
    authorId,
  ]);
}

/** Forgets a sent post (its Delete goes out); returns its author if it had been sent. */
export async function forgetFederatedPost(db: Queryable, postId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ authorId: string }>(
    `DELETE FROM federated_posts WHERE post_id = $1 RETURNING author_id AS "authorId"`,
    [postId],
  );
  return rows[0]?.authorId;
}
