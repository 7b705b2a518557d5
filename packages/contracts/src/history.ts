import { Type, type Static } from '@sinclair/typebox';
import { Timestamp } from './common';
import { postLimits } from './limits';
import { Media } from './posts';

/**
 * One version of a post or a comment. `editedAt`: when an edit wrote this version; null for the
 * original as first posted. A comment's versions have no media, warning or sensitive mark.
 */
export const EditVersion = Type.Object({
  content: Type.String(),
  contentWarning: Type.Union([Type.String(), Type.Null()]),
  sensitive: Type.Boolean(),
  media: Type.Array(Media),
  editedAt: Type.Union([Timestamp, Type.Null()]),
});
export type EditVersion = Static<typeof EditVersion>;

/**
 * GET /posts/{id}/history and GET /comments/{id}/history: every version newest first, the current
 * one first (so a post never edited has one version, with `editedAt` null).
 */
export const EditHistoryResponse = Type.Object({ versions: Type.Array(EditVersion) });
export type EditHistoryResponse = Static<typeof EditHistoryResponse>;

/** PUT /posts/{id}/comments/{commentId} body: the comment's new text, checked as a new comment's. */
export const UpdateCommentBody = Type.Object(
  { content: Type.String({ minLength: 1, maxLength: postLimits.comment }) },
  { additionalProperties: false },
);
export type UpdateCommentBody = Static<typeof UpdateCommentBody>;
