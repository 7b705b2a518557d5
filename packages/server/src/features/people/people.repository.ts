import { isLocale, type Locale } from '@cliques/i18n/locales';
import type { Queryable } from '../../platform/database/database';
import { blockedBetween, blockedWith, mutes } from '../audience';
import { summaryColumns, type SummaryRow } from './user-summaries.repository';

/** Whether a user exists. */
export async function userExists(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE user_id = $1', [userId]);
  return rows.length > 0;
}

/** A users row with the counts and the viewer's relation computed from friendships and follows. */
export interface ProfileRow extends SummaryRow {
  email: string;
  bio: string;
  location: string;
  profession: string;
  settings: Record<string, unknown>;
  /** Stored role; admins are ADMIN_USERS and are told so by the route (moderation/roles.ts). */
  role: 'member' | 'moderator';
  created_at: Date | string;
  followers_count: number;
  following_count: number;
  friends_count: number;
  posts_count: number;
  friend_status: 'accepted' | 'pending_sent' | 'pending_received' | null;
  is_following: boolean;
  /** Either the viewer or this person blocked the other. */
  blocked: boolean;
  muted_by_me: boolean;
  /** Other servers can find this person (their `federation.discoverable` setting, people of this server only). */
  reachable: boolean;
  /** An account of another server: its page there (its profile URL, else its actor's). */
  remote_url: string | null;
  /** An account of another server: its actor's type (`Person`, `Group`, `Service`...). */
  remote_kind: string | null;
}

/** The columns a person may change on their own profile. */
export interface ProfileChanges {
  display_name?: string;
  bio?: string;
  location?: string;
  profession?: string;
  profile_picture?: string | null;
}

/**
 * Creates a person's row, or refreshes username and email from the identity provider; the
 * profile fields they edit (display name, bio...) are set only on creation.
 * Throws the database's unique violation (23505) when another person holds the username.
 */
export async function upsertProfile(
  db: Queryable,
  person: { userId: string; username: string; email: string; displayName: string },
): Promise<void> {
  await db.query(
    `INSERT INTO users (user_id, username, email, display_name) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET username = EXCLUDED.username, email = EXCLUDED.email, updated_at = now()
     WHERE users.username IS DISTINCT FROM EXCLUDED.username OR users.email IS DISTINCT FROM EXCLUDED.email`,
    [person.userId, person.username, person.email, person.displayName],
  );
}

/** One person's profile as the viewer sees it (counts are exact: counted, not cached). */
export async function findProfile(db: Queryable, userId: string, viewerId: string): Promise<ProfileRow | null> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT ${summaryColumns('u')}, u.email, u.bio, u.location, u.profession, u.settings, u.role, u.created_at, u.posts_count,
       (SELECT count(*) FROM follows f WHERE f.followed_id = u.user_id)::int AS followers_count,
       (SELECT count(*) FROM follows f WHERE f.follower_id = u.user_id)::int AS following_count,
       (SELECT count(*) FROM friendships fr
         WHERE fr.status = 'accepted' AND (fr.sender_id = u.user_id OR fr.recipient_id = u.user_id))::int AS friends_count,
       (SELECT CASE WHEN fr.status = 'accepted' THEN 'accepted' WHEN fr.sender_id = $2 THEN 'pending_sent' ELSE 'pending_received' END
          FROM friendships fr
         WHERE fr.status IN ('accepted', 'pending')
           AND ((fr.sender_id = $2 AND fr.recipient_id = u.user_id) OR (fr.sender_id = u.user_id AND fr.recipient_id = $2))
         LIMIT 1) AS friend_status,
       EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $2 AND f.followed_id = u.user_id) AS is_following,
       ${blockedBetween('$2::uuid', 'u.user_id')} AS blocked, ${mutes('$2::uuid', 'u.user_id')} AS muted_by_me,
       COALESCE((u.settings -> 'federation' ->> 'discoverable') = 'true', false) AND ra.user_id IS NULL AS reachable,
       COALESCE(ra.url, ra.actor_uri) AS remote_url, ra.kind AS remote_kind
     FROM users u LEFT JOIN remote_actors ra ON ra.user_id = u.user_id WHERE u.user_id = $1`,
    [userId, viewerId],
  );
  return rows[0] ?? null;
}

/** Escapes LIKE's wildcards so a query matches literally. */
function likePrefix(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * People whose username or display name starts with the text (case-insensitive); exact usernames
 * first; nobody blocked with the viewer (either way).
 */
export async function searchProfiles(
  db: Queryable,
  viewerId: string,
  text: string,
  limit: number,
): Promise<SummaryRow[]> {
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${summaryColumns('u')} FROM users u
      WHERE (lower(u.username) LIKE $1 ESCAPE '\\' OR lower(u.display_name) LIKE $1 ESCAPE '\\')
        AND u.user_id NOT IN (${blockedWith('$4::uuid')})
      ORDER BY lower(u.username) = $2 DESC, lower(u.username), u.user_id
      LIMIT $3`,
    [likePrefix(text), text.toLowerCase(), limit, viewerId],
  );
  return rows;
}

const editableColumns = new Set(['display_name', 'bio', 'location', 'profession', 'profile_picture']);

/** Changes profile fields; returns false when the person has no row. */
export async function updateProfile(db: Queryable, userId: string, changes: ProfileChanges): Promise<boolean> {
  const entries = Object.entries(changes).filter(
    ([column, value]) => editableColumns.has(column) && value !== undefined,
  );
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
  const { rows } = await db.query(
    `UPDATE users SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE user_id = $1 RETURNING user_id`,
    [userId, ...entries.map(([, value]) => value)],
  );
  return rows.length > 0;
}

/** Replaces a person's settings object; returns it, or null when the person has no row. */
export async function replaceSettings(
  db: Queryable,
  userId: string,
  settingsJson: string,
): Promise<Record<string, unknown> | null> {
  const { rows } = await db.query<{ settings: Record<string, unknown> }>(
    'UPDATE users SET settings = $2::jsonb, updated_at = now() WHERE user_id = $1 RETURNING settings',
    [userId, settingsJson],
  );
  return rows[0]?.settings ?? null;
}

/** Stores the language a person's client last asked for (a write only when it changed). */
export async function storeLanguage(db: Queryable, userId: string, language: Locale): Promise<void> {
  await db.query('UPDATE users SET language = $2 WHERE user_id = $1 AND language IS DISTINCT FROM $2', [
    userId,
    language,
  ]);
}

/** The language a person's client last asked for; English when none has. */
export async function languageOf(db: Queryable, userId: string): Promise<Locale> {
  const { rows } = await db.query<{ language: string | null }>('SELECT language FROM users WHERE user_id = $1', [
    userId,
  ]);
  const language = rows[0]?.language;
  return isLocale(language) ? language : 'en';
}

/** A person's stored role (`moderator` or `member`); undefined when they have no row. */
export async function storedRole(db: Queryable, userId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ role: string }>('SELECT role FROM users WHERE user_id = $1', [userId]);
  return rows[0]?.role;
}

/** When a person's running suspension ends; null when they are not suspended now. */
export async function suspensionEnd(db: Queryable, userId: string): Promise<Date | string | null> {
  const { rows } = await db.query<{ until: Date | string }>(
    'SELECT suspended_until AS until FROM users WHERE user_id = $1 AND suspended_until > now()',
    [userId],
  );
  return rows[0]?.until ?? null;
}
