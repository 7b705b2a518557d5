import type { Queryable } from '../../platform/database/database';

/** A stored push subscription: where the browser's push service takes messages, and its keys. */
export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The server's VAPID key pair (base64url), made at the first start. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Stores the key pair unless one exists, then reads the one kept (every instance ends with the same). */
export async function ensureVapidKeys(db: Queryable, candidate: VapidKeys): Promise<VapidKeys> {
  await db.query('INSERT INTO push_vapid_keys (public_key, private_key) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    candidate.publicKey,
    candidate.privateKey,
  ]);
  const { rows } = await db.query<{ public_key: string; private_key: string }>(
    'SELECT public_key, private_key FROM push_vapid_keys',
  );
  const row = rows[0];
  if (!row) throw new Error('VAPID keys missing');
  return { publicKey: row.public_key, privateKey: row.private_key };
}

/**
 * Stores a subscription for a user; the same endpoint again replaces its keys. An endpoint is one
 * browser: when another account signs in there and subscribes, the endpoint moves to that account.
 */
export async function upsertSubscription(db: Queryable, userId: string, sub: PushSubscriptionRow): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth) VALUES ($1, $2, $3, $4)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`,
    [sub.endpoint, userId, sub.p256dh, sub.auth],
  );
}

/** Removes one of a user's subscriptions; false when they have none with that endpoint. */
export async function deleteSubscription(db: Queryable, userId: string, endpoint: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2 RETURNING 1', [
    userId,
    endpoint,
  ]);
  return rows.length > 0;
}

/** Removes a subscription the push service says is gone (404/410). */
export async function forgetEndpoint(db: Queryable, endpoint: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
}

/**
 * A user's subscriptions, if they want pushes of this kind (settings `notifications.<kind>` not
 * false): none otherwise. Each comes with the language the user's client last asked for.
 */
export async function subscriptionsWanting(
  db: Queryable,
  userId: string,
  kind: string,
): Promise<(PushSubscriptionRow & { language: string | null })[]> {
  const { rows } = await db.query<PushSubscriptionRow & { language: string | null }>(
    `SELECT s.endpoint, s.p256dh, s.auth, u.language FROM push_subscriptions s JOIN users u ON u.user_id = s.user_id
     WHERE s.user_id = $1 AND COALESCE(u.settings -> 'notifications' -> $2::text, 'true'::jsonb) <> 'false'::jsonb`,
    [userId, kind],
  );
  return rows;
}
