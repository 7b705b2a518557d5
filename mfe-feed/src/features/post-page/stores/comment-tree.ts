import type { Comment } from '@cliques/contracts';

/** A comment with the replies under it that the page holds. */
export interface CommentNode {
  comment: Comment;
  replies: CommentNode[];
}

/**
 * The comments as a tree under `rootId` (null: the post): each top comment with its replies, in the
 * order they came (oldest first at each level). A comment whose parent the page does not hold is
 * left out unless it answers the root.
 */
export function buildTree(comments: Comment[], rootId: string | null): CommentNode[] {
  const nodes = new Map(comments.map((comment) => [comment.commentId, { comment, replies: [] as CommentNode[] }]));
  const tops: CommentNode[] = [];
  for (const node of nodes.values()) {
    const parentId = node.comment.parentCommentId;
    if (parentId === rootId) tops.push(node);
    else if (parentId) nodes.get(parentId)?.replies.push(node);
  }
  return tops;
}

/** Whether a comment has more replies than the page shows under it: "Continue this thread". */
export const hasHiddenReplies = (node: CommentNode): boolean => node.comment.repliesCount > node.replies.length;

/** A comment as it shows once deleted while replies hang under it. */
export const asDeleted = (comment: Comment): Comment => ({
  ...comment,
  deleted: true,
  content: '',
  author: { userId: '', username: '', displayName: '', profilePicture: null },
  likesCount: 0,
  likedByMe: false,
});
