import type { Queryable } from '../../platform/database/database';
import { deleteClique } from '../cliques';
import { deleteCommentTree } from '../comments';
import { deleteMessageRow } from '../chat';
import { deleteForClique } from '../notifications';
import { deletePostRow } from '../posts';
import type { TargetRef } from './targets';

/**
 * Files a removed post had, released as soon as the removal is committed: reported content goes at
 * once, where an author's own delete leaves its files to the media.release job's grace period.
 */
export interface RemovedMedia {
  ownerId: string;
  keys: string[];
}

/**
 * Deletes a reported post, comment, message or clique for everyone, through the same statements
 * as its owner's delete: counters, notifications, feed heads (their foreign keys) and media
 * releases stay exact. A comment goes with its replies, a clique with its posts. Nothing happens
 * to a target that is already gone.
 */
export async function removeTarget(tx: Queryable, target: TargetRef): Promise<RemovedMedia | null> {
  switch (target.type) {
    case 'post': {
      const { rows } = await tx.query<{ author_id: string }>(
        'SELECT author_id FROM posts WHERE post_id = $1 FOR UPDATE',
        [target.id],
      );
      const authorId = rows[0]?.author_id;
      return authorId ? { ownerId: authorId, keys: await deletePostRow(tx, target.id, authorId) } : null;
    }
    case 'comment': {
      const { rows } = await tx.query<{ post_id: string }>('SELECT post_id FROM comments WHERE comment_id = $1', [
        target.id,
      ]);
      if (rows[0]) await deleteCommentTree(tx, rows[0].post_id, target.id);
      return null;
    }
    case 'message':
      await deleteMessageRow(tx, target.id);
      return null;
    case 'clique':
      await deleteForClique(tx, target.id);
      await deleteClique(tx, target.id);
      return null;
    case 'user':
      return null;
  }
}
