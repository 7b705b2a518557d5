import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

/** The RS256 signing key of the built-in identity endpoint, kept in the database across restarts. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** Loads the newest signing key, creating one on first start. */
export async function loadSigningKey(db: Queryable): Promise<SigningKey> {
  const { rows } = await db.query<{ kid: string; private_jwk: JWK; public_jwk: JWK }>(
    'SELECT kid, private_jwk, public_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1',
  );
  const row = rows[0];
  if (row) {
    return { kid: row.kid, privateKey: (await importJWK(row.private_jwk, 'RS256')) as CryptoKey, publicJwk: row.public_jwk };
  }
  const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const kid = randomUUID();
  const privateJwk = await exportJWK(privateKey);
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  await db.query(
    'INSERT INTO signing_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3) ON CONFLICT (kid) DO NOTHING',
    [kid, JSON.stringify(privateJwk), JSON.stringify(publicJwk)],
  );
  return loadSigningKey(db);
}
