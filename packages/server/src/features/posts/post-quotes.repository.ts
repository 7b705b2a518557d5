import type { PostAudience, PostQuote, QuotePolicy } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { isoText } from '../../platform/database/sql';
import type { Cursor } from '../../platform/input/page-token';
import { blockedBetween, hiddenFrom, visibleTo } from '../audience';
import { postMediaJson, toMedia, type PostMediaRow } from './post-media.repository';

/** The quoted post as stored in a PostRow's `quote` (JSON: dates as text). */
export type QuoteRow =
  | { state: 'unavailable' }
  | {
      state: 'visible';
      postId: string;
      author: { userId: string; username: string; displayName: string; profilePicture: string | null };
      content: string;
      media: PostMediaRow[];
      cliqueId: string | null;
      audience: PostAudience;
      contentWarning: string | null;
      sensitive: boolean;
      createdAt: string;
    };

/** The quote columns of a PostRow. */
export interface QuoteColumns {
  quote_policy: QuotePolicy;
  quotes_count: number;
  quote: QuoteRow | null;
}

const unavailable = `json_build_object('state', 'unavailable')`;

/**
 * SQL: the quote columns of post `p` as the viewer sees them. The quoted post is read in the same
 * statement as the post (a page of posts is one query, whatever it quotes): shown when the viewer
 * may see it (the read predicate of every post) and no block stands between them and its author,
 * else unavailable, as it is when its author detached it or it is gone.
 */
export const quoteColumns = (viewer: string) =>
  `p.quote_policy, p.quotes_count,
   CASE WHEN p.quoted_post_id IS NULL THEN NULL
        WHEN p.quote_detached_at IS NOT NULL THEN ${unavailable}
        ELSE COALESCE((
          SELECT json_build_object('state', 'visible', 'postId', q.post_id,
            'author', json_build_object('userId', qu.user_id, 'username', qu.username, 'displayName', qu.display_name, 'profilePicture', qu.profile_picture),
            'content', q.content, 'media', ${postMediaJson('q')}, 'cliqueId', q.clique_id, 'audience', q.audience,
            'contentWarning', q.content_warning, 'sensitive', q.sensitive, 'createdAt', q.created_at)
          FROM posts q JOIN users qu ON qu.user_id = q.author_id
          WHERE q.post_id = p.quoted_post_id AND ${visibleTo('q', viewer)} AND NOT ${blockedBetween(viewer, 'q.author_id')}
        ), ${unavailable})
   END AS quote`;

/** A quote column as the API's PostQuote (media signed), or null for a post that quotes none. */
export function toQuote(row: QuoteRow | null, embedUrl: (key: string) => string): PostQuote | null {
  if (!row) return null;
  if (row.state === 'unavailable') return { state: 'unavailable' };
  return {
    ...row,
    media: row.media.map((m) => toMedia(m, embedUrl)),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** A quote as stored: the quoting post, its author, whether the quoted post's author detached it. */
export interface QuoteLink {
  postId: string;
  authorId: string;
  detached: boolean;
}

/** Whether one person follows another. */
export async function follows(db: Queryable, followerId: string, followedId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM follows WHERE follower_id = $1 AND followed_id = $2', [
    followerId,
    followedId,
  ]);
  return rows.length > 0;
}

/** A post's quote policy (null for an unknown post). */
export async function findQuotePolicy(db: Queryable, postId: string): Promise<QuotePolicy | null> {
  const { rows } = await db.query<{ quote_policy: QuotePolicy }>('SELECT quote_policy FROM posts WHERE post_id = $1', [
    postId,
  ]);
  return rows[0]?.quote_policy ?? null;
}

/** Records what a new post quotes and who may quote it (the quotes trigger counts it on the quoted post). */
export async function setQuote(
  tx: Queryable,
  postId: string,
  quote: { quotedPostId: string | null; policy: QuotePolicy },
): Promise<void> {
  await tx.query('UPDATE posts SET quoted_post_id = $2, quote_policy = $3 WHERE post_id = $1', [
    postId,
    quote.quotedPostId,
    quote.policy,
  ]);
}

/** Changes who may quote a post. */
export async function setQuotePolicy(tx: Queryable, postId: string, policy: QuotePolicy): Promise<void> {
  await tx.query('UPDATE posts SET quote_policy = $2 WHERE post_id = $1', [postId, policy]);
}

/** A quote of a post, locked (null when that post does not quote it, detached or not). */
export async function findQuoteOf(
  tx: Queryable,
  quotedPostId: string,
  quotingPostId: string,
): Promise<QuoteLink | null> {
  const { rows } = await tx.query<{ post_id: string; author_id: string; detached: boolean }>(
    `SELECT post_id, author_id, quote_detached_at IS NOT NULL AS detached
     FROM posts WHERE post_id = $1 AND quoted_post_id = $2 FOR UPDATE`,
    [quotingPostId, quotedPostId],
  );
  const row = rows[0];
  return row ? { postId: row.post_id, authorId: row.author_id, detached: row.detached } : null;
}

/** The author of the post a quote quotes, while it stands (null for no quote, a detached one, or a gone post). */
export async function findQuotedAuthor(db: Queryable, quotingPostId: string): Promise<string | null> {
  const { rows } = await db.query<{ author_id: string }>(
    `SELECT q.author_id FROM posts p JOIN posts q ON q.post_id = p.quoted_post_id
     WHERE p.post_id = $1 AND p.quote_detached_at IS NULL`,
    [quotingPostId],
  );
  return rows[0]?.author_id ?? null;
}

/** Detaches a quote from the post it quotes (the quotes trigger uncounts it); a repeat changes nothing. */
export async function detachQuote(tx: Queryable, quotingPostId: string): Promise<void> {
  await tx.query('UPDATE posts SET quote_detached_at = now() WHERE post_id = $1 AND quote_detached_at IS NULL', [
    quotingPostId,
  ]);
}

/**
 * The item SQL of GET /posts/{id}/quotes: the attached quotes of a post that the viewer may see
 * (the read predicate of every post) and by nobody hidden from them, newest first, from the
 * quotes index. `$1` viewer, `$2` the quoted post, `$3`/`$4` the cursor, `$5` rows wanted.
 */
export function quotesQuery(viewerId: string, quotedPostId: string, cursor: Cursor, limit: number) {
  return {
    sql: `SELECT p.post_id, NULL::uuid AS sharer_id, NULL AS share_comment, p.post_id AS id, ${isoText('p.created_at')} AS at_text, NULL::int AS n
     FROM posts p
     WHERE p.quoted_post_id = $2 AND p.quote_detached_at IS NULL AND (p.created_at, p.post_id) < ($3::timestamptz, $4::uuid)
       AND ${visibleTo('p', '$1')} AND p.author_id NOT IN (${hiddenFrom('$1::uuid')})
     ORDER BY p.created_at DESC, p.post_id DESC LIMIT $5`,
    params: [viewerId, quotedPostId, cursor.at, cursor.id, limit],
  };
}
