import type { Queryable } from '../../platform/database/database';
import { upsertProfile } from '../people';
import type { IdentityUser } from './identity.repository';

/** Replaces an account's SRP salt and verifier (a new password). */
export async function updateVerifier(db: Queryable, sub: string, salt: string, verifier: string): Promise<void> {
  await db.query('UPDATE identity_users SET srp_salt = $2, srp_verifier = $3 WHERE sub = $1', [sub, salt, verifier]);
}

/** Whether another account already uses this email (case-insensitively). */
export async function emailTaken(db: Queryable, email: string, exceptSub: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM identity_users WHERE lower(email) = lower($1) AND sub <> $2', [
    email,
    exceptSub,
  ]);
  return rows.length > 0;
}

/** Makes a verified address the account's email, in the identity record and the profile. */
export async function updateEmail(db: Queryable, user: IdentityUser, email: string): Promise<void> {
  await db.query('UPDATE identity_users SET email = $2 WHERE sub = $1', [user.sub, email]);
  await upsertProfile(db, {
    userId: user.sub,
    username: user.username,
    email,
    displayName: user.name ?? user.username,
  });
}

/** Sets the account's name attribute. */
export async function updateName(db: Queryable, sub: string, name: string): Promise<void> {
  await db.query(
    `UPDATE identity_users SET attributes = attributes || jsonb_build_object('name', $2::text) WHERE sub = $1`,
    [sub, name],
  );
}

/**
 * Removes the identity record (codes, TOTP, passkeys, sessions and refresh tokens go with it by
 * foreign key) and what is counted or kept under the person's names (sub, username, email, lower
 * case): wrong-password counts, sign-in steps begun before the name was known, rate-limit buckets.
 */
export async function deleteIdentity(db: Queryable, sub: string, names: string[]): Promise<void> {
  const lowered = [sub, ...names].map((name) => name.toLowerCase());
  await db.query('DELETE FROM identity_users WHERE sub = $1', [sub]);
  await forgetNames(db, lowered);
}

/** Deletes the lockout counts and unfinished sign-in steps kept under these names (lower case); the account erasure calls it too. */
export async function forgetNames(db: Queryable, names: string[]): Promise<void> {
  await db.query('DELETE FROM identity_sign_in_failures WHERE account = ANY($1::text[])', [names]);
  await db.query('DELETE FROM identity_auth_sessions WHERE lower(login) = ANY($1::text[])', [names]);
  await db.query(
    `DELETE FROM identity_rate_limits r
      WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) AS n(name) WHERE position(':' || n.name || ':' IN lower(r.bucket) || ':') > 0)`,
    [names],
  );
}

/** Drops what can no longer be used: answered-too-late sign-in steps, abandoned registrations, old codes and quiet failure counts. */
export async function deleteExpiredAccountState(db: Queryable): Promise<void> {
  await db.query('DELETE FROM identity_auth_sessions WHERE expires_at < now()');
  await db.query('DELETE FROM identity_webauthn_registrations WHERE expires_at < now()');
  await db.query('DELETE FROM identity_user_codes WHERE expires_at < now()');
  await db.query(
    "DELETE FROM identity_sign_in_failures WHERE last_failure_at < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())",
  );
}
