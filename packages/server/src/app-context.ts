import type { FastifyBaseLogger } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { builtInIssuer, type AppContext } from './context';
import { loadBundle } from './features/deploy/contracts';
import { ObjectReleaseStore } from './features/deploy/object-release-store';
import { FsReleaseStore } from './features/deploy/release-store';
import { loadSigningKey } from './features/identity/keys';
import { createRevocationCheck } from './features/identity/revocation';
import { defineJobs } from './features/jobs';
import { PushSender, type PushSenderOptions } from './features/push/push-sender';
import type { Config } from './platform/config/config';
import type { Database } from './platform/database/database';
import { createCallerIdentifier, createTokenVerifier, type TokenVerifierOptions } from './platform/http/auth.plugin';
import { JobQueue } from './platform/jobs/runner';
import { jobMailOutbox } from './platform/mail/mail.job';
import { createMailer } from './platform/mail/mailer';
import { bucketStore } from './platform/storage/s3-object-store';
import { WriteLimiter } from './platform/write-limits/write-limiter';

/** The server's log: its level, and secrets never written (the app's and the delivery thread's). */
export function loggerOptions(config: Config) {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
  };
}

export interface ContextOptions {
  config: Config;
  /** The database, its transactions announcing their commit events (`withCommitEvents`). */
  db: Database;
  log: FastifyBaseLogger;
  /** TLS settings of the connections to push services (tests trust their local push endpoint). */
  pushTls?: PushSenderOptions['tls'];
  /** Job workers per lane (default: runner.ts `defaultLanes`). */
  lanes?: Record<string, number>;
}

/**
 * The server's services, without HTTP: keys, token checks, stores, mail, push, and the job queue
 * with every feature's jobs defined. The app is built on it (app.ts); the delivery thread runs its
 * jobs on one of its own (features/federation/delivery-thread.ts).
 */
export async function buildContext({ config, db, log, pushTls, lanes }: ContextOptions): Promise<AppContext> {
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
  const jobs = new JobQueue(db, log, lanes ? { lanes } : {});
  const writeLimiter = new WriteLimiter(db, config.writeLimits);
  const push = await PushSender.start(
    db,
    {
      subject: config.publicOrigin.startsWith('https:') ? config.publicOrigin : `mailto:${config.contactTo}`,
      allowPrivateEndpoints: config.pushAllowPrivateEndpoints,
      tls: pushTls,
    },
    log,
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
    mailer: createMailer(config, { log, outbox: jobMailOutbox(jobs), db }),
    jobs,
    writeLimiter,
    push,
  };
  // Every feature's background job, before the operations plugin starts the workers.
  defineJobs(jobs, context);
  return context;
}
