import net from 'node:net';
import path from 'node:path';

/**
 * The project's root (where the built apps are), found from this file whether it runs bundled
 * (packages/server/dist) or from its source (packages/server/src/platform/config, in tests).
 */
function projectRoot(): string {
  const server = __dirname.slice(0, __dirname.lastIndexOf(`${path.sep}packages${path.sep}server`));
  return server || path.join(__dirname, '../../..');
}

/** Where each remote's manifest lives; the browser learns these from /config.json. */
export const remoteNames = ['mfe_auth', 'mfe_feed', 'mfe_chat', 'mfe_social', 'mfe_legal'] as const;
export type RemoteName = (typeof remoteNames)[number];

export interface CognitoConfig {
  region: string;
  userPoolId: string;
  clientId: string;
}

/** The whole server configuration, read and validated once at start. */
export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** The origin users open, e.g. http://localhost:8080; used for identity issuer URLs and CORS. */
  publicOrigin: string;
  dataDir: string;
  /** PostgreSQL URL; undefined means PGlite in dataDir. */
  databaseUrl?: string;
  redisUrl?: string;
  logLevel: string;
  /** Built apps: host at /, remotes at /remotes/<dir>/. */
  appsDir: string;
  remotes: Record<RemoteName, string>;
  /** Origins the CSP and CORS allow besides our own (remotes deployed elsewhere). */
  remoteOrigins: string[];
  /** Lets a browser point one remote at a localhost dev server (never in production). */
  allowRemoteOverrides: boolean;
  /** The dev-server origins an override may use (REMOTE_OVERRIDE_ORIGINS); the CSP allows exactly these when overrides are on. */
  remoteOverrideOrigins: string[];
  /** Usernames that may use the deploy API (ADMIN_USERS). */
  adminUsers: string[];
  /** CI's bearer secret for the deploy API (DEPLOY_TOKEN); unset means no token is accepted. */
  deployToken?: string;
  /** Real Amazon Cognito instead of the built-in identity endpoint. */
  cognito?: CognitoConfig;
  /** Built-in identity endpoint's pool (region_poolName) and client id. */
  identityPoolId: string;
  identityClientId: string;
  smtpUrl?: string;
  mailFrom: string;
  contactTo: string;
  /** Secret for media URL signatures; generated and kept in dataDir when not set. */
  mediaSecret?: string;
  /** Fastify's trustProxy (TRUST_PROXY): false, true, or the balancers' addresses and CIDR ranges. */
  trustProxy: boolean | string[];
  /** Bearer token for GET /metrics (METRICS_TOKEN); outside development /metrics answers 404 without one. */
  metricsToken?: string;
  /** OTLP/HTTP collector (OTEL_EXPORTER_OTLP_ENDPOINT): traces are exported only when set. */
  otelEndpoint?: string;
  /** Seconds before media of deleted posts and erased accounts leaves storage (MEDIA_RELEASE_GRACE_SECONDS). */
  mediaReleaseGraceSeconds: number;
  /**
   * What release retention keeps besides what is live, a canary or a rollback's target: each
   * remote's newest releases (RELEASE_KEEP_NEWEST, 1–1000, default 10) and those served within
   * RELEASE_KEEP_FETCHED_SECONDS (default 7 days).
   */
  releaseRetention: { keepNewest: number; keepFetchedSeconds: number };
  /** Longest a SIGTERM shutdown waits for in-flight requests before exiting (SHUTDOWN_TIMEOUT_SECONDS). */
  shutdownTimeoutSeconds: number;
  /** Lets push subscriptions point at loopback and private addresses (PUSH_ALLOW_PRIVATE_ENDPOINTS; never in production). */
  pushAllowPrivateEndpoints: boolean;
  /** Host names whose link previews may be fetched from non-public addresses (LINK_PREVIEW_ALLOW_HOSTS; never in production). */
  linkPreviewAllowHosts: string[];
  /** Media and releases in an S3-compatible bucket instead of dataDir (S3_*; credentials from the SDK's chain). */
  s3?: S3Config;
  /** Per-account write limits (WRITE_LIMITS, default on; off only outside production, for bulk tests and benchmarks). */
  writeLimits: boolean;
  /** Longest a search statement runs before it answers 503 `search_timeout` (SEARCH_TIMEOUT_MS, 1–60000, default 1000). */
  searchTimeoutMs: number;
  /**
   * ActivityPub with other servers (FEDERATION=on, which needs PUBLIC_ORIGIN set): off, no
   * federation route answers. `allowPrivateAddress` lets it reach loopback and private addresses
   * (outside production only: two servers on one machine).
   */
  federation: { enabled: boolean; allowPrivateAddress: boolean };
}

/** The bucket of S3 mode: S3_BUCKET, S3_REGION (default us-east-1), S3_ENDPOINT, S3_FORCE_PATH_STYLE. */
export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible service's URL (MinIO, s3rver); unset means AWS. */
  endpoint?: string;
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name. */
  forcePathStyle: boolean;
}

type Env = Record<string, string | undefined>;

