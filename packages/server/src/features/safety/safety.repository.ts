import type { Queryable } from '../../platform/database/database';
import type { Cursor } from '../../platform/input/page-token';
import { isoText } from '../../platform/database/sql';
import { summaryColumns, type SummaryRow } from '../people';

/** A person's blocks or mutes: the table and its two columns (who acts, whom it is about). */
export interface SafetyTable {
  table: 'user_blocks' | 'user_mutes';
  actor: 'blocker_id' | 'muter_id';
  subject: 'blocked_id' | 'muted_id';
}

export const blocksTable: SafetyTable = { table: 'user_blocks', actor: 'blocker_id', subject: 'blocked_id' };
export const mutesTable: SafetyTable = { table: 'user_mutes', actor: 'muter_id', subject: 'muted_id' };

/** Stores a block or mute; false when it already existed. */
export async function insertEntry(db: Queryable, t: SafetyTable, actorId: string, subjectId: string): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO ${t.table} (${t.actor}, ${t.subject}) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
    [actorId, subjectId],
  );
  return rows.length > 0;
}

/** Removes a block or mute (none is not an error). */
export async function deleteEntry(db: Queryable, t: SafetyTable, actorId: string, subjectId: string): Promise<void> {
  await db.query(`DELETE FROM ${t.table} WHERE ${t.actor} = $1 AND ${t.subject} = $2`, [actorId, subjectId]);
}

/** One page of the people a person blocked or muted, newest first; each row carries its cursor. */
export async function listEntries(
  db: Queryable,
  t: SafetyTable,
  actorId: string,
  after: Cursor,
  limit: number,
): Promise<(SummaryRow & { at_text: string })[]> {
  const { rows } = await db.query<SummaryRow & { at_text: string }>(
    `SELECT ${summaryColumns('u')}, ${isoText('e.created_at')} AS at_text
     FROM ${t.table} e JOIN users u ON u.user_id = e.${t.subject}
     WHERE e.${t.actor} = $1 AND (e.created_at, e.${t.subject}) < ($2::timestamptz, $3::uuid)
     ORDER BY e.created_at DESC, e.${t.subject} DESC LIMIT $4`,
    [actorId, after.at, after.id, limit],
  );
  return rows;
}

/** Removes every notification either person has from the other (a block lets none pass). */
export async function deleteNotificationsBetween(db: Queryable, a: string, b: string): Promise<void> {
  await db.query(
    'DELETE FROM notifications WHERE (user_id = $1 AND actor_id = $2) OR (user_id = $2 AND actor_id = $1)',
    [a, b],
  );
}
