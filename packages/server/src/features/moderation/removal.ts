import type { Queryable } from '../../platform/database/database';
import { deleteClique } from '../cliques';
import { removeComment } from '../comments';
import { deleteMessageRow } from '../chat';
import { deleteForClique } from '../notifications';
import { deletePostRow } from '../posts';
import { lockPostAuthor, postOfComment, type TargetRef } from './targets.repository';

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
 * releases stay exact. A comment with replies stays as "Comment deleted", a clique goes with its posts. Nothing happens
 * to a target that is already gone.
 */
export async function removeTarget(tx: Queryable, target: TargetRef): Promise<RemovedMedia | null> {
  switch (target.type) {
    case 'post': {
      const authorId = await lockPostAuthor(tx, target.id);
      return authorId ? { ownerId: authorId, keys: await deletePostRow(tx, target.id, authorId) } : null;
    }
    case 'comment': {
      const postId = await postOfComment(tx, target.id);
      if (postId) await removeComment(tx, postId, target.id);
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
