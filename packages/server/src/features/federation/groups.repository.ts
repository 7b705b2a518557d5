import type { Queryable } from '../../platform/database/database';
import { discoverableSql } from './actors.repository';
import { federablePostColumns, type FederablePost } from './federable-post.repository';

/** A remote account's Follow of a clique's Group (migration 302 `group_follows`). */
export interface GroupFollow {
  followUri: string;
  accepted: boolean;
}

/** Records a remote account's Follow of a Group, not yet answered (a repeat Follow replaces the first, to be answered again). */
export async function upsertGroupFollow(
  db: Queryable,
  cliqueId: string,
  userId: string,
  followUri: string,
): Promise<void> {
  await db.query(
    `INSERT INTO group_follows (clique_id, user_id, follow_uri) VALUES ($1, $2, $3)
     ON CONFLICT (clique_id, user_id) DO UPDATE SET follow_uri = EXCLUDED.follow_uri, accepted = false`,
    [cliqueId, userId, followUri],
  );
}

/** A remote account's Follow of a Group, if it follows or asked to. */
export async function findGroupFollow(
  db: Queryable,
  cliqueId: string,
  userId: string,
): Promise<GroupFollow | undefined> {
  const { rows } = await db.query<GroupFollow>(
    `SELECT follow_uri AS "followUri", accepted FROM group_follows WHERE clique_id = $1 AND user_id = $2`,
    [cliqueId, userId],
  );
  return rows[0];
}

/** Marks a Follow accepted; false when it already was (or is gone), so an Accept goes once. */
export async function acceptGroupFollow(db: Queryable, cliqueId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE group_follows SET accepted = true WHERE clique_id = $1 AND user_id = $2 AND NOT accepted RETURNING 1`,
    [cliqueId, userId],
  );
  return rows.length > 0;
}

/** Forgets a Follow of a Group; false when there was none. */
export async function deleteGroupFollow(db: Queryable, cliqueId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query(`DELETE FROM group_follows WHERE clique_id = $1 AND user_id = $2 RETURNING 1`, [
    cliqueId,
    userId,
  ]);
  return rows.length > 0;
}

/** Keeps the Create a remote member sent into a Group (the post or comment `localId` it became), to announce as received. */
export async function insertGroupActivity(
  db: Queryable,
  localId: string,
  cliqueId: string,
  activity: unknown,
): Promise<void> {
  await db.query(
    `INSERT INTO group_activities (local_id, clique_id, activity) VALUES ($1, $2, $3::jsonb) ON CONFLICT DO NOTHING`,
    [localId, cliqueId, JSON.stringify(activity)],
  );
}

/** The kept Create of a post or comment, the first time it is asked for only (so it is announced once). */
export async function claimGroupActivity(db: Queryable, localId: string): Promise<unknown> {
  const { rows } = await db.query<{ activity: unknown }>(
    `UPDATE group_activities SET announced = true WHERE local_id = $1 AND NOT announced RETURNING activity`,
    [localId],
  );
  return rows[0]?.activity;
}

/**
 * Forgets what was kept of a post or comment that is gone; returns the id of the object it came
 * as when it came from another server (its Delete names that object).
 */
export async function forgetReceivedObject(db: Queryable, localId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ uri: string | null }>(
    `SELECT COALESCE((SELECT object_uri FROM remote_objects WHERE local_id = $1 LIMIT 1),
       (SELECT activity -> 'object' ->> 'id' FROM group_activities WHERE local_id = $1)) AS uri`,
    [localId],
  );
  await db.query('DELETE FROM group_activities WHERE local_id = $1', [localId]);
  return rows[0]?.uri ?? undefined;
}

/** Where a post of a clique stands: its clique, author, whether it is published and whether its author is remote. */
export interface CliqueItem {
  cliqueId: string;
  authorId: string;
  published: boolean;
  remoteAuthor: boolean;
}

/** A clique's post, or undefined (not a clique's, or gone). */
export async function findCliquePost(db: Queryable, postId: string): Promise<CliqueItem | undefined> {
  const { rows } = await db.query<CliqueItem>(
    `SELECT p.clique_id AS "cliqueId", p.author_id AS "authorId", p.status = 'published' AS published,
       EXISTS (SELECT 1 FROM remote_actors ra WHERE ra.user_id = p.author_id) AS "remoteAuthor"
     FROM posts p WHERE p.post_id = $1 AND p.clique_id IS NOT NULL`,
    [postId],
  );
  return rows[0];
}

/** SQL: post `p` (author `u`) is published in a public clique with a handle, by a reachable local person. */
const federableCliquePostSql = `p.status = 'published' AND ${discoverableSql}
  AND EXISTS (SELECT 1 FROM cliques c WHERE c.clique_id = p.clique_id AND c.visibility = 'public' AND c.handle IS NOT NULL)`;

/** A clique post other servers may see, as the Note builder takes it, with its clique; undefined otherwise. */
export async function findFederableCliquePost(
  db: Queryable,
  postId: string,
): Promise<(FederablePost & { cliqueId: string }) | undefined> {
  const { rows } = await db.query<FederablePost & { cliqueId: string }>(
    `SELECT ${federablePostColumns}, p.clique_id AS "cliqueId" FROM posts p JOIN users u ON u.user_id = p.author_id
     WHERE p.post_id = $1 AND ${federableCliquePostSql}`,
    [postId],
  );
  return rows[0];
}

/** Whether a post is a public clique's, published, by a reachable local person: other servers may fetch it. */
export async function isFederableCliquePost(db: Queryable, postId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM posts p JOIN users u ON u.user_id = p.author_id WHERE p.post_id = $1 AND ${federableCliquePostSql}`,
    [postId],
  );
  return rows.length > 0;
}

