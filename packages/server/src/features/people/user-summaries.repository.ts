import type { UserSummary } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';

/** The columns a UserSummary needs; select them with `summaryColumns('u')`. */
export const summaryColumns = (alias: string) =>
  `${alias}.user_id, ${alias}.username, ${alias}.display_name, ${alias}.profile_picture`;

export interface SummaryRow {
  user_id: string;
  username: string;
  display_name: string;
  profile_picture: string | null;
}

/** Maps a users row (or any row with the summary columns) to a UserSummary. */
export function toUserSummary(row: SummaryRow): UserSummary {
  return {
    userId: row.user_id,
    username: row.username,
    displayName: row.display_name,
    profilePicture: row.profile_picture,
  };
}

/** UserSummaries of the given ids, by id (unknown ids are absent). One query. */
export async function loadUserSummaries(db: Queryable, userIds: string[]): Promise<Map<string, UserSummary>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${summaryColumns('u')} FROM users u WHERE u.user_id = ANY($1::uuid[])`,
    [unique],
  );
  return new Map(rows.map((row) => [row.user_id, toUserSummary(row)]));
}
