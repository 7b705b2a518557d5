import type { FeedType } from '@cliques/contracts';
import type { Queryable } from '../db/database';
import type { Cursor } from '../posts/page-token';
import { isoText } from './posts';

/** One entry of a list: a post, or a share of one (sharer set). `at`/`id` are its sort keys. */
export interface ListItem {
  postId: string;
  sharerId: string | null;
  shareComment: string | null;
  /** Sort time as ISO text with microseconds. */
  at: string;
  id: string;
  /** Likes count (lists sorted by popularity). */
  n?: number;
}

interface ItemRow {
  post_id: string;
  sharer_id: string | null;
  share_comment: string | null;
  at_text: string;
  id: string;
  n?: number;
}

const toItem = (row: ItemRow): ListItem => ({
  postId: row.post_id,
  sharerId: row.sharer_id,
  shareComment: row.share_comment,
  at: row.at_text,
  id: row.id,
  ...(row.n === undefined ? {} : { n: Number(row.n) }),
});

// $1 viewer, $2 cursor time, $3 cursor id, $4 rows wanted, $5 the user whose own feed is read.
const friendsOf = `SELECT CASE WHEN f.sender_id = $1 THEN f.recipient_id ELSE f.sender_id END AS user_id
  FROM friendships f WHERE f.status = 'accepted' AND (f.sender_id = $1 OR f.recipient_id = $1)`;
const followedBy = 'SELECT followed_id AS user_id FROM follows WHERE follower_id = $1';

/** Whose posts and shares each feed type shows (SQL yielding user_id). */
const peopleOf: Record<Exclude<FeedType, 'cliques'>, string> = {
  all: `SELECT $1::uuid AS user_id UNION ${friendsOf} UNION ${followedBy}`,
  own: 'SELECT $5::uuid AS user_id',
  friends: friendsOf,
  following: followedBy,
};

/**
 * The feed of API.md as one keyset query. Each person's posts and shares and each clique's posts
 * are read from their own (time DESC, id DESC) index, at most `limit` rows each, then merged: a page
 * costs about (people + cliques) × limit index entries however deep it is. In the `all` feed, clique
 * posts come only through the clique branch, so no post appears twice as itself.
 */
export async function feedItems(db: Queryable, viewerId: string, ownerId: string, type: FeedType, cursor: Cursor, limit: number): Promise<ListItem[]> {
  const branches: string[] = [];
  const before = (table: string, id: string) => `(${table}.created_at, ${table}.${id}) < ($2::timestamptz, $3::uuid)`;
  if (type !== 'cliques') {
    const postFilter = type === 'all' ? 'p.clique_id IS NULL' : '(p.clique_id IS NULL OR p.clique_id IN (SELECT clique_id FROM my_cliques))';
    branches.push(`SELECT p.post_id, NULL::uuid AS sharer_id, p.created_at AS at, p.post_id AS id
      FROM people a CROSS JOIN LATERAL (
        SELECT p.post_id, p.created_at FROM posts p
        WHERE p.author_id = a.user_id AND ${before('p', 'post_id')} AND ${postFilter}
        ORDER BY p.created_at DESC, p.post_id DESC LIMIT $4) p`);
    branches.push(`SELECT s.post_id, a.user_id AS sharer_id, s.created_at AS at, s.share_id AS id
      FROM people a CROSS JOIN LATERAL (
        SELECT s.share_id, s.post_id, s.created_at FROM shares s
        WHERE s.user_id = a.user_id AND ${before('s', 'share_id')}
          AND (s.clique_id IS NULL OR s.clique_id IN (SELECT clique_id FROM my_cliques))
        ORDER BY s.created_at DESC, s.share_id DESC LIMIT $4) s`);
  }
  if (type === 'all' || type === 'cliques') {
    branches.push(`SELECT p.post_id, NULL::uuid AS sharer_id, p.created_at AS at, p.post_id AS id
      FROM my_cliques c CROSS JOIN LATERAL (
        SELECT p.post_id, p.created_at FROM posts p
        WHERE p.clique_id = c.clique_id AND ${before('p', 'post_id')}
        ORDER BY p.created_at DESC, p.post_id DESC LIMIT $4) p`);
  }
  const people = type === 'cliques' ? '' : `people AS (${peopleOf[type]}),`;
  const { rows } = await db.query<ItemRow>(
    `WITH ${people} my_cliques AS (SELECT clique_id FROM clique_members WHERE user_id = $1)
     SELECT page.post_id, page.sharer_id, page.id, ${isoText('page.at')} AS at_text,
       CASE WHEN page.sharer_id IS NOT NULL THEN (SELECT comment FROM shares WHERE share_id = page.id) END AS share_comment
     FROM (SELECT * FROM (${branches.join('\n UNION ALL \n')}) items ORDER BY items.at DESC, items.id DESC LIMIT $4) page
     ORDER BY page.at DESC, page.id DESC`,
    type === 'own' ? [viewerId, cursor.at, cursor.id, limit, ownerId] : [viewerId, cursor.at, cursor.id, limit],
  );
  return rows.map(toItem);
}

