import { randomUUID } from 'node:crypto';
import type { Comment, CommentPage, LikeResponse, ShareResponse } from '@cliques/contracts';
import type { Database, Queryable } from '../../platform/database/database';
import { badRequest, blocked, forbidden, notFound } from '../../platform/http/errors';
import { decodeCursor, encodeCursor } from '../../platform/input/page-token';
import {
  deleteCommentTree,
  findComment,
  findCommentOwner,
  insertComment,
  listComments,
} from './comments.repository';
import { findPostAccess, isVisible, type PostAccess } from '../posts/posts.repository';
import {
  addCommentLike,
  addPostLike,
  addShare,
  removeCommentLike,
  removePostLike,
  removeShare,
} from '../reactions/reactions.repository';
import { requireReachable } from '../safety/reach';
import { notify } from '../notifications/notify';
import { isId } from '../../platform/input/ids';
import type { PageRequest } from '../posts/posts.service';

/**
 * Likes, comments and shares of posts the caller may see (404 for the others). Liking, commenting
 * on, replying to or sharing the work of someone blocked either way answers 403 `blocked`; taking
 * back your own like, share or comment is always allowed.
 */
export class PostInteractions {
  constructor(private readonly db: Database) {}

  /** POST /posts/{id}/like (idempotent; notifies the author once). */
  likePost(userId: string, postId: string): Promise<LikeResponse> {
    return this.db.transaction(async (tx) => {
      const post = await this.reachablePost(tx, userId, postId);
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
      await this.accessiblePost(tx, userId, postId);
      return { liked: false, likesCount: await removePostLike(tx, postId, userId) };
    });
  }

  /** GET /posts/{id}/comments: oldest first. */
  async comments(userId: string, postId: string, page: PageRequest): Promise<CommentPage> {
    await this.visiblePost(this.db, userId, postId);
    const after = page.nextToken ? decodeCursor(page.nextToken) : null;
    const rows = await listComments(this.db, userId, postId, after, page.limit + 1);
    const pageRows = rows.slice(0, page.limit);
    const last = pageRows[pageRows.length - 1];
    const hasMore = rows.length > page.limit && last !== undefined;
    return {
      comments: pageRows.map((r) => r.comment),
      hasMore,
      nextToken: hasMore ? encodeCursor({ at: last.at, id: last.comment.commentId }) : null,
    };
  }

  /** POST /posts/{id}/comments: a comment, or a reply to a comment of the same post. */
  async addComment(userId: string, postId: string, content: string, parentCommentId: string | null): Promise<Comment> {
    const commentId = randomUUID();
    await this.db.transaction(async (tx) => {
      const post = await this.reachablePost(tx, userId, postId);
      const parent = parentCommentId ? await findCommentOwner(tx, postId, parentCommentId) : null;
      if (parentCommentId && !parent) throw badRequest('parentCommentId is not a comment of this post');
      if (parent) await requireReachable(tx, userId, parent.authorId);
      await insertComment(tx, { commentId, postId, authorId: userId, content, parentCommentId });
      const base = { actorId: userId, postId, commentId, cliqueId: post.cliqueId };
      if (parent) await notify(tx, { ...base, userId: parent.authorId, type: 'reply' });
      if (!parent || parent.authorId !== post.authorId)
        await notify(tx, { ...base, userId: post.authorId, type: 'comment' });
    });
    return this.comment(userId, postId, commentId);
  }

  /** One comment of a post, as its list shows it to this user; 404 when it is gone. */
  async comment(userId: string, postId: string, commentId: string): Promise<Comment> {
    const comment = await findComment(this.db, userId, postId, commentId);
    if (!comment) throw notFound('Comment not found');
    return comment;
  }

  /** DELETE /posts/{id}/comments/{commentId}: by the comment's author or the post's; replies go with it. */
  async deleteComment(userId: string, postId: string, commentId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const post = await this.accessiblePost(tx, userId, postId);
      const comment = isId(commentId) ? await findCommentOwner(tx, postId, commentId) : null;
      if (!comment) throw notFound('Comment not found');
      if (comment.authorId !== userId && post.authorId !== userId)
        throw forbidden('Only the comment author or the post author may delete it');
      await deleteCommentTree(tx, postId, commentId);
    });
  }

  /** POST / DELETE /posts/{id}/comments/{commentId}/like. */
  setCommentLike(userId: string, postId: string, commentId: string, liked: boolean): Promise<LikeResponse> {
    return this.db.transaction(async (tx) => {
      const post = await (liked ? this.reachablePost(tx, userId, postId) : this.accessiblePost(tx, userId, postId));
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

  /** POST /posts/{id}/share: once per user (a repeat keeps the first); notifies the author once. Friends-only posts: 403. */
  share(userId: string, postId: string, comment: string | null): Promise<ShareResponse> {
    return this.db.transaction(async (tx) => {
      const post = await this.reachablePost(tx, userId, postId);
      if (post.audience === 'friends') throw forbidden('A post for friends only cannot be shared');
      const { added, sharesCount } = await addShare(tx, randomUUID(), postId, userId, comment || null);
      if (added)
        await notify(tx, {
          userId: post.authorId,
          type: 'share',
          actorId: userId,
          postId,
          cliqueId: post.cliqueId,
          dedupeKey: `share:${postId}:${userId}`,
        });
      return { shared: true, sharesCount };
    });
  }

  /** DELETE /posts/{id}/share (idempotent). */
  unshare(userId: string, postId: string): Promise<ShareResponse> {
    return this.db.transaction(async (tx) => {
      await this.accessiblePost(tx, userId, postId);
      return { shared: false, sharesCount: await removeShare(tx, postId, userId) };
    });
  }

  /** The post if the caller sees it (a blocked author's public post is hidden: 404). */
  private async visiblePost(db: Queryable, userId: string, postId: string): Promise<PostAccess> {
    const post = isId(postId) ? await findPostAccess(db, userId, postId) : null;
    if (!isVisible(post)) throw notFound('Post not found');
    return post;
  }

  /** The post if the caller may act on it: 404 where they may not read, 403 `blocked` if its author is blocked either way. */
  private async reachablePost(db: Queryable, userId: string, postId: string): Promise<PostAccess> {
    const post = await this.accessiblePost(db, userId, postId);
    if (post.blocked) throw blocked();
    return post;
  }

  /** The post wherever the caller may read (blocks aside), to take back their own like, share or comment. */
  private async accessiblePost(db: Queryable, userId: string, postId: string): Promise<PostAccess> {
    const post = isId(postId) ? await findPostAccess(db, userId, postId) : null;
    if (!post) throw notFound('Post not found');
    return post;
  }
}
