import type { UrlSigner } from '../media';
import { isAppName, type AppName } from './contracts';
import { releaseVersionPattern } from './release-store';

/** What a preview link opens: one release of one app, until `expires` (seconds since the epoch). */
export interface PreviewGrant {
  app: AppName;
  version: string;
  expires: number;
}

/** The longest token accepted; a real one is about 150 characters. */
export const maxPreviewTokenLength = 512;

const keyOf = (grant: PreviewGrant) => `release-preview:${grant.app}/${grant.version}`;

/** `<payload>.<signature>`: the grant as base64url JSON, then its HMAC over the app, version and expiry. */
export function signPreview(signer: UrlSigner, grant: PreviewGrant): string {
  const payload = Buffer.from(JSON.stringify({ app: grant.app, version: grant.version, expires: grant.expires }));
  return `${payload.toString('base64url')}.${signer.sign({ method: 'GET', key: keyOf(grant), expires: grant.expires })}`;
}

/**
 * The grant of a preview token, or why it is refused, in words: not a preview token, a signature
 * that does not match (tampered, or signed by another server), or expired. Never throws.
 */
export function readPreview(
  signer: UrlSigner,
  token: string,
  now = Date.now(),
): { grant: PreviewGrant } | { problem: string } {
  const [payload = '', signature = '', ...rest] = token.length <= maxPreviewTokenLength ? token.split('.') : [];
  const grant = rest.length === 0 ? decode(payload) : null;
  if (!grant) return { problem: 'a preview link is not valid: it is not a preview token' };
  const label = `${grant.app} ${grant.version}`;
  if (!signer.verify({ method: 'GET', key: keyOf(grant), expires: grant.expires }, signature))
    return { problem: `the preview link of ${label} is not valid: its signature does not match` };
  if (grant.expires * 1000 <= now)
    return { problem: `the preview link of ${label} expired at ${new Date(grant.expires * 1000).toISOString()}` };
  return { grant };
}

function decode(payload: string): PreviewGrant | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { app, version, expires } = value;
    if (typeof app !== 'string' || !isAppName(app)) return null;
    if (typeof version !== 'string' || !releaseVersionPattern.test(version)) return null;
    if (typeof expires !== 'number' || !Number.isSafeInteger(expires)) return null;
    return { app, version, expires };
  } catch {
    return null;
  }
}
