import { DetachQuoteResponse, IdParams, PostPage, QuoteParams, QuotesQuery, errorResponses } from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { postsServiceFor } from './posts.service';
import { QuotesService } from './quotes.service';

const tags = ['posts'];

/** The quotes of a post (docs/API.md Quotes); a quote is made with POST /posts {quotedPostId}. */
export const quoteRoutes: RoutePlugin = async (app, { context }) => {
  const quotes = new QuotesService(context.db, await postsServiceFor(context));

  app.get(
    '/posts/:id/quotes',
    {
      schema: {
        tags,
        summary: 'The quotes of a post that you may see, newest first',
        operationId: 'listQuotes',
        params: IdParams,
        querystring: QuotesQuery,
        response: { 200: PostPage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { limit, nextToken } = request.query;
      return quotes.list(callerOf(request).userId, request.params.id, { limit, nextToken });
    },
  );

  app.delete(
    '/posts/:quotedId/quotes/:quotingId',
    {
      schema: {
        tags,
        summary: 'Detach your post from a quote of it',
        operationId: 'detachQuote',
        params: QuoteParams,
        response: { 200: DetachQuoteResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { quotedId, quotingId } = request.params;
      return quotes.detach(callerOf(request).userId, quotedId, quotingId);
    },
  );
};
