import { randomUUID } from 'node:crypto';
import { postLimits, type Comment, type CommentPage } from '@cliques/contracts';
import { emitAfterCommit } from '../../platform/database/commit-events';
import type { Database, Queryable } from '../../platform/database/database';
import { badRequest, forbidden, message, notFound } from '../../platform/http/errors';
import { decodeCursor, encodeCursor, type PageRequest } from '../../platform/input/page-token';
import { isId } from '../../platform/input/ids';
import { requireReachable } from '../audience';
import { notify } from '../notifications';
import { accessiblePost, reachablePost, visiblePost } from '../posts';
import { cliqueAllows, loadCliqueStanding, recordCliqueAudit } from '../cliques';
import { findComment, findCommentOwner, insertComment, removeComment } from './comments.repository';
import { inReadingOrder, listThread } from './comments-tree.repository';

/**
 * Comments and replies on posts the caller may see (404 for the others). Commenting on or replying
 * to the work of someone blocked either way answers 403 `blocked`; deleting your own comment is
 * always allowed.
 */
export class CommentsService {
  constructor(private readonly db: Database) {}

  /**
   * GET /posts/{id}/comments: a page of the comments on the post (or of the replies to
   * `parentCommentId`, which must be a comment of this post: 404 otherwise), oldest first, each
   * followed by its replies to `threadShown` levels.
   */
  async comments(
    userId: string,
    postId: string,
    page: PageRequest & { parentCommentId?: string },
  ): Promise<CommentPage> {
    await visiblePost(this.db, userId, postId);
    const parentId = page.parentCommentId ?? null;
    const parent = parentId ? await findComment(this.db, userId, postId, parentId) : null;
    if (parentId && !parent) throw notFound('Comment not found');
    const after = page.nextToken ? decodeCursor(page.nextToken) : null;
    const rows = inReadingOrder(await listThread(this.db, userId, postId, parentId, after, page.limit + 1));
    const tops = rows.filter((r) => r.level === 0);
    const hasMore = tops.length > page.limit;
    const last = tops[page.limit - 1];
    const cut = hasMore ? rows.indexOf(tops[page.limit] as (typeof rows)[number]) : rows.length;
    return {
      ...(parent ? { parent } : {}),
      comments: rows.slice(0, cut).map((r) => r.comment),
      hasMore,
      nextToken: hasMore && last ? encodeCursor({ at: last.at, id: last.comment.commentId }) : null,
    };
  }

  /** POST /posts/{id}/comments: a comment, or a reply to a comment of the same post. */
  async addComment(userId: string, postId: string, content: string, parentCommentId: string | null): Promise<Comment> {
    const commentId = randomUUID();
    await this.db.transaction(async (tx) => {
      const post = await reachablePost(tx, userId, postId);
      const parent = parentCommentId ? await findCommentOwner(tx, postId, parentCommentId) : null;
      if (parentCommentId && !parent) throw badRequest('parentCommentId is not a comment of this post');
      if (parent && parent.depth >= postLimits.commentDepth)
        throw badRequest(
          message('parentCommentId: a thread goes at most {max} replies deep', { max: postLimits.commentDepth }),
        );
      if (parent) await requireReachable(tx, userId, parent.authorId);
      const depth = parent ? parent.depth + 1 : 0;
      await insertComment(tx, { commentId, postId, authorId: userId, content, parentCommentId, depth });
      emitAfterCommit(tx, { type: 'comment', postId, commentId });
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

  /**
   * DELETE /posts/{id}/comments/{commentId}: by the comment's author or the post's (or a clique
   * moderator); replies under it stay, under a blank "Comment deleted".
   */
  async deleteComment(userId: string, postId: string, commentId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const post = await accessiblePost(tx, userId, postId);
      const comment = isId(commentId) ? await findCommentOwner(tx, postId, commentId) : null;
      if (!comment) throw notFound('Comment not found');
      const mine = comment.authorId === userId || post.authorId === userId;
      const standing = !mine && post.cliqueId ? await loadCliqueStanding(tx, post.cliqueId, userId) : null;
      const moderates = standing !== null && cliqueAllows(standing, 'moderate');
      if (!mine && !moderates) throw forbidden('Only the comment author or the post author may delete it');
      await removeComment(tx, postId, commentId);
      if (moderates && post.cliqueId)
        await recordCliqueAudit(tx, {
          cliqueId: post.cliqueId,
          actorId: userId,
          action: 'comment_removed',
          targetId: comment.authorId,
          postId,
          commentId,
        });
    });
  }
}

/** A new comment as every reader's list shows it (no likes, no replies yet), for the live frame; null once gone. */
export async function newComment(db: Queryable, postId: string, commentId: string): Promise<Comment | null> {
  const owner = await findCommentOwner(db, postId, commentId);
  return owner ? findComment(db, owner.authorId, postId, commentId) : null;
}
