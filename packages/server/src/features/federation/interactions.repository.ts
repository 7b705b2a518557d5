import type { Queryable } from '../../platform/database/database';
import { discoverableSql } from './actors.repository';
import type { RemoteInbox } from './remote-actors.repository';

/** A remote account's post stored here: the object it came as, and where its author takes activities. */
export interface RemotePostTarget {
  objectUri: string;
  author: RemoteInbox;
}

/** The remote post a local post row stands for, or undefined for a local post (or one that is gone). */
export async function findRemotePostTarget(db: Queryable, postId: string): Promise<RemotePostTarget | undefined> {
  const { rows } = await db.query<RemoteInbox & { objectUri: string }>(
    `SELECT ro.object_uri AS "objectUri", ra.actor_uri AS "actorUri", ra.inbox, ra.shared_inbox AS "sharedInbox"
     FROM remote_objects ro JOIN remote_actors ra ON ra.user_id = ro.actor_id
     WHERE ro.local_id = $1 AND ro.kind = 'post'`,
    [postId],
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

/** A local person's comment on a remote account's post, as the Note other servers get. */
export interface OutgoingComment {
  commentId: string;
  postId: string;
  authorId: string;
  content: string;
  createdAt: Date;
  editedAt: Date | null;
  /** What it answers: the remote post, or the comment it replies to (a remote one's object, or ours). */
  parent: { commentId: string; objectUri: string | null; author: RemoteInbox | null } | null;
}

/**
 * A comment (not deleted) of a reachable local person on a remote account's post, with the comment
 * it replies to (its object and its author's inbox when that comment came from another server).
 */
export async function findOutgoingComment(db: Queryable, commentId: string): Promise<OutgoingComment | undefined> {
  const { rows } = await db.query<OutgoingComment>(
    `SELECT c.comment_id AS "commentId", c.post_id AS "postId", c.author_id AS "authorId", c.content,
       c.created_at AS "createdAt", c.edited_at AS "editedAt",
       CASE WHEN c.parent_comment_id IS NULL THEN NULL ELSE json_build_object(
         'commentId', c.parent_comment_id,
         'objectUri', (SELECT ro.object_uri FROM remote_objects ro WHERE ro.local_id = c.parent_comment_id AND ro.kind = 'comment'),
         'author', (SELECT json_build_object('actorUri', ra.actor_uri, 'inbox', ra.inbox, 'sharedInbox', ra.shared_inbox)
                    FROM comments pc JOIN remote_actors ra ON ra.user_id = pc.author_id WHERE pc.comment_id = c.parent_comment_id))
       END AS parent
     FROM comments c JOIN users u ON u.user_id = c.author_id
     WHERE c.comment_id = $1 AND c.deleted_at IS NULL AND ${discoverableSql}
       AND EXISTS (SELECT 1 FROM posts p JOIN remote_actors pa ON pa.user_id = p.author_id WHERE p.post_id = c.post_id)`,
    [commentId],
  );
  return rows[0];
}
