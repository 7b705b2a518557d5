import type { Queryable } from '../../platform/database/database';

/** The row that counts wrong passwords against an account from every address. */
export const everywhere = '*';

/**
 * The row that counts wrong second-factor codes against an account from every sign-in and address
 * (never a client address, so it cannot meet a per-address row; passwordLocked never reads it).
 */
export const secondFactor = 'second-factor';

/** Whether password sign-in to the account is locked now for this address or account-wide. */
export async function passwordLocked(db: Queryable, account: string, address: string): Promise<boolean> {
  const { rows } = await db.query<{ locked: boolean }>(
    'SELECT locked_until > now() AS locked FROM identity_sign_in_failures WHERE account = $1 AND address IN ($2, $3)',
    [account, address, everywhere],
  );
  return rows.some((row) => row.locked);
}

/** Deletes the failures counted against the account from one address. */
export async function deleteAddressFailures(db: Queryable, account: string, address: string): Promise<void> {
  await db.query('DELETE FROM identity_sign_in_failures WHERE account = $1 AND address = $2', [account, address]);
}

/** Deletes every wrong password counted against the account, the account-wide row included (not the second-factor row). */
export async function deleteAccountFailures(db: Queryable, account: string): Promise<void> {
  await db.query('DELETE FROM identity_sign_in_failures WHERE account = $1 AND address <> $2', [account, secondFactor]);
}

/** Whether the account's second-factor row is locked now. */
export async function secondFactorLocked(db: Queryable, account: string): Promise<boolean> {
  const { rows } = await db.query<{ locked: boolean }>(
    'SELECT locked_until > now() AS locked FROM identity_sign_in_failures WHERE account = $1 AND address = $2',
    [account, secondFactor],
  );
  return rows.some((row) => row.locked);
}

/** Counts a failure in the (account, address) row, restarting a window older than `windowSeconds`; returns the count. */
export async function countFailure(
  db: Queryable,
  account: string,
  address: string,
  windowSeconds: number,
): Promise<number> {
  const { rows } = await db.query<{ failures: number }>(
    `INSERT INTO identity_sign_in_failures AS f (account, address, failures, window_start, last_failure_at) VALUES ($1, $2, 1, now(), now())
     ON CONFLICT (account, address) DO UPDATE SET
       failures = CASE WHEN f.window_start <= now() - $3 * interval '1 second' THEN 1 ELSE f.failures + 1 END,
       window_start = CASE WHEN f.window_start <= now() - $3 * interval '1 second' THEN now() ELSE f.window_start END,
       last_failure_at = now()
     RETURNING failures`,
    [account, address, windowSeconds],
  );
  return Number(rows[0]?.failures ?? 0);
}

/** Locks the (account, address) row for `seconds` from now. */
export async function lockFor(db: Queryable, account: string, address: string, seconds: number): Promise<void> {
  await db.query(
    `UPDATE identity_sign_in_failures SET locked_until = now() + $3 * interval '1 second' WHERE account = $1 AND address = $2`,
    [account, address, seconds],
  );
}

/**
 * Sets an account-wide lock (the `everywhere` row, or the `secondFactor` one) for `seconds` unless
 * it already holds; true when this call set it.
 */
export async function lockAccountOnce(
  db: Queryable,
  account: string,
  row: typeof everywhere | typeof secondFactor,
  seconds: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE identity_sign_in_failures SET locked_until = now() + $3 * interval '1 second'
      WHERE account = $1 AND address = $2 AND (locked_until IS NULL OR locked_until <= now()) RETURNING account`,
    [account, row, seconds],
  );
  return rows.length === 1;
}
