import type { LikeResponse } from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { notFound } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { requireReachable } from '../audience';
import { findCommentOwner } from '../comments';
import { notify } from '../notifications';
import { accessiblePost, reachablePost } from '../posts';
import { addCommentLike, addPostLike, removeCommentLike, removePostLike } from './reactions.repository';

/**
 * Likes of posts and comments the caller may see (404 for the others). Liking the work of someone
 * blocked either way answers 403 `blocked`; taking back your own like is always allowed.
 */
export class ReactionsService {
  constructor(private readonly db: Database) {}

  /** POST /posts/{id}/like (idempotent; notifies the author once). */
  likePost(userId: string, postId: string): Promise<LikeResponse> {
    return this.db.transaction(async (tx) => {
      const post = await reachablePost(tx, userId, postId);
      const { added, likesCount } = await addPostLike(tx, postId, userId);
      if (added)
        await notify(tx, {
          userId: post.authorId,
          type: 'post_like',
          actorId: userId,
          postId,
          cliqueId: post.cliqueId,
          dedupeKey: `post_like:${postId}:${userId}`,
        });
      return { liked: true, likesCount };
    });
  }

  /** DELETE /posts/{id}/like (idempotent). */
  unlikePost(userId: string, postId: string): Promise<LikeResponse> {
    return this.db.transaction(async (tx) => {
      await accessiblePost(tx, userId, postId);
      return { liked: false, likesCount: await removePostLike(tx, postId, userId) };
    });
  }

  /** POST / DELETE /posts/{id}/comments/{commentId}/like. */
  setCommentLike(userId: string, postId: string, commentId: string, liked: boolean): Promise<LikeResponse> {
    return this.db.transaction(async (tx) => {
      const post = await (liked ? reachablePost(tx, userId, postId) : accessiblePost(tx, userId, postId));
      const comment = isId(commentId) ? await findCommentOwner(tx, postId, commentId) : null;
      if (!comment) throw notFound('Comment not found');
      if (!liked) return { liked: false, likesCount: await removeCommentLike(tx, commentId, userId) };
      await requireReachable(tx, userId, comment.authorId);
      const { added, likesCount } = await addCommentLike(tx, commentId, userId);
      if (added) {
        await notify(tx, {
          userId: comment.authorId,
          type: 'comment_like',
          actorId: userId,
          postId,
          commentId,
          cliqueId: post.cliqueId,
          dedupeKey: `comment_like:${commentId}:${userId}`,
        });
      }
      return { liked: true, likesCount };
    });
  }
}
