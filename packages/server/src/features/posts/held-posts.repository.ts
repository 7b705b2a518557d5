import type { Post } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { isoText } from '../../platform/database/sql';
import type { Cursor } from '../../platform/input/page-token';
import { postColumns, toPost, type EmbedUrl, type PostAccess, type PostRow } from './posts.repository';

/**
 * Held posts (`status = 'pending'`): the only SQL that reads them. Every other read of posts goes
 * through the audience predicates, which admit published posts only; these functions are called
 * where a held post is asked for by someone entitled to it (its author, the clique's moderators),
 * and check nothing else themselves.
 */

/** A held post as it is answered: who wrote it, where, and what publishing it needs. */
export interface HeldPost {
  postId: string;
  authorId: string;
  cliqueId: string;
  content: string;
  hashtags: string[];
}

/** The held post `postId` (of `authorId`, or in `cliqueId`, when given), or null; `forUpdate` locks it. */
export async function findHeldPost(
  db: Queryable,
  postId: string,
  where: { authorId?: string; cliqueId?: string },
  forUpdate = false,
): Promise<HeldPost | null> {
  const { rows } = await db.query<{
    post_id: string;
    author_id: string;
    clique_id: string;
    content: string;
    hashtags: string[];
  }>(
    `SELECT post_id, author_id, clique_id, content, hashtags FROM posts
     WHERE post_id = $1 AND status = 'pending' AND ($2::uuid IS NULL OR author_id = $2) AND ($3::uuid IS NULL OR clique_id = $3)
     ${forUpdate ? 'FOR UPDATE' : ''}`,
    [postId, where.authorId ?? null, where.cliqueId ?? null],
  );
  const row = rows[0];
  return row
    ? {
        postId: row.post_id,
        authorId: row.author_id,
        cliqueId: row.clique_id,
        content: row.content,
        hashtags: row.hashtags,
      }
    : null;
}

/** The author's own held post as the post routes act on it (never blocked: it is theirs). */
export const asAccess = (post: HeldPost): PostAccess => ({
  postId: post.postId,
  authorId: post.authorId,
  cliqueId: post.cliqueId,
  audience: 'clique',
  blocked: false,
});

/** A held post with its sort keys (oldest first; `at` as ISO text with microseconds). */
export interface HeldItem {
  post: Post;
  at: string;
}

/**
 * Held posts of a clique, assembled as `viewerId` sees them: all of them (the moderators' list,
 * oldest first after `after`) or only `authorId`'s (newest first), at most `limit`.
 */
export async function listHeldPosts(
  db: Queryable,
  viewerId: string,
  list: { cliqueId: string; authorId?: string; after?: Cursor; limit: number },
  embedUrl: EmbedUrl,
): Promise<HeldItem[]> {
  const own = list.authorId !== undefined;
  const { rows } = await db.query<PostRow & { at_text: string }>(
    `SELECT ${postColumns('$1')}, ${isoText('p.created_at')} AS at_text
     FROM posts p JOIN users u ON u.user_id = p.author_id
     WHERE p.clique_id = $2 AND p.status = 'pending' AND ($3::uuid IS NULL OR p.author_id = $3)
       AND ($4::timestamptz IS NULL OR (p.created_at, p.post_id) > ($4::timestamptz, $5::uuid))
     ORDER BY p.created_at ${own ? 'DESC' : 'ASC'}, p.post_id ${own ? 'DESC' : 'ASC'} LIMIT $6`,
    [viewerId, list.cliqueId, list.authorId ?? null, list.after?.at ?? null, list.after?.id ?? null, list.limit],
  );
  return rows.map((row) => ({ post: toPost(row, embedUrl), at: row.at_text }));
}

/** The held post of an author, assembled, or null (GET /posts/{id} for its author). */
export async function loadOwnHeldPost(
  db: Queryable,
  authorId: string,
  postId: string,
  embedUrl: EmbedUrl,
): Promise<Post | null> {
  const { rows } = await db.query<PostRow>(
    `SELECT ${postColumns('$1')} FROM posts p JOIN users u ON u.user_id = p.author_id
     WHERE p.post_id = $2 AND p.author_id = $1 AND p.status = 'pending'`,
    [authorId, postId],
  );
  return rows[0] ? toPost(rows[0], embedUrl) : null;
}

/** Publishes a held post as if written now (its time is the approval's). Run in a transaction. */
export async function publishHeldPost(tx: Queryable, postId: string): Promise<void> {
  await tx.query(
    "UPDATE posts SET status = 'published', created_at = now(), updated_at = now() WHERE post_id = $1 AND status = 'pending'",
    [postId],
  );
}

/** Whether any post of the clique is held. */
export async function hasHeldPosts(db: Queryable, cliqueId: string): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM posts WHERE clique_id = $1 AND status = 'pending' LIMIT 1", [
    cliqueId,
  ]);
  return rows.length > 0;
}

/** Whether `postId` is a published post of the clique. */
export async function isPublishedIn(db: Queryable, cliqueId: string, postId: string): Promise<boolean> {
  const { rows } = await db.query(
    "SELECT 1 FROM posts WHERE post_id = $1 AND clique_id = $2 AND status = 'published'",
    [postId, cliqueId],
  );
  return rows.length > 0;
}
