import { CliqueRequestCountResponse, errorResponses } from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { countModeratedRequests } from './clique-request-counts.repository';

/** The host's badge, polled while no socket is open: pending join requests in the cliques you moderate. */
export const cliqueRequestCountRoutes: RoutePlugin = async (app, { context }) => {
  app.get(
    '/cliques/requests/count',
    {
      schema: {
        tags: ['cliques'],
        summary: 'Pending join requests in the cliques you moderate',
        operationId: 'countCliqueRequests',
        response: { 200: CliqueRequestCountResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ count: await countModeratedRequests(context.db, callerOf(request).userId) }),
  );
};
