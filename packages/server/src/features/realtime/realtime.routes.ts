import { RealtimeTicketResponse, errorResponses } from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { issueTicket } from './tickets';

/** The ticket that opens the socket (`/ws?ticket=`): short-lived and single-use. */
export const realtimeRoutes: RoutePlugin = async (app, { context }) => {
  app.post(
    '/realtime/ticket',
    {
      schema: {
        tags: ['realtime'],
        summary: 'A single-use ticket to open the socket',
        operationId: 'createRealtimeTicket',
        response: { 200: RealtimeTicketResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => issueTicket(context.db, callerOf(request)),
  );
};
