import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../platform/database/database';
import { storedMediaSecret } from './media-secret.repository';

/** What a signed media URL allows: a GET of a key, or a PUT of a key with a declared size and type. */
export type SignedAction =
  | { method: 'GET'; key: string; expires: number }
  | { method: 'PUT'; key: string; expires: number; size: number; type: string };

/** Signs and checks media URL parameters with HMAC-SHA256; expiry is seconds since the epoch. */
export class UrlSigner {
  constructor(private readonly secret: Buffer) {}

  /** The signature of an action (base64url). */
  sign(action: SignedAction): string {
    return createHmac('sha256', this.secret).update(canonical(action)).digest('base64url');
  }

  /** Whether a signature is the one of this action (constant time); expiry is checked separately. */
  verify(action: SignedAction, signature: string): boolean {
    const expected = Buffer.from(this.sign(action));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

function canonical(action: SignedAction): string {
  const parts: (string | number)[] = [action.method, action.key, action.expires];
  if (action.method === 'PUT') parts.push(action.size, action.type);
  return parts.join('\n');
}

/**
 * The media URL secret: MEDIA_SECRET when set, else one generated on first start and kept in
 * app_secrets, so every instance on the database signs alike and URLs survive restarts.
 */
export async function loadMediaSecret(db: Queryable, configured?: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const value = await storedMediaSecret(db, randomBytes(32).toString('base64url'));
  if (!value) throw new Error('media secret missing');
  return Buffer.from(value, 'base64url');
}
