import type { Queryable } from '../../platform/database/database';

/** A registered passkey (the public key in base64url). */
export interface StoredCredential {
  credentialId: string;
  sub: string;
  publicKey: string;
  counter: number;
  transports: string[];
  attachment: string | null;
  friendlyName: string;
  relyingPartyId: string;
  createdAt: Date;
}

interface CredentialRow {
  credential_id: string;
  sub: string;
  public_key: string;
  counter: string | number;
  transports: string[];
  attachment: string | null;
  friendly_name: string;
  relying_party_id: string;
  created_at: Date | string;
}

const columns =
  'credential_id, sub, public_key, counter, transports, attachment, friendly_name, relying_party_id, created_at';
const toCredential = (row: CredentialRow): StoredCredential => ({
  credentialId: row.credential_id,
  sub: row.sub,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: row.transports,
  attachment: row.attachment,
  friendlyName: row.friendly_name,
  relyingPartyId: row.relying_party_id,
  createdAt: new Date(row.created_at),
});

/** An account's passkeys, oldest first, one page. */
export async function listCredentials(
  db: Queryable,
  sub: string,
  limit = 100,
  offset = 0,
): Promise<StoredCredential[]> {
  const { rows } = await db.query<CredentialRow>(
    `SELECT ${columns} FROM identity_webauthn_credentials WHERE sub = $1 ORDER BY created_at, credential_id LIMIT $2 OFFSET $3`,
    [sub, limit, offset],
  );
  return rows.map(toCredential);
}

/** The passkey with this credential id. */
export async function findCredential(db: Queryable, credentialId: string): Promise<StoredCredential | null> {
  const { rows } = await db.query<CredentialRow>(
    `SELECT ${columns} FROM identity_webauthn_credentials WHERE credential_id = $1`,
    [credentialId],
  );
  return rows[0] ? toCredential(rows[0]) : null;
}

/** Stores a new passkey; false when the credential id is already registered. */
export async function insertCredential(
  db: Queryable,
  credential: Omit<StoredCredential, 'createdAt'>,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO identity_webauthn_credentials (credential_id, sub, public_key, counter, transports, attachment, friendly_name, relying_party_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (credential_id) DO NOTHING RETURNING credential_id`,
    [
      credential.credentialId,
      credential.sub,
      credential.publicKey,
      credential.counter,
      JSON.stringify(credential.transports),
      credential.attachment,
      credential.friendlyName,
      credential.relyingPartyId,
    ],
  );
  return rows.length === 1;
}

/** Records the signature counter a passkey reported. */
export async function updateCounter(db: Queryable, credentialId: string, counter: number): Promise<void> {
  await db.query('UPDATE identity_webauthn_credentials SET counter = $2 WHERE credential_id = $1', [
    credentialId,
    counter,
  ]);
}

/** Removes one of the account's passkeys; false when it has none with that id. */
export async function deleteCredential(db: Queryable, sub: string, credentialId: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM identity_webauthn_credentials WHERE sub = $1 AND credential_id = $2 RETURNING credential_id',
    [sub, credentialId],
  );
  return rows.length === 1;
}

/** Keeps the challenge of a registration in progress (one per account; a new start replaces it). */
export async function putRegistrationChallenge(
  db: Queryable,
  sub: string,
  challenge: string,
  lifetimeSeconds: number,
): Promise<void> {
  await db.query(
    `INSERT INTO identity_webauthn_registrations (sub, challenge, expires_at) VALUES ($1, $2, now() + $3 * interval '1 second')
     ON CONFLICT (sub) DO UPDATE SET challenge = EXCLUDED.challenge, expires_at = EXCLUDED.expires_at`,
    [sub, challenge, lifetimeSeconds],
  );
}

/** Takes (and so consumes) the registration challenge if it is still valid. */
export async function takeRegistrationChallenge(db: Queryable, sub: string): Promise<string | null> {
  const { rows } = await db.query<{ challenge: string; expired: boolean }>(
    'DELETE FROM identity_webauthn_registrations WHERE sub = $1 RETURNING challenge, expires_at <= now() AS expired',
    [sub],
  );
  const row = rows[0];
  return row && !row.expired ? row.challenge : null;
}
