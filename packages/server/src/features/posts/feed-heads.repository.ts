import type { Database, Queryable } from '../../platform/database/database';
import { startCursor, type Cursor } from '../../platform/input/page-token';
import { feedItems, readList, toItem, type ListItem } from './post-lists.repository';
import { type EmbedUrl } from './posts.repository';
import { isoText } from '../../platform/database/sql';

/**
 * Items a head gains at a time: built with the newest this many, extended by as many when a reader
 * scrolls past its floor (five pages of 20).
 */
export const headChunk = 100;

/** Where the head ends, on every row of its read. */
interface HeadColumns {
  /** The cursor lies above the head's floor (or the head holds the whole feed). */
  above_floor: boolean;
  floor_at_text: string | null;
  floor_id: string | null;
}

/** A reader's head as seen from a cursor: its items below the cursor, and where it ends. */
interface HeadView {
  items: ListItem[];
  /** The last item the head holds; null when the head holds the whole feed. */
  floor: Cursor | null;
  aboveFloor: boolean;
}

/**
 * A page of the reader's own `all` feed (migration 050-feed-heads): from their head when the page
 * lies in it, extending the head when the page runs past its floor, building it on a first page.
 * Pages the head cannot serve (no head yet on a later page, a cursor below the floor) come from the
 * merge query, as they would without heads.
 */
export async function headFeedItems(
  db: Database,
  readerId: string,
  cursor: Cursor,
  limit: number,
  embedUrl: EmbedUrl,
): Promise<ListItem[]> {
  const head = await readHead(db, readerId, cursor, limit, embedUrl);
  if (!head) {
    const firstPage = cursor.at === startCursor.at;
    return firstPage
      ? buildHead(db, readerId, limit)
      : feedItems(db, readerId, readerId, 'all', cursor, limit, embedUrl);
  }
  if (head.items.length >= limit || head.floor === null) return head.items;
  if (!head.aboveFloor) return feedItems(db, readerId, readerId, 'all', cursor, limit, embedUrl);
  const more = await extendHead(db, readerId, head.floor, limit - head.items.length);
  return [...head.items, ...more];
}

/** The head's items below the cursor with their posts, in one statement; null without a usable head. */
async function readHead(
  db: Database,
  readerId: string,
  cursor: Cursor,
  limit: number,
  embedUrl: EmbedUrl,
): Promise<HeadView | null> {
  const sql = `SELECT h.floor_at IS NULL OR (h.floor_at, h.floor_id) < ($2::timestamptz, $3::uuid) AS above_floor,
       ${isoText('h.floor_at')} AS floor_at_text, h.floor_id,
       i.post_id, i.sharer_id, s.comment AS share_comment, ${isoText('i.at')} AS at_text, i.id, NULL::int AS n
     FROM feed_heads h
     LEFT JOIN LATERAL (
       SELECT i.post_id, i.sharer_id, i.share_id, i.at, i.id FROM feed_head_items i
       WHERE i.reader_id = h.reader_id AND (i.at, i.id) < ($2::timestamptz, $3::uuid)
         AND (h.floor_at IS NULL OR (i.at, i.id) >= (h.floor_at, h.floor_id))
       ORDER BY i.at DESC, i.id DESC LIMIT $4) i ON true
     LEFT JOIN shares s ON s.share_id = i.share_id
     WHERE h.reader_id = $1 AND h.ready AND h.built_at > now() - interval '1 day'`;
  const extra = ['above_floor', 'floor_at_text', 'floor_id'];
  const rows = await readList<HeadColumns>(
    db,
    { sql, params: [readerId, cursor.at, cursor.id, limit], extra },
    embedUrl,
  );
  const first = rows[0];
  if (!first) return null;
  const items = rows.flatMap((row) => toItem(row, embedUrl) ?? []);
  const floor = first.floor_at_text && first.floor_id ? { at: first.floor_at_text, id: first.floor_id } : null;
  return { items, floor, aboveFloor: first.above_floor };
}

/**
 * Builds the reader's head from the merge query and returns the page's items. The head is
 * registered first; then the exclusive lock waits out every write whose trigger ran before the
 * registration was visible, so the merge below sees those writes and the triggers add all later ones.
 */
async function buildHead(db: Database, readerId: string, limit: number): Promise<ListItem[]> {
  const claimed = await db.transaction(async (tx) => {
    await tx.query(
      `DELETE FROM feed_heads WHERE reader_id = $1
         AND (built_at <= now() - interval '1 day' OR (NOT ready AND built_at <= now() - interval '1 minute'))`,
      [readerId],
    );
    const { rows } = await tx.query(
      'INSERT INTO feed_heads (reader_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING 1',
      [readerId],
    );
    return rows.length > 0;
  });
  if (!claimed) return feedItems(db, readerId, readerId, 'all', startCursor, limit);
  await db.query('SELECT pg_advisory_xact_lock(feed_heads_lock_key())');
  const size = Math.max(headChunk, limit);
  const items = await feedItems(db, readerId, readerId, 'all', startCursor, size + 1);
  await storeItems(db, readerId, null, items, size);
  return items.slice(0, limit);
}

