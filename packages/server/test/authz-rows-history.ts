import type { Row } from './authz-rows';

const readers = 'whoever may see the post reads its versions, as its text (docs/API.md "Edit history")';

/** docs/API.md "Edit history": editing a comment and reading the versions of a post or a comment. */
export const historyRows: Record<string, Row> = {
  'PUT /api/posts/{id}/comments/{commentId}': {
    access: 'user',
    call: (w) => ({ params: { id: w.myPostId, commentId: w.myOwnComment }, body: { content: 'edited' } }),
    other: (w) => ({ params: { id: w.myPostId, commentId: w.myOwnComment }, body: { content: 'x' }, expect: [403] }),
    nonMember: (w) => ({
      params: { id: w.myCliquePostId, commentId: w.cliqueCommentId },
      body: { content: 'x' },
      expect: [404],
    }),
  },
  'GET /api/posts/{id}/history': {
    access: 'user',
    call: (w) => ({ params: { id: w.myPostId } }),
    other: readers,
    nonMember: (w) => ({ params: { id: w.myCliquePostId }, expect: [404] }),
  },
  'GET /api/comments/{id}/history': {
    access: 'user',
    call: (w) => ({ params: { id: w.myOwnComment } }),
    other: readers,
    nonMember: (w) => ({ params: { id: w.cliqueCommentId }, expect: [404] }),
  },
};
