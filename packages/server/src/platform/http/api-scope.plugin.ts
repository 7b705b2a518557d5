import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound, message } from './errors';

/**
 * What every /api answer shares (docs/API.md, "Hardening"): `Cache-Control: no-store` unless the
 * route chose its own (answers are per person, and a shared cache or the browser's back button must
 * not keep them), and a JSON 404 for any path no route claims, whatever the method — without it the
 * app's catch-all page answered unknown GETs with the host's HTML.
 */
export const apiScope = fp(async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
  const unknownPath = async (request: FastifyRequest) => {
    throw notFound(
      message('No route for {method} {path}', { method: request.method, path: request.url.split('?')[0] ?? '' }),
    );
  };
  // `/*` does not match `/api` itself.
  for (const path of ['/', '/*']) app.all(path, { config: { public: true }, schema: { hide: true } }, unknownPath);
});
