import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { randomUUID } from 'node:crypto';
import type { Config } from './platform/config/config';
import { withCommitEvents, type CommitEvents } from './platform/database/commit-events';
import type { Database } from './platform/database/database';
import type { AppContext } from './context';
import { buildContext, loggerOptions, type ContextOptions } from './app-context';
import { eraseAccount } from './features/account/erase';
import { mountFederation } from './features/federation';
import { identityRoutes } from './features/identity/identity.routes';
import { createHostPages } from './features/deploy/host-pages';
import { releaseFileRoutes } from './features/deploy/release-files';
import type { PushSenderOptions } from './features/push/push-sender';
import { operationsPlugin } from './platform/operations/plugin';
import { frameworkErrors, registerErrorHandler } from './platform/http/errors.plugin';
import { registerInputBoundary } from './platform/http/input-boundary.plugin';
import { realtimePlugin } from './features/realtime/plugin';
import { mediaServiceFor } from './features/media/media.service';
import { registerSecurity } from './platform/http/security.plugin';
import { registerStaticApps } from './platform/http/static-apps.plugin';
import { openapiOptions } from './platform/http/openapi';
import { apiRoutes } from './features';
import { clientConfigRoute } from './features/deploy/client-config.routes';
import { mediaFileRoutes } from './features/media/media-files.routes';

export interface BuildOptions {
  config: Config;
  db: Database;
  /** Serve the built apps (off in API tests). */
  serveApps?: boolean;
  /** TLS settings of the connections to push services (tests trust their local push endpoint). */
  pushTls?: PushSenderOptions['tls'];
  /** Job workers per lane here (default: every lane's `defaultLanes`). */
  lanes?: ContextOptions['lanes'];
}

/** Builds the whole server: external plugins, then app plugins, then routes. `server.ts` only starts it. */
export async function buildApp({
  config,
  db: database,
  serveApps = true,
  pushTls,
  lanes,
}: BuildOptions): Promise<{ app: FastifyInstance; context: AppContext; events: CommitEvents }> {
  // Every transaction's live events (a notification, changed counts) go out once it commits.
  const { db, events } = withCommitEvents(database);
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'].slice(0, 64) : randomUUID(),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false } },
  });
  const context = await buildContext({ config, db, log: app.log, pushTls, lanes });
  // Before any route: Fedify takes its paths' requests raw (FEDERATION=on only).
  await mountFederation(app, context);

  registerErrorHandler(app);
  // First of the plugins with routes, so the document lists every route (the readiness probe included).
  await app.register(swagger, openapiOptions());
  await app.register(operationsPlugin, { context });
  await registerSecurity(app, config);
  // The interactive docs are for developers; production serves only the document (docs/API.md, "Hardening").
  if (config.env !== 'production') await app.register(swaggerUi, { routePrefix: '/api/docs' });
  registerInputBoundary(app);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(clientConfigRoute, { context });
  if (!config.cognito)
    await app.register(identityRoutes, {
      prefix: '/identity',
      context,
      revocations: context.revocations,
      eraseAccount: (sub) => eraseAccount(context, sub),
    });
  await app.register(realtimePlugin, {
    config,
    db,
    writeLimiter: context.writeLimiter,
    revokedAmong: context.revocations.revokedAmong,
    confirmUploads: async (keys) => (await mediaServiceFor(context)).confirmUploads(keys),
    events,
    offline: context.push,
  });
  await app.register((api) => apiRoutes(api, context), { prefix: '/api' });
  await app.register(mediaFileRoutes, { context });
  await app.register(releaseFileRoutes, { context });
  if (serveApps)
    await registerStaticApps(app, config.appsDir, createHostPages({ config, db, store: context.releaseStore }));
  return { app, context, events };
}
