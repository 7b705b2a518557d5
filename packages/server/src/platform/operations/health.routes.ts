import { Type } from '@sinclair/typebox';
import type { RoutePlugin } from '../../context';
import { pingDatabase } from '../database/ping.repository';

/** GET /api/health: 200 when the database answers, else 503. */
export const healthRoutes: RoutePlugin = async (app, { context }) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness: whether the server reaches its database',
        operationId: 'getHealth',
        response: {
          200: Type.Object({ status: Type.Literal('ok') }),
          503: Type.Object({ status: Type.Literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(context.db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check failed');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
