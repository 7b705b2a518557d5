import type { Queryable } from '../../platform/database/database';

/** An account's authenticator-app state. */
export interface TotpState {
  secret: string | null;
  pendingSecret: string | null;
  enabled: boolean;
  preferred: boolean;
}

/** The account's TOTP row, if it ever started a setup. */
export async function findTotp(db: Queryable, sub: string): Promise<TotpState | null> {
  const { rows } = await db.query<{
    secret: string | null;
    pending_secret: string | null;
    enabled: boolean;
    preferred: boolean;
  }>('SELECT secret, pending_secret, enabled, preferred FROM identity_totp WHERE sub = $1', [sub]);
  const row = rows[0];
  return row
    ? { secret: row.secret, pendingSecret: row.pending_secret, enabled: row.enabled, preferred: row.preferred }
    : null;
}

/** Keeps a new secret until VerifySoftwareToken proves the app has it. */
export async function setPendingSecret(db: Queryable, sub: string, secret: string): Promise<void> {
  await db.query(
    `INSERT INTO identity_totp (sub, pending_secret) VALUES ($1, $2)
     ON CONFLICT (sub) DO UPDATE SET pending_secret = EXCLUDED.pending_secret, updated_at = now()`,
    [sub, secret],
  );
}

/** Makes the pending secret the account's secret; `step` is the time step of the code that proved it. */
export async function activatePendingSecret(
  db: Queryable,
  sub: string,
  friendlyName: string | null,
  step: number,
): Promise<void> {
  await db.query(
    'UPDATE identity_totp SET secret = pending_secret, pending_secret = NULL, friendly_name = $2, last_step = $3, updated_at = now() WHERE sub = $1',
    [sub, friendlyName, step],
  );
}

/** Claims a time step for a sign-in code: false when a code of this or a later step was already used. */
export async function claimStep(db: Queryable, sub: string, step: number): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE identity_totp SET last_step = $2 WHERE sub = $1 AND last_step < $2 RETURNING sub',
    [sub, step],
  );
  return rows.length === 1;
}

/** Turns TOTP MFA on or off and sets whether it is the preferred factor. */
export async function setTotpPreference(
  db: Queryable,
  sub: string,
  enabled: boolean,
  preferred: boolean,
): Promise<void> {
  await db.query('UPDATE identity_totp SET enabled = $2, preferred = $3, updated_at = now() WHERE sub = $1', [
    sub,
    enabled,
    enabled && preferred,
  ]);
}

/** GetUser's MFA fields (UserMFASettingList, PreferredMfaSetting), present only when MFA is on, as in Cognito. */
export async function mfaAttributes(
  db: Queryable,
  sub: string,
): Promise<{ UserMFASettingList?: string[]; PreferredMfaSetting?: string }> {
  const totp = await findTotp(db, sub);
  if (!totp?.enabled || !totp.secret) return {};
  return {
    UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
    ...(totp.preferred ? { PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' } : {}),
  };
}
