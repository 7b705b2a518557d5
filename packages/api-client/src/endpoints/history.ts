import type { Comment, CommentResponse, EditHistoryResponse, EditVersion } from '@cliques/contracts';
import { call, http } from '../client';

const id = encodeURIComponent;

/** GET /posts/{id}/history: the post's versions, the current one first. */
export function getPostHistory(postId: string): Promise<EditVersion[]> {
  return call(() => http.get(`posts/${id(postId)}/history`).json<EditHistoryResponse>()).then((r) => r.versions);
}

/** GET /comments/{id}/history: the comment's versions, the current one first. */
export function getCommentHistory(commentId: string): Promise<EditVersion[]> {
  return call(() => http.get(`comments/${id(commentId)}/history`).json<EditHistoryResponse>()).then((r) => r.versions);
}

/** PUT /posts/{id}/comments/{commentId}: your comment's new text. */
export function updateComment(postId: string, commentId: string, content: string): Promise<Comment> {
  const url = `posts/${id(postId)}/comments/${id(commentId)}`;
  return call(() => http.put(url, { json: { content } }).json<CommentResponse>()).then((r) => r.comment);
}
