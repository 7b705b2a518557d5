import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../platform/database/database';
import { insertSigningKey, lockSigningKeys, newestSigningKeyRow } from './keys.repository';

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
    await lockSigningKeys(tx);
    if (await newestKey(tx)) return;
    await insertSigningKey(tx, kid, privateJwk, publicJwk);
  });
  const created = await newestKey(db);
  if (!created) throw new Error('signing key missing');
  return created;
}

async function newestKey(db: Queryable): Promise<SigningKey | undefined> {
  const row = await newestSigningKeyRow(db);
  return (
    row && {
      kid: row.kid,
      privateKey: (await importJWK(row.private_jwk, 'RS256')) as CryptoKey,
      publicJwk: row.public_jwk,
    }
  );
}
