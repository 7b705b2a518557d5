import { CommentParams, CommentResponse, UpdateCommentBody, errorResponses } from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { editComment } from './comment-edits.service';

/** Editing your own comment (API.md "Edit history"). */
export const commentEditRoutes: RoutePlugin = async (app, { context }) => {
  app.put(
    '/posts/:id/comments/:commentId',
    {
      config: { writeLimit: 'edits' },
      schema: {
        tags: ['comments'],
        summary: 'Edit your comment',
        operationId: 'updateComment',
        params: CommentParams,
        body: UpdateCommentBody,
        response: { 200: CommentResponse, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const { id, commentId } = request.params;
      const { userId } = callerOf(request);
      return { comment: await editComment(context.db, userId, id, commentId, request.body.content) };
    },
  );
};
