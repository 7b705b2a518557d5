import { randomUUID } from 'node:crypto';
import type { Comment, CommentPage } from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { decodeCursor, encodeCursor, type PageRequest } from '../../platform/input/page-token';
import { isId } from '../../platform/input/ids';
import { requireReachable } from '../audience';
import { notify } from '../notifications';
import { accessiblePost, reachablePost, visiblePost } from '../posts';
import { cliqueAllows, loadCliqueStanding, recordCliqueAudit } from '../cliques';
import { deleteCommentTree, findComment, findCommentOwner, insertComment, listComments } from './comments.repository';

/**
 * Comments and replies on posts the caller may see (404 for the others). Commenting on or replying
 * to the work of someone blocked either way answers 403 `blocked`; deleting your own comment is
 * always allowed.
 */
export class CommentsService {
  constructor(private readonly db: Database) {}

  /** GET /posts/{id}/comments: oldest first. */
  async comments(userId: string, postId: string, page: PageRequest): Promise<CommentPage> {
    await visiblePost(this.db, userId, postId);
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
      const post = await reachablePost(tx, userId, postId);
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
      const post = await accessiblePost(tx, userId, postId);
      const comment = isId(commentId) ? await findCommentOwner(tx, postId, commentId) : null;
      if (!comment) throw notFound('Comment not found');
      const mine = comment.authorId === userId || post.authorId === userId;
      const standing = !mine && post.cliqueId ? await loadCliqueStanding(tx, post.cliqueId, userId) : null;
      const moderates = standing !== null && cliqueAllows(standing, 'moderate');
      if (!mine && !moderates) throw forbidden('Only the comment author or the post author may delete it');
      await deleteCommentTree(tx, postId, commentId);
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
