import type { Comment } from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { forbidden, notFound } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { accessiblePost } from '../posts';
import { updateCommentContent } from './comment-edits.repository';
import { findComment, findCommentOwner } from './comments.repository';

/**
 * PUT /posts/{id}/comments/{commentId}: the comment's author changes its text (404 where the post
 * or the comment cannot be read, 403 for anyone else's comment). The previous text is kept in the
 * edit history (GET /comments/{id}/history).
 */
export async function editComment(
  db: Database,
  userId: string,
  postId: string,
  commentId: string,
  content: string,
): Promise<Comment> {
  await db.transaction(async (tx) => {
    await accessiblePost(tx, userId, postId);
    const comment = isId(commentId) ? await findCommentOwner(tx, postId, commentId) : null;
    if (!comment) throw notFound('Comment not found');
    if (comment.authorId !== userId) throw forbidden('Only the comment author may edit it');
    await updateCommentContent(tx, commentId, content);
  });
  const edited = await findComment(db, userId, postId, commentId);
  if (!edited) throw notFound('Comment not found');
  return edited;
}
