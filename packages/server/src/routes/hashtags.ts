import type { FastifyInstance } from 'fastify';
import {
  ErrorBody,
  HashtagSearchQuery,
  HashtagSearchResponse,
  TrendingQuery,
  TrendingResponse,
} from '@cliques/contracts';
import { callerOf } from '../plugins/auth';
import type { HashtagsService } from '../services/hashtags';

const errors = { 400: ErrorBody, 401: ErrorBody };

/** Hashtag search and trending (API.md Hashtags and mentions). */
export async function hashtagRoutes(app: FastifyInstance, { hashtags }: { hashtags: HashtagsService }): Promise<void> {
  app.get(
    '/hashtags/search',
    {
      schema: {
        tags: ['hashtags'],
        querystring: HashtagSearchQuery,
        response: { 200: HashtagSearchResponse, ...errors },
      },
    },
    async (request) => {
      const { hashtag, limit, nextToken } = request.query as HashtagSearchQuery;
      return hashtags.search(callerOf(request).userId, hashtag, { limit, nextToken });
    },
  );

  app.get(
    '/hashtags/trending',
    { schema: { tags: ['hashtags'], querystring: TrendingQuery, response: { 200: TrendingResponse, ...errors } } },
    async (request) => {
      const { period, limit } = request.query as TrendingQuery;
      return hashtags.trending(callerOf(request).userId, period, limit);
    },
  );
}
