import { EditHistoryResponse, IdParams, errorResponses } from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { postsServiceFor } from '../posts';
import { HistoryService } from './history.service';

const errors = errorResponses(400, 401, 404);
const tags = ['history'];

/** The edit histories of posts and comments (API.md "Edit history"). */
export const historyRoutes: RoutePlugin = async (app, { context }) => {
  const posts = await postsServiceFor(context);
  const history = new HistoryService(context.db, posts.embedUrl, new Set(context.config.adminUsers));

  app.get(
    '/posts/:id/history',
    {
      schema: {
        tags,
        summary: "A post's versions, newest first",
        operationId: 'getPostHistory',
        params: IdParams,
        response: { 200: EditHistoryResponse, ...errors },
      },
    },
    async (request) => history.post(callerOf(request), request.params.id),
  );

  app.get(
    '/comments/:id/history',
    {
      schema: {
        tags,
        summary: "A comment's versions, newest first",
        operationId: 'getCommentHistory',
        params: IdParams,
        response: { 200: EditHistoryResponse, ...errors },
      },
    },
    async (request) => history.comment(callerOf(request), request.params.id),
  );
};
