import type { Queryable } from '../../platform/database/database';
import { forgetNames } from '../identity';
import { tokenLifetimeSeconds } from '../identity';

/** The names a person is known by: their id, and each username and email their records hold (lower case). */
export async function namesOf(tx: Queryable, userId: string): Promise<string[]> {
  const { rows } = await tx.query<{ name: string }>(
    `SELECT lower(username) AS name FROM users WHERE user_id = $1
     UNION SELECT lower(email) FROM users WHERE user_id = $1
     UNION SELECT lower(username) FROM identity_users WHERE sub = $1
     UNION SELECT lower(email) FROM identity_users WHERE sub = $1`,
    [userId],
  );
  return [userId, ...rows.map((row) => row.name).filter((name) => name.length > 0)];
}

/**
 * The profile row (feed head and anything else keyed to it goes by foreign key), then the identity
 * record with its codes, sessions and handshakes (by foreign key too), handshakes started with their
 * name before they were known, what the identity service keeps under their names (rate-limit buckets,
 * wrong-password counts, unfinished sign-in steps), and messages they sent through the
 * contact form. The username and email are free afterwards.
 */
export async function eraseProfileAndIdentity(tx: Queryable, userId: string, names: string[]): Promise<void> {
  // Tokens issued before the erasure stay signed until they expire: their sign-ins are listed as
  // ended (random ids only) so the API refuses them, and sync cannot bring the profile back.
  await tx.query(
    `INSERT INTO identity_ended_sign_ins (origin_jti, until)
     SELECT origin_jti, now() + make_interval(secs => $2) FROM identity_sessions WHERE sub = $1
     ON CONFLICT (origin_jti) DO NOTHING`,
    [userId, tokenLifetimeSeconds + 300],
  );
  await tx.query('DELETE FROM feed_heads WHERE reader_id = $1', [userId]);
  await tx.query('DELETE FROM users WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM identity_srp_challenges WHERE sub = $1 OR lower(login) = ANY($2::text[])', [
    userId,
    names,
  ]);
  await tx.query('DELETE FROM identity_users WHERE sub = $1', [userId]);
  await forgetNames(tx, names);
  await tx.query('DELETE FROM contact_messages WHERE lower(email) = ANY($1::text[])', [names]);
}
