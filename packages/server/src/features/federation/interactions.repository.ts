import type { Queryable } from '../../platform/database/database';
import { discoverableSql } from './actors.repository';
import type { RemoteInbox } from './remote-actors.repository';

/** A remote account's post or comment stored here: the object it came as, and where its author takes activities. */
export interface RemoteTarget {
  objectUri: string;
  author: RemoteInbox;
}

/** The remote post or comment a local row stands for, or undefined for a local one (or one that is gone). */
export async function findRemoteTarget(
  db: Queryable,
  kind: 'post' | 'comment',
  localId: string,
): Promise<RemoteTarget | undefined> {
  const { rows } = await db.query<RemoteInbox & { objectUri: string }>(
    `SELECT ro.object_uri AS "objectUri", ra.actor_uri AS "actorUri", ra.inbox, ra.shared_inbox AS "sharedInbox"
     FROM remote_objects ro JOIN remote_actors ra ON ra.user_id = ro.actor_id
     WHERE ro.local_id = $1 AND ro.kind = $2`,
    [localId, kind],
  );
  const row = rows[0];
  return row
    ? {
        objectUri: row.objectUri,
        author: { actorUri: row.actorUri, inbox: row.inbox, sharedInbox: row.sharedInbox },
      }
    : undefined;
}

/** Whether a person likes a post now. */
export async function likeExists(db: Queryable, postId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM post_likes WHERE post_id = $1 AND user_id = $2', [postId, userId]);
  return rows.length > 0;
}

/** Whether a share is still there. */
export async function shareExists(db: Queryable, shareId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM shares WHERE share_id = $1', [shareId]);
  return rows.length > 0;
}

/** A local person's comment as the Note other servers get. */
export interface OutgoingComment {
  commentId: string;
  postId: string;
  authorId: string;
  content: string;
  createdAt: Date;
  editedAt: Date | null;
  parentCommentId: string | null;
}

/**
 * A comment (not deleted) of a reachable local person on a public post other servers may know: a
 * remote account's post, or a public post of a reachable person here.
 */
export async function findOutgoingComment(db: Queryable, commentId: string): Promise<OutgoingComment | undefined> {
  const { rows } = await db.query<OutgoingComment>(
    `SELECT c.comment_id AS "commentId", c.post_id AS "postId", c.author_id AS "authorId", c.content,
       c.created_at AS "createdAt", c.edited_at AS "editedAt", c.parent_comment_id AS "parentCommentId"
     FROM comments c JOIN users u ON u.user_id = c.author_id
       JOIN posts p ON p.post_id = c.post_id JOIN users pu ON pu.user_id = p.author_id
     WHERE c.comment_id = $1 AND c.deleted_at IS NULL AND ${discoverableSql}
       AND p.audience = 'public' AND p.status = 'published' AND p.clique_id IS NULL
       AND (EXISTS (SELECT 1 FROM remote_actors pa WHERE pa.user_id = p.author_id)
            OR (pu.settings -> 'federation' ->> 'discoverable') = 'true')`,
    [commentId],
  );
  return rows[0];
}
