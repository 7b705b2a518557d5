import type { Queryable } from '../../platform/database/database';
import { blocked, forbidden, type Message } from '../../platform/http/errors';

/**
 * The one rule set of blocks and mutes (docs/API.md "Safety"), as SQL fragments for the queries of
 * every surface and as checks for the services. A block works both ways: neither person sees or
 * reaches the other. A mute is one way and only quiets lists and notifications for the muter.
 */

/** SQL: whether `blocker` (an SQL expression) has blocked `other`. One primary-key probe. */
export const hasBlocked = (blocker: string, other: string) =>
  `EXISTS (SELECT 1 FROM user_blocks bl WHERE bl.blocker_id = ${blocker} AND bl.blocked_id = ${other})`;

/** SQL: whether either of two people (SQL expressions) has blocked the other. Two primary-key probes. */
export const blockedBetween = (a: string, b: string) => `(${hasBlocked(a, b)} OR ${hasBlocked(b, a)})`;

/** SQL yielding `user_id`: the people blocked with the viewer, either way. */
export const blockedWith = (viewer: string) =>
  `SELECT blocked_id AS user_id FROM user_blocks WHERE blocker_id = ${viewer}
   UNION ALL SELECT blocker_id FROM user_blocks WHERE blocked_id = ${viewer}`;

/** SQL yielding `user_id`: the accounts of the servers an admin blocked or limited (federation_servers). */
export const quietedServerAccounts = `SELECT ra.user_id FROM federation_servers qs JOIN remote_actors ra ON ra.host = qs.host`;

/**
 * SQL yielding `user_id`: the people whose posts, shares and notifications a viewer's lists leave
 * out: blocked either way, muted by the viewer, or an account of a blocked or limited server the
 * viewer does not follow (a limited server reaches only its accounts' followers). A handful of
 * rows, read once per query; lists test their author column against it (`NOT IN`, a hashed
 * lookup), so each stays on its own index.
 */
export const hiddenFrom = (viewer: string) => `${blockedWith(viewer)}
   UNION ALL SELECT muted_id FROM user_mutes WHERE muter_id = ${viewer}
   UNION ALL SELECT q.user_id FROM (${quietedServerAccounts}) q
     WHERE NOT EXISTS (SELECT 1 FROM follows qf WHERE qf.follower_id = ${viewer} AND qf.followed_id = q.user_id)`;

/**
 * The people from whom a person's posts and comments are hidden (`hiddenFrom`'s other side): blocked
 * either way, or who muted them. For a live frame about their work, to leave those people out.
 */
export async function hiddenFromWhom(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>(
    `${blockedWith('$1::uuid')} UNION SELECT muter_id FROM user_mutes WHERE muted_id = $1`,
    [userId],
  );
  return rows.map((row) => row.user_id);
}

/** SQL: whether the muter (an SQL expression) muted the other. */
export const mutes = (muter: string, other: string) =>
  `EXISTS (SELECT 1 FROM user_mutes mu WHERE mu.muter_id = ${muter} AND mu.muted_id = ${other})`;

/** Whether either of two people has blocked the other. */
export async function isBlockedBetween(db: Queryable, a: string, b: string): Promise<boolean> {
  const { rows } = await db.query<{ blocked: boolean }>(`SELECT ${blockedBetween('$1::uuid', '$2::uuid')} AS blocked`, [
    a,
    b,
  ]);
  return rows[0]?.blocked ?? false;
}

/** Whether a user is an account of another server (a `remote_actors` row): someone who never signs in here. One primary-key probe. */
export async function isRemote(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM remote_actors WHERE user_id = $1', [userId]);
  return rows.length > 0;
}

/**
 * Refuses (403 `blocked`) an act of `actorId` that reaches other people (a comment, like, share,
 * mention, friend request, follow, message, clique invitation) when a block stands between the
 * actor and any of them, either way. Acting on yourself is never blocked. With `localOnly` (the
 * refusal's text), an act that stays on this server (a friend request, a message) is also refused
 * (403 `forbidden`) when any of them is an account of another server. One query.
 */
export async function requireReachable(
  db: Queryable,
  actorId: string,
  others: string | string[],
  localOnly?: string | Message,
): Promise<void> {
  const ids = (typeof others === 'string' ? [others] : others).filter((id) => id !== actorId);
  if (ids.length === 0) return;
  const { rows } = await db.query<{ blocked: boolean; remote: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM user_blocks WHERE (blocker_id = $1 AND blocked_id = ANY($2::uuid[])) OR (blocked_id = $1 AND blocker_id = ANY($2::uuid[]))) AS blocked,
       $3::boolean AND EXISTS (SELECT 1 FROM remote_actors WHERE user_id = ANY($2::uuid[])) AS remote`,
    [actorId, ids, localOnly !== undefined],
  );
  if (rows[0]?.blocked) throw blocked();
  if (rows[0]?.remote && localOnly !== undefined) throw forbidden(localOnly);
}
