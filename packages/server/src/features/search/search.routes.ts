import { SearchQuery, SearchResponse, errorResponses } from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { postsServiceFor } from '../posts';
import { postgresSearch } from './postgres-search';
import { SearchService } from './search.service';

/** GET /search: posts, people, cliques and hashtags the caller may see (docs/API.md "Search"). */
export const searchRoutes: RoutePlugin = async (app, { context }) => {
  const posts = await postsServiceFor(context);
  const search = new SearchService(
    context.db,
    postgresSearch(context.db, context.config.searchTimeoutMs),
    posts.embedUrl,
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search posts, people, cliques and hashtags',
        operationId: 'search',
        querystring: SearchQuery,
        response: { 200: SearchResponse, ...errorResponses(400, 401, 503) },
      },
    },
    async (request) => search.search(callerOf(request).userId, request.query),
  );
};
