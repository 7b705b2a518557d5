import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context';
import { createMetrics } from './metrics';
import { registerTracing } from './otel';
import { ErrorRate } from './error-rate';
import { readyRoute, type Readiness } from './ready';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the balancer should send this instance traffic (false once shutdown begins). */
    readiness: Readiness;
  }
}

/** Whether a request carries the metrics bearer token (compared in constant time). */
function hasToken(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * What running many instances needs: the jobs stopped when the app closes, traces
 * (opt-in), Prometheus metrics at /metrics (open in development; elsewhere only with
 * METRICS_TOKEN as a bearer token, and 404 without one configured) and the readiness probe.
 * Registered before the routes, so its hooks see every request.
 */
export const operationsPlugin = fp<{ context: AppContext }>(
  async (app: FastifyInstance, { context }) => {
    const { config } = context;
    app.addHook('onClose', async () => context.jobs.stop());
    if (config.otelEndpoint) await registerTracing(app, config.otelEndpoint);
    app.decorate('readiness', { accepting: true });
    const registry = createMetrics(app, { db: context.db, jobs: context.jobs, realtime: () => app.realtime });
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (config.env !== 'development' && !(config.metricsToken && hasToken(request, config.metricsToken))) {
        return reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
    // Every answer of the instance counts towards its error rate, which readiness reads.
    const errorRate = new ErrorRate();
    app.addHook('onResponse', async (_request, reply) => errorRate.record(reply.statusCode));
    await app.register(readyRoute, { context, readiness: app.readiness, errorRate });
  },
  { name: 'cliques-operations' },
);
