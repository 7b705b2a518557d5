import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { withCommitEvents } from './db/commit-events';
import type { Database } from './db/database';
import { builtInIssuer, type AppContext } from './context';
import { loadSigningKey } from './identity/keys';
import { createRevocationCheck } from './identity/revocation';
import { identityRoutes } from './identity/routes';
import { loadBundle } from './deploy/contracts';
import { releaseFileRoutes } from './deploy/release-files';
import { ObjectReleaseStore } from './deploy/object-release-store';
import { FsReleaseStore } from './deploy/release-store';
import { jobMailOutbox } from './jobs/mail';
import { JobQueue } from './jobs/runner';
import { createMailer } from './mail/mailer';
import { PushSender, type PushSenderOptions } from './push/push-sender';
import { operationsPlugin } from './operations/plugin';
import { createCallerIdentifier, createTokenVerifier, type TokenVerifierOptions } from './plugins/auth';
import { frameworkErrors, registerErrorHandler } from './plugins/errors';
import { registerInputBoundary } from './plugins/input-boundary';
import { realtimePlugin } from './realtime/plugin';
import { mediaServiceFor } from './services/media';
import { registerSecurity } from './plugins/security';
import { registerStaticApps } from './plugins/static-apps';
import { apiRoutes } from './routes/api';
import { clientConfigRoute } from './routes/client-config';
import { mediaFileRoutes } from './routes/media-files';
import { bucketStore } from './storage/s3-object-store';
import { WriteLimiter } from './write-limits/write-limiter';

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
    identifyCaller: createCallerIdentifier(tokenOptions),
    releaseStore,
    bundle: loadBundle(config.appsDir),
    mailer: createMailer(config, app.log, jobMailOutbox(jobs)),
    jobs,
    writeLimiter,
    push,
  };

  registerErrorHandler(app);
  await app.register(operationsPlugin, { context });
  await registerSecurity(app, config);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Cliques API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  // The interactive docs are for developers; production serves only the document (docs/API.md, "Hardening").
  if (config.env !== 'production') await app.register(swaggerUi, { routePrefix: '/api/docs' });
  registerInputBoundary(app);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(clientConfigRoute, { context });
  if (!config.cognito) await app.register(identityRoutes, { prefix: '/identity', context, revocations });
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
  if (serveApps) await registerStaticApps(app, config.appsDir);
  return { app, context };
}
