import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../platform/database/database';

/** The RS256 signing key of the built-in identity endpoint, kept in the database across restarts. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * Loads the newest signing key, creating one on first start. Instances starting together on an
 * empty table take turns (an advisory lock) and only the first creates a key, so every instance
 * signs and verifies with the same one.
 */
export async function loadSigningKey(db: Database): Promise<SigningKey> {
  const existing = await newestKey(db);
  if (existing) return existing;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const kid = randomUUID();
  const privateJwk = await exportJWK(privateKey);
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('cliques.signing-key.' || current_schema()))");
    if (await newestKey(tx)) return;
    await tx.query('INSERT INTO signing_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3)', [
      kid,
      JSON.stringify(privateJwk),
      JSON.stringify(publicJwk),
    ]);
  });
  const created = await newestKey(db);
  if (!created) throw new Error('signing key missing');
  return created;
}

async function newestKey(db: Queryable): Promise<SigningKey | undefined> {
  const { rows } = await db.query<{ kid: string; private_jwk: JWK; public_jwk: JWK }>(
    'SELECT kid, private_jwk, public_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1',
  );
  const row = rows[0];
  return (
    row && {
      kid: row.kid,
      privateKey: (await importJWK(row.private_jwk, 'RS256')) as CryptoKey,
      publicJwk: row.public_jwk,
    }
  );
}
