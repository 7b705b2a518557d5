import type { Queryable } from '../../platform/database/database';

/** Stores `candidate` as the media URL secret unless one is stored already, then reads the stored one (base64url). */
export async function storedMediaSecret(db: Queryable, candidate: string): Promise<string | undefined> {
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    'media_url_hmac',
    candidate,
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [
    'media_url_hmac',
  ]);
  return rows[0]?.value;
}
