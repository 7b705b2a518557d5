/** What other features may use of comments: the one way in (the linter refuses imports of its other files). */
export { findCommentOwner, removeComment } from './comments.repository';
export { newComment } from './comments.service';
export { CommentsService } from './comments.service';
export { editComment } from './comment-edits.service';