/** Adds the items below the head's floor to the head and returns the first `wanted` of them. */
async function extendHead(db: Database, readerId: string, floor: Cursor, wanted: number): Promise<ListItem[]> {
  const size = Math.max(headChunk, wanted);
  const items = await feedItems(db, readerId, readerId, 'all', floor, size + 1);
  await storeItems(db, readerId, floor, items, size);
  return items.slice(0, wanted);
}

/** How long storing a new head waits for a row a concurrent write holds before it gives up. */
const storeRowWaitMs = 250;

/**
 * Appends merged items below the floor `from` (null: a new head): the first `size` of them (one
 * more was read to know whether the feed goes on), moving the floor to the last one kept, or to
 * none when the feed ends there. Nothing is stored if the head changed meanwhile (dropped by a
 * trigger, or extended by another request). A new head is stored under the exclusive lock, so a
 * change whose page-version trigger looked before its items existed commits first (migration
 * 220-feed-page-versions-wait).
 */
async function storeItems(
  db: Database,
  readerId: string,
  from: Cursor | null,
  items: ListItem[],
  size: number,
): Promise<void> {
  const kept = items.slice(0, size);
  const last = items.length > size ? kept[kept.length - 1] : undefined;
  try {
    await db.transaction(async (tx) => {
      if (!from) {
        await tx.query('SELECT pg_advisory_xact_lock(feed_heads_lock_key())');
        // A write may hold a row this store needs (a post being deleted) and then wait for the lock
        // just taken: the store gives up first, long before PostgreSQL's deadlock check (1 s) could
        // cancel the write instead. The reader's page is answered all the same, from the merge.
        await tx.query(`SET LOCAL lock_timeout = '${storeRowWaitMs}ms'`);
      }
      const { rows } = await tx.query(
        `UPDATE feed_heads SET ready = true, floor_at = $2::timestamptz, floor_id = $3::uuid
         WHERE reader_id = $1 AND ${from ? 'ready AND floor_at = $4::timestamptz AND floor_id = $5::uuid' : 'NOT ready'}
         RETURNING 1`,
        [readerId, last?.at ?? null, last?.id ?? null, ...(from ? [from.at, from.id] : [])],
      );
      if (rows.length === 0) return;
      await tx.query(
        `INSERT INTO feed_head_items (reader_id, at, id, post_id, share_id, sharer_id)
         SELECT $1, t.at, t.id, t.post_id, CASE WHEN t.sharer_id IS NULL THEN NULL ELSE t.id END, t.sharer_id
         FROM unnest($2::timestamptz[], $3::uuid[], $4::uuid[], $5::uuid[]) AS t (at, id, post_id, sharer_id)
         ON CONFLICT DO NOTHING`,
        [
          readerId,
          kept.map((i) => i.at),
          kept.map((i) => i.id),
          kept.map((i) => i.postId),
          kept.map((i) => i.sharerId),
        ],
      );
    });
  } catch {
    // A post or share deleted between the merge and now: leave no half-built head behind.
    await db.query('DELETE FROM feed_heads WHERE reader_id = $1 AND NOT ready', [readerId]);
  }
}

/**
 * The version of the reader's usable head (migration 150-feed-page-versions), or null without one:
 * it changes with every write that could change what the head's first page shows.
 */
export async function readHeadVersion(db: Database, readerId: string): Promise<string | null> {
  const { rows } = await db.query<{ version: string }>(
    `SELECT version::text AS version FROM feed_heads
     WHERE reader_id = $1 AND ready AND built_at > now() - interval '1 day'`,
    [readerId],
  );
  return rows[0]?.version ?? null;
}

/** Deletes up to `limit` heads of readers who have not come back for a day, the oldest first; returns how many. */
export async function deleteExpiredHeads(db: Queryable, limit: number): Promise<number> {
  const { rows } = await db.query(
    `DELETE FROM feed_heads WHERE reader_id IN (
       SELECT reader_id FROM feed_heads WHERE built_at <= now() - interval '1 day' ORDER BY built_at LIMIT $1)
     RETURNING 1`,
    [limit],
  );
  return rows.length;
}

/**
 * Takes up to `limit` posts waiting in `feed_heads_big_clique_queue` (posts into cliques of more
 * than 1,000 members) and adds them to their members' heads, in one statement; how many it took.
 */
export async function addQueuedBigCliquePosts(db: Queryable, limit: number): Promise<number> {
  const { rows } = await db.query<{ taken: number }>(
    `WITH taken AS (
       DELETE FROM feed_heads_big_clique_queue
       WHERE post_id IN (SELECT post_id FROM feed_heads_big_clique_queue LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING post_id)
     SELECT (SELECT count(*)::int FROM taken) AS taken, feed_heads_add_big_clique(ARRAY(SELECT post_id FROM taken))`,
    [limit],
  );
  return rows[0]?.taken ?? 0;
}
