import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import type { Config } from '../config/config';
import { bucketOrigin } from '../storage/s3-client';

/**
 * Compression and security headers. The CSP allows exactly our origin, the configured remote origins
 * (REMOTE_ORIGINS, REMOTE_<NAME>_URL) and, when overrides are on, the same REMOTE_OVERRIDE_ORIGINS
 * that /config.json gives the host, so the two cannot disagree.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const remoteOrigins = [...config.remoteOrigins, ...(config.allowRemoteOverrides ? config.remoteOverrideOrigins : [])];
  const identityOrigins = config.cognito ? [`https://cognito-idp.${config.cognito.region}.amazonaws.com`] : [];
  // S3 mode: images and video load from the bucket (presigned GETs) and uploads PUT to it.
  const mediaOrigins = config.s3 ? [bucketOrigin(config.s3)] : [];
  const wsOrigin = config.publicOrigin.replace(/^http/, 'ws');
  // A dev server's hot-reload socket: Chromium does not let http://host:port cover ws://host:port.
  const devSockets = config.allowRemoteOverrides
    ? config.remoteOverrideOrigins.map((origin) => origin.replace(/^http/, 'ws'))
    : [];
  // helmet's middleware is built once here; @fastify/helmet built it again on every request (its
  // CSP parsing alone was 4 % of the server's CPU under load, bench/feed.ts).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...bundledScriptHashes(path.join(config.appsDir, 'host/dist/index.html')),
          ...remoteOrigins,
        ],
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigins],
        connectSrc: ["'self'", wsOrigin, ...remoteOrigins, ...devSockets, ...identityOrigins, ...mediaOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}

/** CSP hashes of the bundled host page's inline scripts (the pre-paint theme script), read once at start. */
function bundledScriptHashes(indexHtml: string): string[] {
  return fs.existsSync(indexHtml) ? inlineScriptHashes(fs.readFileSync(indexHtml, 'utf8')) : [];
}

/** CSP hashes of a host page's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/** The policy with these script hashes allowed too (a host release's page, whose inline scripts may differ). */
export function withScriptHashes(policy: string, hashes: string[]): string {
  const missing = hashes.filter((hash) => !policy.includes(hash));
  return missing.length === 0 ? policy : policy.replace(/script-src /, `script-src ${missing.join(' ')} `);
}
