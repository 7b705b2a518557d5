import type { Post, PostAudience, PostStatus } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { blockedBetween } from '../audience';
import { inReach, visibleTo } from '../audience';
import { linkPreviewJson, toLinkPreview, type LinkPreviewRow } from '../link-previews';
import { postMediaJson, toMedia, type PostMediaRow } from './post-media.repository';
import { partsColumn, partViews } from './post-parts.repository';
import { quoteColumns, toQuote, type QuoteColumns } from './post-quotes.repository';
import { summaryColumns, toUserSummary, type SummaryRow } from '../people';

/** The columns `postColumns` selects. */
export interface PostRow extends SummaryRow, QuoteColumns {
  post_id: string;
  content: string;
  content_warning: string | null;
  sensitive: boolean;
  hashtags: string[];
  clique_id: string | null;
  topic: string | null;
  pinned: boolean;
  audience: PostAudience;
  status: PostStatus;
  likes_count: number;
  comments_count: number;
  shares_count: number;
  /** A Date, or ISO text when the row came as JSON. */
  created_at: Date | string;
  updated_at: Date | string;
  edited_at: Date | string | null;
  media: PostMediaRow[];
  mentions: { userId: string; username: string; displayName: string; profilePicture: string | null }[];
  liked_by_me: boolean;
  shared_by_me: boolean;
  bookmarked_by_me: boolean;
  blocked_author: boolean;
  link_preview: LinkPreviewRow | null;
  /** The parts the post carries (post-parts.repository.ts), by field. */
  parts: Record<string, unknown> | null;
}

/** Signs a media key for embedding in an answer. */
export type EmbedUrl = (key: string) => string;

/**
 * SQL: everything a Post is made of, for post `p` by author `u` as seen by the viewer in parameter
 * `viewer` (media, mentions, the viewer's like, share and bookmark), as the columns of PostRow.
 */
export const postColumns = (viewer: string) =>
  `p.post_id, p.content, p.content_warning, p.sensitive, p.hashtags, p.clique_id, p.topic, p.audience, p.status, p.likes_count, p.comments_count, p.shares_count, p.created_at, p.updated_at, p.edited_at,
   ${summaryColumns('u')},
   ${postMediaJson('p')} AS media,
   COALESCE((SELECT json_agg(json_build_object('userId', mu.user_id, 'username', mu.username, 'displayName', mu.display_name, 'profilePicture', mu.profile_picture) ORDER BY mu.username)
             FROM mentions mn JOIN users mu ON mu.user_id = mn.user_id WHERE mn.post_id = p.post_id), '[]'::json) AS mentions,
   EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.post_id AND l.user_id = ${viewer}) AS liked_by_me,
   EXISTS (SELECT 1 FROM shares s WHERE s.post_id = p.post_id AND s.user_id = ${viewer}) AS shared_by_me,
   EXISTS (SELECT 1 FROM bookmarks b WHERE b.user_id = ${viewer} AND b.post_id = p.post_id) AS bookmarked_by_me,
   p.clique_id IS NOT NULL AND ${blockedBetween(viewer, 'p.author_id')} AS blocked_author,
   p.clique_id IS NOT NULL AND EXISTS (SELECT 1 FROM clique_pins cp WHERE cp.clique_id = p.clique_id AND cp.post_id = p.post_id) AS pinned,
   ${linkPreviewJson('p')} AS link_preview,
   ${partsColumn(viewer)},
   ${quoteColumns(viewer)}`;

/**
 * The posts of some ids that a viewer may see, fully assembled (author, media, mentions, the
 * viewer's like and share), in one query. Ids the viewer may not see are absent.
 */
export async function loadPosts(
  db: Queryable,
  viewerId: string,
  postIds: string[],
  embedUrl: EmbedUrl,
): Promise<Map<string, Post>> {
  const ids = [...new Set(postIds)];
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<PostRow>(
    `SELECT ${postColumns('$1')}
     FROM posts p JOIN users u ON u.user_id = p.author_id
     WHERE p.post_id = ANY($2::uuid[]) AND ${visibleTo('p', '$1')}`,
    [viewerId, ids],
  );
  return new Map(rows.map((row) => [row.post_id, toPost(row, embedUrl)]));
}

