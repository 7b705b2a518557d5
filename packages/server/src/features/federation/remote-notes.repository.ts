import type { Queryable } from '../../platform/database/database';

/** What a remote object became here. */
export type RemoteObjectKind = 'post' | 'comment' | 'like' | 'share';

/** A remote object stored here: what it became, its local id, and the remote account it came from. */
export interface RemoteObject {
  kind: RemoteObjectKind;
  localId: string;
  actorId: string;
}

/** The local row an object of another server became, if any. */
export async function findRemoteObject(db: Queryable, objectUri: string): Promise<RemoteObject | undefined> {
  const { rows } = await db.query<RemoteObject>(
    `SELECT kind, local_id AS "localId", actor_id AS "actorId" FROM remote_objects WHERE object_uri = $1`,
    [objectUri],
  );
  return rows[0];
}

/**
 * Records what an object of another server became; false when it is recorded already (the same
 * object delivered twice, or by two deliveries at once: the second waits for the first and loses).
 */
export async function recordRemoteObject(db: Queryable, objectUri: string, object: RemoteObject): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO remote_objects (object_uri, kind, local_id, actor_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (object_uri) DO NOTHING RETURNING 1`,
    [objectUri, object.kind, object.localId, object.actorId],
  );
  return rows.length > 0;
}

/** Forgets an object of another server (it was deleted or taken back there). */
export async function forgetRemoteObject(db: Queryable, objectUri: string): Promise<void> {
  await db.query('DELETE FROM remote_objects WHERE object_uri = $1', [objectUri]);
}

/** Forgets whatever objects of another server became one local row (a like or share taken back by its pair). */
export async function forgetRemoteObjectsOf(db: Queryable, kind: RemoteObjectKind, localId: string, actorId: string) {
  await db.query('DELETE FROM remote_objects WHERE kind = $1 AND local_id = $2 AND actor_id = $3', [
    kind,
    localId,
    actorId,
  ]);
}

/** Whether a person of this server follows a remote account (its posts are then wanted here). */
export async function isFollowedHere(db: Queryable, remoteUserId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM follows f WHERE f.followed_id = $1
       AND NOT EXISTS (SELECT 1 FROM remote_actors ra WHERE ra.user_id = f.follower_id) LIMIT 1`,
    [remoteUserId],
  );
  return rows.length > 0;
}

/** The post a comment (not deleted) is on, or undefined. */
export async function findCommentPost(db: Queryable, commentId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ postId: string }>(
    'SELECT post_id AS "postId" FROM comments WHERE comment_id = $1 AND deleted_at IS NULL',
    [commentId],
  );
  return rows[0]?.postId;
}

/** Whether a post row exists (a stored remote post may have been removed here since). */
export async function postExists(db: Queryable, postId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM posts WHERE post_id = $1', [postId]);
  return rows.length > 0;
}

/** Whether someone shared a post (a remote Group's share is how the group's posts reach its followers here). */
export async function isSharedBy(db: Queryable, postId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM shares WHERE post_id = $1 AND user_id = $2', [postId, userId]);
  return rows.length > 0;
}
