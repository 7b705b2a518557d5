import type { FeedType, Post, UserSummary } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import type { Cursor } from '../../platform/input/page-token';
import { hiddenFrom } from '../audience';
import { postColumns, toPost, type EmbedUrl, type PostRow } from './posts.repository';
import { isSelfOrFriend, visibleTo } from '../audience';
import { isoText } from '../../platform/database/sql';

/** One entry of a list: a post, or a share of one (sharer set). `at`/`id` are its sort keys. */
export interface ListItem {
  postId: string;
  sharerId: string | null;
  shareComment: string | null;
  /** Who shared it (shares only). */
  sharer: UserSummary | null;
  /** Sort time as ISO text with microseconds. */
  at: string;
  id: string;
  /** Likes count (lists sorted by popularity). */
  n?: number;
  /** The post, when the list was read with its posts: null if the viewer may not see it. */
  post?: Post | null;
}

/** A row of `readList`: the item, its sharer, its post. */
export type ListRow = {
  item_post_id: string | null;
  item_sharer_id: string | null;
  share_comment: string | null;
  at_text: string | null;
  item_id: string | null;
  n: number | null;
  sharer_username: string | null;
  sharer_display_name: string | null;
  sharer_profile_picture: string | null;
  /** The assembled post as one JSON value (lists read with posts; null if the viewer may not see it). */
  post?: PostRow | null;
};

/**
 * A list's item SQL and how it is sorted. The SQL yields post_id, sharer_id, share_comment, id,
 * at_text (ISO with microseconds) and n (likes, or NULL), at most a page of them; `$1` is the viewer.
 */
export interface ListQuery {
  sql: string;
  params: unknown[];
  /** Sorted by likes first (a clique's top posts), else by time. */
  top?: boolean;
  /** Further columns of the item SQL to pass through. */
  extra?: string[];
}

/**
 * Runs a list's item SQL with each sharer's summary and, when `embedUrl` is given, each item's post
 * assembled as the viewer sees it, all in one statement (one round trip for a whole page). The page
 * comes as one JSON value rather than rows of thirty columns: decoding a column costs the server
 * more than JSON.parse does (the embedded database's protocol reader most of all).
 */
export async function readList<Extra = object>(
  db: Queryable,
  list: ListQuery,
  embedUrl?: EmbedUrl,
): Promise<(ListRow & Extra)[]> {
  const { rows } = await db.query<{ page: (ListRow & Extra)[] | null }>(
    `SELECT json_agg(row ORDER BY ${list.top ? 'row.n DESC, ' : ''}row.at_text COLLATE "C" DESC NULLS LAST, row.item_id DESC) AS page
     FROM (
       SELECT it.post_id AS item_post_id, it.sharer_id AS item_sharer_id, it.share_comment, it.at_text, it.id AS item_id, it.n,
         ${(list.extra ?? []).map((column) => `it.${column}, `).join('')}
         su.username AS sharer_username, su.display_name AS sharer_display_name, su.profile_picture AS sharer_profile_picture
         ${embedUrl ? ', row_to_json(post) AS post' : ''}
       FROM (${list.sql}) it
       LEFT JOIN users su ON su.user_id = it.sharer_id
       ${embedUrl ? `LEFT JOIN LATERAL (SELECT ${postColumns('$1')} FROM posts p JOIN users u ON u.user_id = p.author_id WHERE p.post_id = it.post_id AND ${visibleTo('p', '$1')}) post ON true` : ''}
     ) row`,
    list.params,
  );
  return rows[0]?.page ?? [];
}

/** The item of a `readList` row (null for a row without one); its post when the list was read with posts. */
export function toItem(row: ListRow, embedUrl?: EmbedUrl): ListItem | null {
  if (!row.item_post_id || !row.item_id || !row.at_text) return null;
  const sharer =
    row.item_sharer_id && row.sharer_username
      ? {
          userId: row.item_sharer_id,
          username: row.sharer_username,
          displayName: row.sharer_display_name ?? row.sharer_username,
          profilePicture: row.sharer_profile_picture,
        }
      : null;
  return {
    postId: row.item_post_id,
    sharerId: row.item_sharer_id,
    shareComment: row.share_comment,
    sharer,
    at: row.at_text,
    id: row.item_id,
    ...(row.n === null ? {} : { n: Number(row.n) }),
    ...(embedUrl ? { post: row.post ? toPost(row.post, embedUrl) : null } : {}),
  };
}