/** A PostRow as the API's Post. */
export function toPost(row: PostRow, embedUrl: EmbedUrl): Post {
  return {
    postId: row.post_id,
    author: toUserSummary(row),
    content: row.content,
    media: row.media.map((m) => toMedia(m, embedUrl)),
    hashtags: row.hashtags,
    mentions: row.mentions,
    cliqueId: row.clique_id,
    audience: row.audience,
    status: row.status,
    likesCount: row.likes_count,
    commentsCount: row.comments_count,
    sharesCount: row.shares_count,
    quotesCount: row.quotes_count,
    likedByMe: row.liked_by_me,
    sharedByMe: row.shared_by_me,
    bookmarkedByMe: row.bookmarked_by_me,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    editedAt: row.edited_at ? new Date(row.edited_at).toISOString() : null,
    ...(row.blocked_author ? { blockedAuthor: true } : {}),
    ...(row.topic ? { topic: row.topic } : {}),
    ...(row.pinned ? { pinned: true } : {}),
    linkPreview: toLinkPreview(row.link_preview, embedUrl),
    contentWarning: row.content_warning,
    sensitive: row.sensitive,
    ...partViews(row.parts, embedUrl),
    quote: toQuote(row.quote, embedUrl),
    quotePolicy: row.quote_policy,
  };
}

/** Who wrote a post, where it lives, and whether a block stands between its author and the viewer. */
export interface PostAccess {
  postId: string;
  authorId: string;
  cliqueId: string | null;
  audience: PostAudience;
  /** Either the author or the viewer blocked the other: a public post is then hidden, a clique post shown but out of reach. */
  blocked: boolean;
}

/**
 * A post's author, clique and audience if it lies where the viewer may read (public, or in one of
 * their cliques; its audience admits them), whoever wrote it, else null; `blocked` says whether a
 * block hides or shuts it for the viewer. `forUpdate` locks the row.
 */
export async function findPostAccess(
  db: Queryable,
  viewerId: string,
  postId: string,
  forUpdate = false,
): Promise<PostAccess | null> {
  const { rows } = await db.query<{
    post_id: string;
    author_id: string;
    clique_id: string | null;
    audience: PostAudience;
    blocked: boolean;
  }>(
    `SELECT p.post_id, p.author_id, p.clique_id, p.audience, ${blockedBetween('$1::uuid', 'p.author_id')} AS blocked
     FROM posts p WHERE p.post_id = $2 AND ${inReach('p', '$1')}${forUpdate ? ' FOR UPDATE OF p' : ''}`,
    [viewerId, postId],
  );
  const row = rows[0];
  return row
    ? {
        postId: row.post_id,
        authorId: row.author_id,
        cliqueId: row.clique_id,
        audience: row.audience,
        blocked: row.blocked,
      }
    : null;
}

/** Whether the viewer sees a post they can reach (`visibleTo`): a blocked author's public post is hidden. */
export const isVisible = (access: PostAccess | null): access is PostAccess =>
  access !== null && (access.cliqueId !== null || !access.blocked);

/** What a new post is made of (hashtags and mention ids already parsed and resolved). */
export interface NewPost {
  postId: string;
  authorId: string;
  cliqueId: string | null;
  /** One of the clique's topics, for a clique post. */
  topic: string | null;
  audience: PostAudience;
  content: string;
  hashtags: string[];
  mentionIds: string[];
  media: PostMediaRow[];
  /** The first web address of the text, normalized (its link preview), or null. */
  linkUrl: string | null;
  /** `pending`: held for the clique's moderators (no hashtag or mention rows, not counted, until published). */
  status: PostStatus;
  /** The author's warning over the text and media, or null. */
  contentWarning: string | null;
  /** The media are sensitive (blurred until tapped). */
  sensitive: boolean;
}

/**
 * Stores a post with its media and, once published, its hashtags and mentions, counted on the
 * author. Run in a transaction.
 */
export async function insertPost(tx: Queryable, post: NewPost): Promise<void> {
  await tx.query(
    // The author's interface language when written: the language the post is stemmed in for search.
    `INSERT INTO posts (post_id, author_id, clique_id, audience, content, hashtags, link_url, topic, status, content_warning, sensitive, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, (SELECT language FROM users WHERE user_id = $2))`,
    [
      post.postId,
      post.authorId,
      post.cliqueId,
      post.audience,
      post.content,
      post.hashtags,
      post.linkUrl,
      post.topic,
      post.status,
      post.contentWarning,
      post.sensitive,
    ],
  );
  if (post.media.length > 0) {
    await tx.query(
      `INSERT INTO post_media (post_id, position, key, media_type, file_type, file_size, alt)
       SELECT $1, m.ord - 1, m.key, m.media_type, m.file_type, m.file_size, m.alt
       FROM unnest($2::text[], $3::text[], $4::text[], $5::bigint[], $6::text[]) WITH ORDINALITY AS m(key, media_type, file_type, file_size, alt, ord)`,
      [
        post.postId,
        post.media.map((m) => m.key),
        post.media.map((m) => m.type),
        post.media.map((m) => m.fileType),
        post.media.map((m) => m.fileSize),
        post.media.map((m) => m.alt),
      ],
    );
  }
  if (post.status === 'published') await countAndIndex(tx, post.postId, post.authorId, post.hashtags, post.mentionIds);
}