/** The remotes' dev servers (ports 3001–3005), where a developer may point one remote. */
const defaultOverrideOrigins = [3001, 3002, 3003, 3004, 3005].map((port) => `http://localhost:${port}`);

/** Reads the configuration from the environment; throws one error listing every problem. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnv))
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    problems.push(`PORT must be a port number (got "${env.PORT}")`);
  const publicOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, '');
  if (!isUrl(publicOrigin)) problems.push(`PUBLIC_ORIGIN must be a URL (got "${env.PUBLIC_ORIGIN}")`);
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL'] as const) {
    if (env[key] && !isUrl(env[key])) problems.push(`${key} must be a URL`);
  }
  if (nodeEnv === 'production' && !env.SMTP_URL)
    problems.push(
      'SMTP_URL must be set in production: without it no sign-up, password-reset or email-change code can reach anyone',
    );
  const remotes = {} as Record<RemoteName, string>;
  const remoteOrigins = new Set<string>();
  for (const name of remoteNames) {
    const key = `REMOTE_${name.toUpperCase()}_URL`;
    const value = env[key];
    if (value) {
      if (!isUrl(value)) problems.push(`${key} must be the URL of the remote's mf-manifest.json`);
      else remoteOrigins.add(new URL(value).origin);
    }
    remotes[name] = value ?? `/remotes/${name.replace('_', '-')}/mf-manifest.json`;
  }
  for (const origin of parseOrigins(env.REMOTE_ORIGINS, 'REMOTE_ORIGINS', problems)) remoteOrigins.add(origin);
  const remoteOverrideOrigins =
    env.REMOTE_OVERRIDE_ORIGINS === undefined
      ? defaultOverrideOrigins
      : parseOrigins(env.REMOTE_OVERRIDE_ORIGINS, 'REMOTE_OVERRIDE_ORIGINS', problems);
  const adminUsers = (env.ADMIN_USERS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of adminUsers)
    if (!/^[\w.@+-]{1,128}$/.test(name)) problems.push(`ADMIN_USERS must be comma-separated usernames (got "${name}")`);
  const deployToken = env.DEPLOY_TOKEN || undefined;
  if (deployToken !== undefined && (deployToken.length < 16 || /\s/.test(deployToken)))
    problems.push('DEPLOY_TOKEN must be at least 16 characters without spaces');
  const cognitoKeys = ['COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID'] as const;
  const cognitoSet = cognitoKeys.filter((k) => env[k]);
  let cognito: CognitoConfig | undefined;
  if (cognitoSet.length === 1) problems.push('COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID must be set together');
  if (cognitoSet.length === 2) {
    const userPoolId = env.COGNITO_USER_POOL_ID as string;
    const region = env.AWS_REGION ?? userPoolId.split('_')[0] ?? '';
    if (!/^[a-z]{2}-[a-z]+-\d_[A-Za-z0-9]+$/.test(userPoolId))
      problems.push('COGNITO_USER_POOL_ID must look like <region>_<id>');
    cognito = { region, userPoolId, clientId: env.COGNITO_CLIENT_ID as string };
  }
  const identityPoolId = env.IDENTITY_POOL_ID ?? 'local-1_cliques';
  if (!/^[a-z0-9-]+_[A-Za-z0-9]+$/.test(identityPoolId))
    problems.push('IDENTITY_POOL_ID must look like <region>_<poolName>');
  const allowRemoteOverrides = parseBool(
    env.ALLOW_REMOTE_OVERRIDES,
    nodeEnv !== 'production',
    'ALLOW_REMOTE_OVERRIDES',
    problems,
  );
  if (nodeEnv === 'production' && allowRemoteOverrides)
    problems.push('ALLOW_REMOTE_OVERRIDES cannot be on in production');
  let s3: Config['s3'];
  if (env.S3_ENDPOINT && !(isUrl(env.S3_ENDPOINT) && /^https?:$/.test(new URL(env.S3_ENDPOINT).protocol)))
    problems.push('S3_ENDPOINT must be an http(s) URL');
  if (env.S3_BUCKET && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.S3_BUCKET))
    problems.push('S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)');
  const forcePathStyle = parseBool(env.S3_FORCE_PATH_STYLE, false, 'S3_FORCE_PATH_STYLE', problems);
  if (env.S3_BUCKET)
    s3 = {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT?.replace(/\/$/, '') || undefined,
      forcePathStyle,
    };
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && (metricsToken.length < 16 || /\s/.test(metricsToken)))
    problems.push('METRICS_TOKEN must be at least 16 characters without spaces');
  const otelEndpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined;
  if (otelEndpoint !== undefined && !(isUrl(otelEndpoint) && /^https?:$/.test(new URL(otelEndpoint).protocol)))
    problems.push('OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL');
  const mediaReleaseGraceSeconds = parseSeconds(
    env.MEDIA_RELEASE_GRACE_SECONDS,
    86_400,
    'MEDIA_RELEASE_GRACE_SECONDS',
    problems,
  );
  const keepNewest = Number(env.RELEASE_KEEP_NEWEST || 10);
  if (!(Number.isInteger(keepNewest) && keepNewest >= 1 && keepNewest <= 1000))
    problems.push(`RELEASE_KEEP_NEWEST must be a whole number from 1 to 1000 (got "${env.RELEASE_KEEP_NEWEST}")`);
  const keepFetchedSeconds = parseSeconds(
    env.RELEASE_KEEP_FETCHED_SECONDS,
    7 * 86_400,
    'RELEASE_KEEP_FETCHED_SECONDS',
    problems,
  );
  const shutdownTimeoutSeconds = parseSeconds(env.SHUTDOWN_TIMEOUT_SECONDS, 10, 'SHUTDOWN_TIMEOUT_SECONDS', problems);
  const writeLimits = parseBool(env.WRITE_LIMITS, true, 'WRITE_LIMITS', problems);
  if (nodeEnv === 'production' && !writeLimits) problems.push('WRITE_LIMITS cannot be off in production');
  const pushAllowPrivateEndpoints = parseBool(
    env.PUSH_ALLOW_PRIVATE_ENDPOINTS,
    nodeEnv !== 'production',
    'PUSH_ALLOW_PRIVATE_ENDPOINTS',
    problems,
  );
  if (nodeEnv === 'production' && pushAllowPrivateEndpoints)
    problems.push('PUSH_ALLOW_PRIVATE_ENDPOINTS cannot be on in production');
  const linkPreviewAllowHosts = (env.LINK_PREVIEW_ALLOW_HOSTS ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (nodeEnv === 'production' && linkPreviewAllowHosts.length > 0)
    problems.push('LINK_PREVIEW_ALLOW_HOSTS cannot be set in production');
  const searchTimeoutMs = Number(env.SEARCH_TIMEOUT_MS || 1000);
  if (!(Number.isInteger(searchTimeoutMs) && searchTimeoutMs >= 1 && searchTimeoutMs <= 60_000))
    problems.push(`SEARCH_TIMEOUT_MS must be a whole number from 1 to 60000 (got "${env.SEARCH_TIMEOUT_MS}")`);
  const federation = {
    enabled: parseBool(env.FEDERATION, false, 'FEDERATION', problems),
    allowPrivateAddress: nodeEnv !== 'production',
  };
  if (federation.enabled && !env.PUBLIC_ORIGIN)
    problems.push('FEDERATION=on needs PUBLIC_ORIGIN: other servers address this one by it');
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    federation,
    searchTimeoutMs,
    env: nodeEnv as Config['env'],
    host: env.HOST ?? '0.0.0.0',
    port,
    publicOrigin,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    appsDir: path.resolve(env.APPS_DIR ?? projectRoot()),
    remotes,
    remoteOrigins: [...remoteOrigins],
    allowRemoteOverrides,
    remoteOverrideOrigins,
    adminUsers,
    deployToken,
    cognito,
    identityPoolId,
    identityClientId: env.IDENTITY_CLIENT_ID ?? 'cliques-web',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Cliques <no-reply@cliques.local>',
    contactTo: env.CONTACT_TO ?? 'team@cliques.local',
    mediaSecret: env.MEDIA_SECRET,
    trustProxy,
    metricsToken,
    otelEndpoint,
    pushAllowPrivateEndpoints,
    linkPreviewAllowHosts,
    mediaReleaseGraceSeconds,
    releaseRetention: { keepNewest, keepFetchedSeconds },
    shutdownTimeoutSeconds,
    s3,
    writeLimits,
  };
}

/** Thrown when the configuration is invalid; the message lists every problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** A comma-separated list of http(s) URLs, each reduced to its origin. */
function parseOrigins(value: string | undefined, key: string, problems: string[]): string[] {
  const origins: string[] = [];
  for (const item of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (isUrl(item) && /^https?:$/.test(new URL(item).protocol)) origins.push(new URL(item).origin);
    else problems.push(`${key} must be comma-separated http(s) origins (got "${item}")`);
  }
  return origins;
}

/** TRUST_PROXY: true/false, or comma-separated IP addresses and CIDR ranges of the balancers. */
function parseTrustProxy(value: string | undefined, problems: string[]): boolean | string[] {
  const text = (value ?? '').trim();
  if (text === '' || ['0', 'false', 'no', 'off'].includes(text)) return false;
  if (['true', 'yes', 'on'].includes(text)) return true;
  const entries = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const valid = entries.every((entry) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = net.isIP(address);
    if (family === 0 || rest.length > 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
  if (entries.length > 0 && valid) return entries;
  problems.push(`TRUST_PROXY must be true, false or comma-separated IP addresses/CIDR ranges (got "${text}")`);
  return false;
}

/** A whole number of seconds, zero or more. */
function parseSeconds(value: string | undefined, fallback: number, key: string, problems: string[]): number {
  if (value === undefined || value === '') return fallback;
  if (/^\d{1,9}$/.test(value)) return Number(value);
  problems.push(`${key} must be a whole number of seconds (got "${value}")`);
  return fallback;
}

function parseBool(value: string | undefined, fallback: boolean, key: string, problems: string[]): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  problems.push(`${key} must be true or false`);
  return fallback;
}