/** Notes a clique's post as announced by its Group; false when it already was. */
export async function recordAnnouncedPost(
  db: Queryable,
  postId: string,
  authorId: string,
  cliqueId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO federated_posts (post_id, author_id, clique_id) VALUES ($1, $2, $3) ON CONFLICT (post_id) DO NOTHING
     RETURNING 1`,
    [postId, authorId, cliqueId],
  );
  return rows.length > 0;
}

/** Whether a clique's post was announced by its Group. */
export async function wasAnnouncedPost(db: Queryable, postId: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM federated_posts WHERE post_id = $1 AND clique_id IS NOT NULL`, [
    postId,
  ]);
  return rows.length > 0;
}

/** Forgets an announced clique post (its Delete goes out); returns its author if it had been announced. */
export async function forgetAnnouncedPost(db: Queryable, postId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ authorId: string }>(
    `DELETE FROM federated_posts WHERE post_id = $1 AND clique_id IS NOT NULL RETURNING author_id AS "authorId"`,
    [postId],
  );
  return rows[0]?.authorId;
}

/** A comment on a clique's post, as its Group announces it. */
export interface CliqueComment extends CliqueItem {
  commentId: string;
  postId: string;
  content: string;
  createdAt: Date;
  editedAt: Date | null;
  /** The local id of what it answers: its parent comment, or the post. */
  parentId: string;
  /** What it answers when that came from another server: its object. */
  parentUri: string | null;
  /** Its author may be seen by other servers (a reachable local person). */
  reachable: boolean;
}

/** A comment (not deleted) on a clique's post, or undefined. */
export async function findCliqueComment(db: Queryable, commentId: string): Promise<CliqueComment | undefined> {
  const { rows } = await db.query<CliqueComment>(
    `SELECT c.comment_id AS "commentId", c.post_id AS "postId", p.clique_id AS "cliqueId", c.author_id AS "authorId",
       c.content, c.created_at AS "createdAt", c.edited_at AS "editedAt", p.status = 'published' AS published,
       EXISTS (SELECT 1 FROM remote_actors ra WHERE ra.user_id = c.author_id) AS "remoteAuthor",
       COALESCE(c.parent_comment_id, c.post_id) AS "parentId",
       (SELECT ro.object_uri FROM remote_objects ro WHERE ro.local_id = COALESCE(c.parent_comment_id, c.post_id)
        LIMIT 1) AS "parentUri",
       (${discoverableSql}) AS reachable
     FROM comments c JOIN posts p ON p.post_id = c.post_id JOIN users u ON u.user_id = c.author_id
     WHERE c.comment_id = $1 AND c.deleted_at IS NULL AND p.clique_id IS NOT NULL`,
    [commentId],
  );
  return rows[0];
}

/** Notes a comment as announced by its clique's Group; false when it already was. */
export async function recordAnnouncedComment(db: Queryable, comment: CliqueComment): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO federated_comments (comment_id, post_id, clique_id, author_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (comment_id) DO NOTHING RETURNING 1`,
    [comment.commentId, comment.postId, comment.cliqueId, comment.authorId],
  );
  return rows.length > 0;
}

/** Forgets an announced comment (its Delete goes out); returns its author and post if it had been announced. */
export async function forgetAnnouncedComment(
  db: Queryable,
  commentId: string,
): Promise<{ authorId: string; postId: string } | undefined> {
  const { rows } = await db.query<{ authorId: string; postId: string }>(
    `DELETE FROM federated_comments WHERE comment_id = $1 RETURNING author_id AS "authorId", post_id AS "postId"`,
    [commentId],
  );
  return rows[0];
}

/**
 * The actors of a clique's owner, admins and moderators: the reachable local ones by id (their
 * actor is here), the remote ones by their actor URI.
 */
export async function groupModerators(
  db: Queryable,
  cliqueId: string,
): Promise<{ userId: string; actorUri: string | null }[]> {
  const { rows } = await db.query<{ userId: string; actorUri: string | null }>(
    `SELECT m.user_id AS "userId", ra.actor_uri AS "actorUri"
     FROM clique_members m JOIN users u ON u.user_id = m.user_id LEFT JOIN remote_actors ra ON ra.user_id = m.user_id
     WHERE m.clique_id = $1 AND m.role IN ('owner', 'admin', 'moderator') AND (ra.user_id IS NOT NULL OR ${discoverableSql})
     ORDER BY m.role = 'owner' DESC, m.joined_at, m.user_id LIMIT 100`,
    [cliqueId],
  );
  return rows;
}

/** The post (and its clique) a local post or comment id belongs to, when it is a public clique's. */
export async function findPublicCliqueTarget(
  db: Queryable,
  localId: string,
): Promise<{ cliqueId: string; postId: string; commentId: string | null } | undefined> {
  const { rows } = await db.query<{ cliqueId: string; postId: string; commentId: string | null }>(
    `SELECT p.clique_id AS "cliqueId", p.post_id AS "postId", x.comment_id AS "commentId"
     FROM (SELECT post_id, NULL::uuid AS comment_id FROM posts WHERE post_id = $1
           UNION ALL SELECT post_id, comment_id FROM comments WHERE comment_id = $1 AND deleted_at IS NULL) x
     JOIN posts p ON p.post_id = x.post_id JOIN cliques c ON c.clique_id = p.clique_id
     WHERE c.visibility = 'public' AND c.handle IS NOT NULL AND p.status = 'published'
     LIMIT 1`,
    [localId],
  );
  return rows[0];
}