/** A post that is now published: counted on its author, its hashtag and mention rows written. */
export async function countAndIndex(
  tx: Queryable,
  postId: string,
  authorId: string,
  hashtags: string[],
  mentionIds: string[],
): Promise<void> {
  await tx.query('UPDATE users SET posts_count = posts_count + 1 WHERE user_id = $1', [authorId]);
  await replaceTagsAndMentions(tx, postId, hashtags, mentionIds);
}

/** SQL: the author of post `p` if only their friends may see it, else NULL (the `friends_of` of tag and mention rows). */
const friendsOf = "CASE WHEN p.audience = 'friends' THEN p.author_id END";

/** Rewrites a post's hashtag and mention rows (they copy its author, clique, audience and time for the index-only lists). */
export async function replaceTagsAndMentions(
  tx: Queryable,
  postId: string,
  hashtags: string[],
  mentionIds: string[],
): Promise<void> {
  await tx.query('DELETE FROM post_hashtags WHERE post_id = $1', [postId]);
  await tx.query('DELETE FROM mentions WHERE post_id = $1', [postId]);
  if (hashtags.length > 0) {
    await tx.query(
      `INSERT INTO post_hashtags (post_id, tag, author_id, clique_id, friends_of, created_at)
       SELECT p.post_id, t.tag, p.author_id, p.clique_id, ${friendsOf}, p.created_at FROM posts p, unnest($2::text[]) AS t(tag) WHERE p.post_id = $1`,
      [postId, hashtags],
    );
  }
  if (mentionIds.length > 0) {
    await tx.query(
      `INSERT INTO mentions (post_id, user_id, clique_id, author_id, friends_of, created_at)
       SELECT p.post_id, m.user_id, p.clique_id, p.author_id, ${friendsOf}, p.created_at FROM posts p, unnest($2::uuid[]) AS m(user_id) WHERE p.post_id = $1`,
      [postId, mentionIds],
    );
  }
}

/** A post's new text (with its hashtags and link) and, when given, its warning and sensitive mark. */
export interface PostContentChange {
  content: string;
  hashtags: string[];
  linkUrl: string | null;
  /** Undefined keeps the warning; null removes it. */
  contentWarning?: string | null;
  /** Undefined keeps the mark. */
  sensitive?: boolean;
}

/** Changes a post's text, hashtags, link, warning and sensitive mark (the author's check is the caller's). */
export async function updatePostContent(tx: Queryable, postId: string, change: PostContentChange): Promise<void> {
  await tx.query(
    `UPDATE posts SET content = $2, hashtags = $3, link_url = $4,
       content_warning = CASE WHEN $5::boolean THEN $6::text ELSE content_warning END, sensitive = COALESCE($7::boolean, sensitive), updated_at = now()
     WHERE post_id = $1`,
    [
      postId,
      change.content,
      change.hashtags,
      change.linkUrl,
      change.contentWarning !== undefined,
      change.contentWarning ?? null,
      change.sensitive ?? null,
    ],
  );
}

/** Whether a post has any media attached. */
export async function postHasMedia(db: Queryable, postId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM post_media WHERE post_id = $1 LIMIT 1', [postId]);
  return rows.length > 0;
}

/**
 * Deletes a post (cascading to its media, comments, likes, shares, tags, mentions) and its
 * notifications, and uncounts it if it was published (a held post was never counted); the
 * post_media trigger records its files for the release job. Returns the media keys it had.
 */
export async function deletePostRow(tx: Queryable, postId: string, authorId: string): Promise<string[]> {
  const { rows } = await tx.query<{ key: string }>('SELECT key FROM post_media WHERE post_id = $1', [postId]);
  await tx.query('DELETE FROM notifications WHERE post_id = $1', [postId]);
  const deleted = await tx.query<{ status: PostStatus }>('DELETE FROM posts WHERE post_id = $1 RETURNING status', [
    postId,
  ]);
  if (deleted.rows[0]?.status === 'published')
    await tx.query('UPDATE users SET posts_count = GREATEST(posts_count - 1, 0) WHERE user_id = $1', [authorId]);
  return rows.map((row) => row.key);
}

/** Users of some usernames (case-insensitive), id by lower-case name. */
export async function findUserIdsByUsername(db: Queryable, usernames: string[]): Promise<Map<string, string>> {
  if (usernames.length === 0) return new Map();
  const { rows } = await db.query<{ user_id: string; name: string }>(
    'SELECT user_id, lower(username) AS name FROM users WHERE lower(username) = ANY($1::text[])',
    [usernames],
  );
  return new Map(rows.map((row) => [row.name, row.user_id]));
}
