import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './platform/config/config';
import { withCommitEvents } from './platform/database/commit-events';
import type { Database } from './platform/database/database';
import { builtInIssuer, type AppContext } from './context';
import { loadSigningKey } from './features/identity/keys';
import { createRevocationCheck } from './features/identity/revocation';
import { eraseAccount } from './features/account/erase';
import { defineJobs } from './features/jobs';
import { mountFederation } from './features/federation';
import { identityRoutes } from './features/identity/identity.routes';
import { loadBundle } from './features/deploy/contracts';
import { createHostPages } from './features/deploy/host-pages';
import { releaseFileRoutes } from './features/deploy/release-files';
import { ObjectReleaseStore } from './features/deploy/object-release-store';
import { FsReleaseStore } from './features/deploy/release-store';
import { jobMailOutbox } from './platform/mail/mail.job';
import { JobQueue } from './platform/jobs/runner';
import { createMailer } from './platform/mail/mailer';
import { PushSender, type PushSenderOptions } from './features/push/push-sender';
import { operationsPlugin } from './platform/operations/plugin';
import { createCallerIdentifier, createTokenVerifier, type TokenVerifierOptions } from './platform/http/auth.plugin';
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
import { bucketStore } from './platform/storage/s3-object-store';
import { WriteLimiter } from './platform/write-limits/write-limiter';

export interface BuildOptions {
  config: Config;
  db: Database;
  /** Serve the built apps (off in API tests). */
  serveApps?: boolean;
  /** TLS settings of the connections to push services (tests trust their local push endpoint). */
  pushTls?: PushSenderOptions['tls'];
}

/** Builds the whole server: external plugins, then app plugins, then routes. `server.ts` only starts it. */
export async function buildApp({
  config,
  db: database,
  serveApps = true,
  pushTls,
}: BuildOptions): Promise<{ app: FastifyInstance; context: AppContext }> {
  // Every transaction's live events (a notification, changed counts) go out once it commits.
  const { db, events } = withCommitEvents(database);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    },
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'].slice(0, 64) : randomUUID(),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false } },
  });
  const signingKey = await loadSigningKey(db);
  const identityIssuer = builtInIssuer(config);
  const revocations = createRevocationCheck(db);
  const tokenOptions: TokenVerifierOptions = config.cognito
    ? {
        issuer: `https://cognito-idp.${config.cognito.region}.amazonaws.com/${config.cognito.userPoolId}`,
        clientId: config.cognito.clientId,
        jwks: new URL(
          `https://cognito-idp.${config.cognito.region}.amazonaws.com/${config.cognito.userPoolId}/.well-known/jwks.json`,
        ),
      }
    : {
        issuer: identityIssuer,
        clientId: config.identityClientId,
        jwks: { keys: [signingKey.publicJwk] },
        isRevoked: revocations.isRevoked,
      };
  const verifyIdToken = createTokenVerifier(tokenOptions);
  const releaseStore = config.s3
    ? new ObjectReleaseStore(bucketStore(config.s3))
    : new FsReleaseStore(path.join(config.dataDir, 'releases'));
  if (releaseStore instanceof FsReleaseStore) await fs.promises.mkdir(releaseStore.root, { recursive: true });
  const jobs = new JobQueue(db, app.log);
  const writeLimiter = new WriteLimiter(db, config.writeLimits);
  const push = await PushSender.start(
    db,
    {
      subject: config.publicOrigin.startsWith('https:') ? config.publicOrigin : `mailto:${config.contactTo}`,
      allowPrivateEndpoints: config.pushAllowPrivateEndpoints,
      tls: pushTls,
    },
    app.log,
  );
  const context: AppContext = {
    config,
    db,
    signingKey,
    identityIssuer,
    verifyIdToken,
    revocations,
    identifyCaller: createCallerIdentifier(tokenOptions),
    releaseStore,
    bundle: loadBundle(config.appsDir),
    mailer: createMailer(config, { log: app.log, outbox: jobMailOutbox(jobs), db }),
    jobs,
    writeLimiter,
    push,
  };
  // Every feature's background job, before the operations plugin starts the workers.
  defineJobs(jobs, context);
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
      revocations,
      eraseAccount: (sub) => eraseAccount(context, sub),
    });
  await app.register(realtimePlugin, {
    config,
    db,
    writeLimiter,
    revokedAmong: revocations.revokedAmong,
    confirmUploads: async (keys) => (await mediaServiceFor(context)).confirmUploads(keys),
    events,
    offline: push,
  });
  await app.register((api) => apiRoutes(api, context), { prefix: '/api' });
  await app.register(mediaFileRoutes, { context });
  await app.register(releaseFileRoutes, { context });
  if (serveApps) await registerStaticApps(app, config.appsDir, createHostPages({ config, db, store: releaseStore }));
  return { app, context };
}
