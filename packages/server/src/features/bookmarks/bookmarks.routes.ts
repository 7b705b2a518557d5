import { BookmarkResponse, BookmarksQuery, IdParams, PostPage, errorResponses } from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { postsServiceFor } from '../posts';
import { BookmarksService } from './bookmarks.service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['bookmarks'];

/** Bookmarks of posts, private to the caller (docs/API.md Bookmarks). */
export const bookmarkRoutes: RoutePlugin = async (app, { context }) => {
  const bookmarks = new BookmarksService(context.db, await postsServiceFor(context));

  app.put(
    '/posts/:id/bookmark',
    {
      schema: {
        tags,
        summary: 'Bookmark a post',
        operationId: 'bookmarkPost',
        params: IdParams,
        response: { 200: BookmarkResponse, ...errors },
      },
    },
    async (request) => bookmarks.bookmark(callerOf(request).userId, request.params.id),
  );

  app.delete(
    '/posts/:id/bookmark',
    {
      schema: {
        tags,
        summary: 'Take a post out of your bookmarks',
        operationId: 'unbookmarkPost',
        params: IdParams,
        response: { 200: BookmarkResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => bookmarks.unbookmark(callerOf(request).userId, request.params.id),
  );

  app.get(
    '/bookmarks',
    {
      schema: {
        tags,
        summary: 'Your bookmarks, newest first',
        operationId: 'listBookmarks',
        querystring: BookmarksQuery,
        response: { 200: PostPage, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { limit, nextToken } = request.query;
      return bookmarks.list(callerOf(request).userId, { limit, nextToken });
    },
  );
};
