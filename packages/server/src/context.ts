import type { RevocationCheck } from './features/identity/revocation';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from './platform/config/config';
import type { Database } from './platform/database/database';
import type { SigningKey } from './features/identity/keys';
import type { JobQueue } from './platform/jobs/runner';
import type { Mailer } from './platform/mail/mailer';
import type { PushSender } from './features/push/push-sender';
import type { Bundle } from './features/deploy/contracts';
import type { ReleaseStore } from './features/deploy/release-store';
import type { CallerIdentifier, TokenVerifier } from './platform/http/auth.plugin';
import type { WriteLimiter } from './platform/write-limits/write-limiter';
import type { Federation } from '@fedify/fedify';

/** What route plugins and services are given: built once at start, passed down explicitly. */
export interface AppContext {
  config: Config;
  db: Database;
  /** The built-in identity endpoint's key (present even when Amazon Cognito signs the tokens). */
  signingKey: SigningKey;
  /** Issuer of the built-in identity endpoint's tokens. */
  identityIssuer: string;
  verifyIdToken: TokenVerifier;
  /** Which sign-ins were revoked (the built-in identity's): asked by the verifier, told of revocations made here. */
  revocations: RevocationCheck;
  /** Who sent a token, accepting one up to 30 days expired: for canary cohorts only, never to authorise. */
  identifyCaller: CallerIdentifier;
  /** Published remote releases (DATA_DIR/releases, or the bucket in S3 mode). */
  releaseStore: ReleaseStore;
  /** The bundled builds' contracts and the host manifest, read once at start. */
  bundle: Bundle;
  /** The one mail transport (SMTP, or the dev mailbox outside production): identity codes, contact messages. */
  mailer: Mailer;
  /** Background jobs on the database (media release, feed-head sweep, ANALYZE, mail); the server starts the worker. */
  jobs: JobQueue;
  /** Per-account write limits counted in the database (routes take them with `config.writeLimit`). */
  writeLimiter: WriteLimiter;
  /** Web push to users with no socket open (VAPID keys kept in the database). */
  push: PushSender;
  /** ActivityPub with other servers, set at start when FEDERATION is on (features/federation). */
  federation?: Federation<AppContext>;
}

/** Issuer URL of the built-in identity endpoint, as docs/IDENTITY.md describes. */
export function builtInIssuer(config: Config): string {
  return `${config.publicOrigin}/identity/${config.identityPoolId}`;
}

/** What every route plugin is given: the one context, from which it takes the services it calls. */
export interface RouteOptions {
  context: AppContext;
}

/** A route plugin: requests typed by their TypeBox schemas (no casts), dependencies from the context. */
export type RoutePlugin<Extra = unknown> = FastifyPluginAsyncTypebox<RouteOptions & Extra>;
