import { createHash } from 'node:crypto';
import type { Queryable } from '../../platform/database/database';

const hashOf = (signature: string) => createHash('sha256').update(signature).digest('base64url');

/**
 * Claims an upload URL for its one PUT: true when this is the first claim of its signature, false
 * when the URL was used (or is being used) already. Claims of expired URLs are swept on the way.
 */
export async function claimUploadUrl(db: Queryable, signature: string, expires: number): Promise<boolean> {
  await db.query('DELETE FROM media_upload_claims WHERE expires_at < now()');
  const { rows } = await db.query(
    'INSERT INTO media_upload_claims (signature_hash, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT (signature_hash) DO NOTHING RETURNING 1',
    [hashOf(signature), expires],
  );
  return rows.length === 1;
}

/** Gives a claim back after a failed upload, so the same URL may be tried again. */
export async function releaseUploadUrl(db: Queryable, signature: string): Promise<void> {
  await db.query('DELETE FROM media_upload_claims WHERE signature_hash = $1', [hashOf(signature)]);
}