/** A list's items (a page of them, read by its item SQL), with their posts when `embedUrl` is given. */
export async function listItems(db: Queryable, list: ListQuery, embedUrl?: EmbedUrl): Promise<ListItem[]> {
  return (await readList(db, list, embedUrl)).flatMap((row) => toItem(row, embedUrl) ?? []);
}

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
 * The feed of docs/API.md as one keyset query. Each person's posts and shares and each clique's posts
 * are read from their own (time DESC, id DESC) index, at most `limit` rows each, then merged: a page
 * costs about (people + cliques) × limit index entries however deep it is. In the `all` feed, clique
 * posts come only through the clique branch, so no post appears twice as itself. People hidden from
 * the viewer (blocked either way, or muted) are left out: as people whose feed is read (except the
 * owner of an `own` list, whose profile the viewer opened), as authors of shared posts and as
 * authors in cliques; the author columns sit in each branch's index, so no branch reads the heap.
 */
export function feedItems(
  db: Queryable,
  viewerId: string,
  ownerId: string,
  type: FeedType,
  cursor: Cursor,
  limit: number,
  embedUrl?: EmbedUrl,
): Promise<ListItem[]> {
  const branches: string[] = [];
  const before = (table: string, id: string) => `(${table}.created_at, ${table}.${id}) < ($2::timestamptz, $3::uuid)`;
  if (type !== 'cliques') {
    // A held post is a clique post: a list without clique posts cannot meet one.
    const cliqueFilter =
      type === 'all'
        ? 'p.clique_id IS NULL'
        : "(p.clique_id IS NULL OR (p.clique_id IN (SELECT clique_id FROM my_cliques) AND p.status = 'published'))";
    // The audience comes with the index entry; a friendship is checked for friends-only posts alone.
    const postFilter = `${cliqueFilter} AND (p.audience <> 'friends' OR ${isSelfOrFriend('a.user_id', '$1')})`;
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
          AND s.post_author_id NOT IN (SELECT user_id FROM hidden)
        ORDER BY s.created_at DESC, s.share_id DESC LIMIT $4) s`);
  }
  if (type === 'all' || type === 'cliques') {
    branches.push(`SELECT p.post_id, NULL::uuid AS sharer_id, p.created_at AS at, p.post_id AS id
      FROM my_cliques c CROSS JOIN LATERAL (
        SELECT p.post_id, p.created_at FROM posts p
        WHERE p.clique_id = c.clique_id AND p.status = 'published' AND ${before('p', 'post_id')} AND p.author_id NOT IN (SELECT user_id FROM hidden)
        ORDER BY p.created_at DESC, p.post_id DESC LIMIT $4) p`);
  }
  const shown = (people: Exclude<FeedType, 'cliques'>) =>
    people === 'own'
      ? peopleOf.own
      : `SELECT user_id FROM (${peopleOf[people]}) x WHERE user_id NOT IN (SELECT user_id FROM hidden)`;
  const people = type === 'cliques' ? '' : `people AS (${shown(type)}),`;
  const sql = `WITH hidden AS (${hiddenFrom('$1::uuid')}), ${people} my_cliques AS (SELECT clique_id FROM clique_members WHERE user_id = $1)
     SELECT page.post_id, page.sharer_id, page.id, ${isoText('page.at')} AS at_text, NULL::int AS n,
       CASE WHEN page.sharer_id IS NOT NULL THEN (SELECT comment FROM shares WHERE share_id = page.id) END AS share_comment
     FROM (SELECT * FROM (${branches.join('\n UNION ALL \n')}) items ORDER BY items.at DESC, items.id DESC LIMIT $4) page`;
  const params =
    type === 'own' ? [viewerId, cursor.at, cursor.id, limit, ownerId] : [viewerId, cursor.at, cursor.id, limit];
  return listItems(db, { sql, params }, embedUrl);
}

/** Posts with a hashtag that the viewer may see, newest first, from the tag's index alone. */
export function hashtagItems(
  db: Queryable,
  viewerId: string,
  tag: string,
  cursor: Cursor,
  limit: number,
  embedUrl?: EmbedUrl,
): Promise<ListItem[]> {
  return listItems(
    db,
    visibleIndexQuery({ table: 'post_hashtags', key: 'tag' }, viewerId, tag, cursor, limit),
    embedUrl,
  );
}

/** Posts mentioning a user that the viewer may see, newest first. */
export function mentionItems(
  db: Queryable,
  viewerId: string,
  userId: string,
  cursor: Cursor,
  limit: number,
  embedUrl?: EmbedUrl,
): Promise<ListItem[]> {
  return listItems(
    db,
    visibleIndexQuery({ table: 'mentions', key: 'user_id' }, viewerId, userId, cursor, limit),
    embedUrl,
  );
}

/**
 * One page of an index table keyed by (key, created_at, post_id) with each row's clique_id and
 * author_id and friends_of: the rows for `value` that the viewer may see (public, or in one of their
 * cliques, or for the friends of the viewer or of someone they are friends with; and by nobody
 * hidden from them), newest first.
 */
function visibleIndexQuery(
  index: { table: 'post_hashtags' | 'mentions'; key: 'tag' | 'user_id' },
  viewerId: string,
  value: string,
  cursor: Cursor,
  limit: number,
): ListQuery {
  return {
    sql: `SELECT i.post_id, NULL::uuid AS sharer_id, NULL AS share_comment, i.post_id AS id, ${isoText('i.created_at')} AS at_text, NULL::int AS n
     FROM ${index.table} i
     WHERE i.${index.key} = $2 AND (i.created_at, i.post_id) < ($3::timestamptz, $4::uuid)
       AND (i.clique_id IS NULL OR i.clique_id IN (SELECT clique_id FROM clique_members WHERE user_id = $1))
       AND i.author_id NOT IN (${hiddenFrom('$1::uuid')})
       AND (i.friends_of IS NULL OR ${isSelfOrFriend('i.friends_of', '$1')})
     ORDER BY i.created_at DESC, i.post_id DESC LIMIT $5`,
    params: [viewerId, value, cursor.at, cursor.id, limit],
  };
}

/** A clique's published posts, newest first or most liked first (membership is the caller's to check). */
export function cliqueItems(
  db: Queryable,
  viewerId: string,
  list: { cliqueId: string; sort: 'newest' | 'top'; topic: string | null },
  cursor: Cursor,
  limit: number,
  embedUrl?: EmbedUrl,
): Promise<ListItem[]> {
  const { cliqueId, sort, topic } = list;
  const top = sort === 'top';
  const sql = `SELECT p.post_id, NULL::uuid AS sharer_id, NULL AS share_comment, p.post_id AS id, p.likes_count AS n, ${isoText('p.created_at')} AS at_text
     FROM posts p
     WHERE p.clique_id = $2 AND p.status = 'published' AND ($${top ? 7 : 6}::text IS NULL OR p.topic = $${top ? 7 : 6})
       AND NOT EXISTS (SELECT 1 FROM clique_pins cp WHERE cp.clique_id = p.clique_id AND cp.post_id = p.post_id)
       AND ${top ? '(p.likes_count, p.created_at, p.post_id) < ($6::int, $3::timestamptz, $4::uuid)' : '(p.created_at, p.post_id) < ($3::timestamptz, $4::uuid)'}
     ORDER BY ${top ? 'p.likes_count DESC, ' : ''}p.created_at DESC, p.post_id DESC LIMIT $5`;
  const params = [viewerId, cliqueId, cursor.at, cursor.id, limit, ...(top ? [cursor.n ?? 2147483647] : []), topic];
  return listItems(db, { sql, params, top }, embedUrl);
}
