import type { JWK } from 'jose';
import type { Queryable } from '../../platform/database/database';

/** A stored signing key: its id and both halves as JWKs. */
export interface SigningKeyRow {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
}

/** The newest stored signing key, if any. */
export async function newestSigningKeyRow(db: Queryable): Promise<SigningKeyRow | undefined> {
  const { rows } = await db.query<SigningKeyRow>(
    'SELECT kid, private_jwk, public_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1',
  );
  return rows[0];
}

/** Waits for the schema's signing-key lock, held until the transaction ends (instances starting together take turns). */
export async function lockSigningKeys(tx: Queryable): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('cliques.signing-key.' || current_schema()))");
}

/** Stores a new signing key. */
export async function insertSigningKey(tx: Queryable, kid: string, privateJwk: JWK, publicJwk: JWK): Promise<void> {
  await tx.query('INSERT INTO signing_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3)', [
    kid,
    JSON.stringify(privateJwk),
    JSON.stringify(publicJwk),
  ]);
}

/** Stores `candidate` as the decoy key unless one is stored already, then reads the stored one (hex). */
export async function storedDecoyKey(db: Queryable, candidate: string): Promise<string | undefined> {
  await db.query(
    "INSERT INTO app_secrets (name, value) VALUES ('identity_decoy_key', $1) ON CONFLICT (name) DO NOTHING",
    [candidate],
  );
  const { rows } = await db.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'identity_decoy_key'");
  return rows[0]?.value;
}
