import {
  HashtagSearchQuery,
  HashtagSearchResponse,
  TrendingQuery,
  TrendingResponse,
  errorResponses,
} from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { HashtagsService } from './hashtags.service';
import { postsServiceFor } from '../posts';

const errors = errorResponses(400, 401);
const tags = ['hashtags'];

/** Hashtag search and trending (API.md Hashtags and mentions). */
export const hashtagRoutes: RoutePlugin = async (app, { context }) => {
  const hashtags = new HashtagsService(context.db, await postsServiceFor(context));

  app.get(
    '/hashtags/search',
    {
      schema: {
        tags,
        summary: 'Posts with a hashtag',
        operationId: 'searchHashtag',
        querystring: HashtagSearchQuery,
        response: { 200: HashtagSearchResponse, ...errors },
      },
    },
    async (request) => {
      const { hashtag, limit, nextToken } = request.query;
      return hashtags.search(callerOf(request).userId, hashtag, { limit, nextToken });
    },
  );

  app.get(
    '/hashtags/trending',
    {
      schema: {
        tags,
        summary: 'The hashtags used most',
        operationId: 'listTrendingHashtags',
        querystring: TrendingQuery,
        response: { 200: TrendingResponse, ...errors },
      },
    },
    async (request) => {
      const { period, limit } = request.query;
      return hashtags.trending(callerOf(request).userId, period, limit);
    },
  );
};
