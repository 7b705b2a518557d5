import fp from 'fastify-plugin';
import { ErrorBody } from '@cliques/contracts';
import { callerOf } from '../http/auth.plugin';
import type { WriteKind } from './limits';
import type { WriteLimiter, WriteTicket } from './write-limiter';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The write limit this route counts against (write-limits/limits.ts); the caller must be signed in. */
    writeLimit?: WriteKind;
  }
  interface FastifyRequest {
    /** The write this request counted, given back if the request fails. */
    writeTicket?: WriteTicket | null;
  }
}

/**
 * Write limits for the /api scope: a route with `config.writeLimit` counts the caller's write once
 * its input is valid (429 `rate_limited` with Retry-After at the limit), and gives it back when the
 * answer is an error, so a refused request changes nothing.
 */
export const writeLimitsPlugin = fp<{ limiter: WriteLimiter }>(async (app, { limiter }) => {
  app.decorateRequest('writeTicket', null);
  // The OpenAPI document names the 429 of every limited route.
  app.addHook('onRoute', (route) => {
    if (route.config?.writeLimit && route.schema)
      route.schema.response = { ...(route.schema.response as object), 429: ErrorBody };
  });
  app.addHook('preHandler', async (request) => {
    const kind = request.routeOptions.config?.writeLimit;
    if (kind) request.writeTicket = await limiter.take(callerOf(request).userId, kind);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.writeTicket && reply.statusCode >= 400) {
      await limiter.giveBack(request.writeTicket);
      request.writeTicket = null;
    }
    return payload;
  });
});
