import type { Queryable } from '../../platform/database/database';
import type { Cursor } from '../../platform/input/page-token';
import { isoText } from '../../platform/database/sql';
import { hiddenFrom, visibleTo } from '../audience';
import { listItems, type EmbedUrl, type ListItem } from '../posts';

/** Keeps a post among the person's bookmarks (idempotent: a repeat keeps the first time). */
export async function addBookmark(tx: Queryable, userId: string, postId: string): Promise<void> {
  await tx.query('INSERT INTO bookmarks (user_id, post_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, postId]);
}

/** Takes a post out of the person's bookmarks (idempotent). */
export async function removeBookmark(tx: Queryable, userId: string, postId: string): Promise<void> {
  await tx.query('DELETE FROM bookmarks WHERE user_id = $1 AND post_id = $2', [userId, postId]);
}

/**
 * A page of the person's bookmarks, newest bookmark first, with their posts: only posts they may
 * see now (the read predicate of every post) and by nobody hidden from them (blocked either way, or
 * muted), as every list of posts. A bookmark of a post that left their sight stays stored and
 * shows again if the post comes back into it.
 */
export function bookmarkItems(
  db: Queryable,
  userId: string,
  cursor: Cursor,
  limit: number,
  embedUrl: EmbedUrl,
): Promise<ListItem[]> {
  const sql = `SELECT b.post_id, NULL::uuid AS sharer_id, NULL AS share_comment, b.post_id AS id, ${isoText('b.created_at')} AS at_text, NULL::int AS n
     FROM bookmarks b JOIN posts p ON p.post_id = b.post_id
     WHERE b.user_id = $1 AND (b.created_at, b.post_id) < ($2::timestamptz, $3::uuid)
       AND ${visibleTo('p', '$1')} AND p.author_id NOT IN (${hiddenFrom('$1::uuid')})
     ORDER BY b.created_at DESC, b.post_id DESC LIMIT $4`;
  return listItems(db, { sql, params: [userId, cursor.at, cursor.id, limit] }, embedUrl);
}
