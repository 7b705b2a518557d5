import type { Queryable } from '../../platform/database/database';
import { exportPageSize, type ExportSection, type Row } from './export-sections.repository';

/** The rows of a section for one person, a page at a time (keyset: each page starts after the last row of the previous). */
export async function* sectionPages(db: Queryable, userId: string, section: ExportSection): AsyncGenerator<Row[]> {
  let cursor = section.first;
  for (;;) {
    const { rows } = await db.query<Row>(section.sql, [userId, ...cursor, exportPageSize]);
    if (rows.length > 0) yield rows;
    const last = rows[rows.length - 1];
    if (!last || rows.length < exportPageSize) return;
    cursor = section.next(last);
  }
}

/** The person's profile row, or null if they have none. */
export async function findExportProfile(db: Queryable, userId: string): Promise<Row | null> {
  const { rows } = await db.query<Row>(
    `SELECT user_id, username, email, display_name, bio, location, profession, profile_picture, settings,
            followers_count, following_count, friends_count, posts_count, created_at, updated_at
       FROM users WHERE user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** The person's stored files, for the archive's `media/` folder (blob and encoding included). */
export const mediaFiles: ExportSection = {
  name: 'media',
  sql: 'SELECT key, blob_id, content_encoding, created_at FROM media_objects WHERE owner_id = $1 AND key > $2 ORDER BY key LIMIT $3',
  first: [''],
  next: (row) => [row.key],
  item: (row) => row,
};
