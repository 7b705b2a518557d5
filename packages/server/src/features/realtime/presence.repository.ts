import type { FriendPresence } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { blockedBetween } from '../audience';

const lastSeen = `to_char(u.last_seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** Whether a user shows their presence (settings `profile.showPresence`, on unless set to false). */
const shown = `COALESCE(u.settings -> 'profile' -> 'showPresence', 'true'::jsonb) <> 'false'::jsonb`;

interface PresenceRow {
  user_id: string;
  last_seen_at: string | null;
  shown: boolean;
}

/** A friend's presence as others may see it: hidden presence is offline and never seen. */
export interface PresenceEntry {
  userId: string;
  shown: boolean;
  lastSeenAt: string | null;
}

const toEntry = (row: PresenceRow): PresenceEntry => ({
  userId: row.user_id,
  shown: row.shown,
  lastSeenAt: row.shown ? row.last_seen_at : null,
});

/** A user's accepted friends (none blocked either way), with whether each shows presence and when they were last seen. */
export async function friendsPresence(db: Queryable, userId: string): Promise<PresenceEntry[]> {
  const { rows } = await db.query<PresenceRow>(
    `SELECT u.user_id, ${lastSeen} AS last_seen_at, ${shown} AS shown
     FROM friendships f
     JOIN users u ON u.user_id = CASE WHEN f.sender_id = $1::uuid THEN f.recipient_id ELSE f.sender_id END
     WHERE (f.sender_id = $1::uuid OR f.recipient_id = $1::uuid) AND f.status = 'accepted'
       AND NOT ${blockedBetween('$1::uuid', 'u.user_id')}`,
    [userId],
  );
  return rows.map(toEntry);
}

/** Whether a user shows presence; records now as their last-seen time when `leaving`. */
export async function presenceOf(db: Queryable, userId: string, leaving: boolean): Promise<PresenceEntry | null> {
  const { rows } = await db.query<PresenceRow>(
    leaving
      ? `UPDATE users u SET last_seen_at = now() WHERE user_id = $1 RETURNING u.user_id, ${lastSeen} AS last_seen_at, ${shown} AS shown`
      : `SELECT u.user_id, ${lastSeen} AS last_seen_at, ${shown} AS shown FROM users u WHERE user_id = $1`,
    [userId],
  );
  return rows[0] ? toEntry(rows[0]) : null;
}

/** The frame payload of a presence entry. */
export const toFriendPresence = (entry: PresenceEntry, online: boolean): FriendPresence => ({
  userId: entry.userId,
  online: entry.shown && online,
  lastSeenAt: entry.lastSeenAt,
});