/** Posts with a hashtag that the viewer may see, newest first, from the tag's index alone. */
export function hashtagItems(db: Queryable, viewerId: string, tag: string, cursor: Cursor, limit: number): Promise<ListItem[]> {
  return visibleIndexItems(db, { table: 'post_hashtags', key: 'tag' }, viewerId, tag, cursor, limit);
}

/** Posts mentioning a user that the viewer may see, newest first. */
export function mentionItems(db: Queryable, viewerId: string, userId: string, cursor: Cursor, limit: number): Promise<ListItem[]> {
  return visibleIndexItems(db, { table: 'mentions', key: 'user_id' }, viewerId, userId, cursor, limit);
}

/**
 * One page of an index table keyed by (key, created_at, post_id) with each row's clique_id: the
 * rows for `value` that the viewer may see (public, or in one of their cliques), newest first.
 */
async function visibleIndexItems(
  db: Queryable,
  index: { table: 'post_hashtags' | 'mentions'; key: 'tag' | 'user_id' },
  viewerId: string,
  value: string,
  cursor: Cursor,
  limit: number,
): Promise<ListItem[]> {
  const { rows } = await db.query<ItemRow>(
    `SELECT i.post_id, NULL AS sharer_id, NULL AS share_comment, i.post_id AS id, ${isoText('i.created_at')} AS at_text
     FROM ${index.table} i
     WHERE i.${index.key} = $2 AND (i.created_at, i.post_id) < ($3::timestamptz, $4::uuid)
       AND (i.clique_id IS NULL OR i.clique_id IN (SELECT clique_id FROM clique_members WHERE user_id = $1))
     ORDER BY i.created_at DESC, i.post_id DESC LIMIT $5`,
    [viewerId, value, cursor.at, cursor.id, limit],
  );
  return rows.map(toItem);
}

/** A clique's posts, newest first or most liked first (membership is the caller's to check). */
export async function cliqueItems(db: Queryable, cliqueId: string, sort: 'newest' | 'top', cursor: Cursor, limit: number): Promise<ListItem[]> {
  const top = sort === 'top';
  const { rows } = await db.query<ItemRow>(
    `SELECT p.post_id, NULL AS sharer_id, NULL AS share_comment, p.post_id AS id, p.likes_count AS n, ${isoText('p.created_at')} AS at_text
     FROM posts p
     WHERE p.clique_id = $1 AND ${top ? '(p.likes_count, p.created_at, p.post_id) < ($5::int, $2::timestamptz, $3::uuid)' : '(p.created_at, p.post_id) < ($2::timestamptz, $3::uuid)'}
     ORDER BY ${top ? 'p.likes_count DESC, ' : ''}p.created_at DESC, p.post_id DESC LIMIT $4`,
    top ? [cliqueId, cursor.at, cursor.id, limit, cursor.n ?? 2147483647] : [cliqueId, cursor.at, cursor.id, limit],
  );
  return rows.map(toItem);
}
