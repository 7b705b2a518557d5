import { postMediaJson } from '../posts';

/** Rows of a section are read this many at a time. */
export const exportPageSize = 500;

/** A row as the database returns it. */
export type Row = Record<string, unknown>;

/**
 * One list of account.json, read by keyset: `sql` takes $1 = the person, then the cursor's values,
 * then the page size; `first` is the cursor before the first row, `next` the cursor after a row.
 * Cursor times travel as text (`::text`) so no microseconds are lost between pages.
 */
export interface ExportSection {
  name: string;
  sql: string;
  first: unknown[];
  next(row: Row): unknown[];
  item(row: Row): unknown;
}

export const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();
export const origin = ['-infinity', '00000000-0000-0000-0000-000000000000'];
export const byTime = (row: Row) => [row.at, row.id];

/** The part of a media key after `users/{id}/`, under `media/` in the archive. */
export function archivePathOf(key: string): string {
  const rest = key.replace(/^users\/[^/]+\//, '');
  return rest.startsWith('media/') ? rest : `media/${rest}`;
}

export const person = (prefix: string) => (row: Row) => ({
  userId: row[`${prefix}_id`],
  username: row[`${prefix}_username`],
  displayName: row[`${prefix}_display_name`],
});

/** What the person made: posts, comments, their edit history, likes, shares, bookmarks, polls and poll votes, oldest first. */
export const contentSections: ExportSection[] = [
  {
    name: 'posts',
    sql: `SELECT p.post_id AS id, p.created_at::text AS at, p.clique_id, p.content, p.content_warning, p.sensitive, p.hashtags, p.likes_count, p.comments_count, p.shares_count, p.created_at, p.updated_at,
            p.quoted_post_id, p.quote_detached_at IS NOT NULL AS quote_detached, p.quote_policy, p.quotes_count,
            ${postMediaJson('p')} AS media
          FROM posts p WHERE p.author_id = $1 AND (p.created_at, p.post_id) > ($2::timestamptz, $3::uuid)
          ORDER BY p.created_at, p.post_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({
      postId: r.id,
      cliqueId: r.clique_id,
      content: r.content,
      contentWarning: r.content_warning,
      sensitive: r.sensitive,
      hashtags: r.hashtags,
      likesCount: r.likes_count,
      commentsCount: r.comments_count,
      sharesCount: r.shares_count,
      quotedPostId: r.quoted_post_id,
      quoteDetached: r.quote_detached,
      quotePolicy: r.quote_policy,
      quotesCount: r.quotes_count,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      media: (r.media as { key: string }[]).map((m) => ({ ...m, file: archivePathOf(m.key) })),
    }),
  },
  {
    name: 'comments',
    sql: `SELECT c.comment_id AS id, c.created_at::text AS at, c.post_id, c.parent_comment_id, c.content, c.likes_count, c.created_at
          FROM comments c WHERE c.author_id = $1 AND c.deleted_at IS NULL AND (c.created_at, c.comment_id) > ($2::timestamptz, $3::uuid)
          ORDER BY c.created_at, c.comment_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({
      commentId: r.id,
      postId: r.post_id,
      parentCommentId: r.parent_comment_id,
      content: r.content,
      likesCount: r.likes_count,
      createdAt: iso(r.created_at),
    }),
  },
  {
    name: 'editHistory',
    sql: `SELECT v.version_id::text AS id, v.replaced_at::text AS at, v.post_id, v.comment_id, v.content, v.content_warning, v.sensitive, v.media, v.written_at, v.replaced_at
          FROM edit_versions v WHERE v.author_id = $1 AND (v.replaced_at, v.version_id) > ($2::timestamptz, $3::bigint)
          ORDER BY v.replaced_at, v.version_id LIMIT $4`,
    first: ['-infinity', '0'],
    next: byTime,
    item: (r) => ({
      postId: r.post_id,
      commentId: r.comment_id,
      content: r.content,
      contentWarning: r.content_warning,
      sensitive: r.sensitive,
      media: (r.media as { key: string }[]).map((m) => ({ ...m, file: archivePathOf(m.key) })),
      writtenAt: iso(r.written_at),
      replacedAt: iso(r.replaced_at),
    }),
  },
  {
    name: 'postLikes',
    sql: `SELECT l.post_id AS id, l.created_at::text AS at, l.created_at FROM post_likes l
          WHERE l.user_id = $1 AND (l.created_at, l.post_id) > ($2::timestamptz, $3::uuid) ORDER BY l.created_at, l.post_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({ postId: r.id, createdAt: iso(r.created_at) }),
  },
  {
    name: 'commentLikes',
    sql: `SELECT l.comment_id AS id, l.created_at::text AS at, l.created_at FROM comment_likes l
          WHERE l.user_id = $1 AND (l.created_at, l.comment_id) > ($2::timestamptz, $3::uuid) ORDER BY l.created_at, l.comment_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({ commentId: r.id, createdAt: iso(r.created_at) }),
  },
  {
    name: 'shares',
    sql: `SELECT s.share_id AS id, s.created_at::text AS at, s.post_id, s.comment, s.created_at FROM shares s
          WHERE s.user_id = $1 AND (s.created_at, s.share_id) > ($2::timestamptz, $3::uuid) ORDER BY s.created_at, s.share_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({ shareId: r.id, postId: r.post_id, comment: r.comment, createdAt: iso(r.created_at) }),
  },
  {
    name: 'bookmarks',
    sql: `SELECT b.post_id AS id, b.created_at::text AS at, b.created_at FROM bookmarks b
          WHERE b.user_id = $1 AND (b.created_at, b.post_id) > ($2::timestamptz, $3::uuid) ORDER BY b.created_at, b.post_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({ postId: r.id, createdAt: iso(r.created_at) }),
  },
  {
    name: 'polls',
    sql: `SELECT pl.poll_id AS id, p.created_at::text AS at, pl.post_id, pl.multiple, pl.hide_results, pl.closes_at,
            (SELECT json_agg(json_build_object('text', o.text, 'votes', o.votes) ORDER BY o.position) FROM poll_options o WHERE o.poll_id = pl.poll_id) AS options
          FROM polls pl JOIN posts p ON p.post_id = pl.post_id
          WHERE p.author_id = $1 AND (p.created_at, pl.poll_id) > ($2::timestamptz, $3::uuid) ORDER BY p.created_at, pl.poll_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({
      pollId: r.id,
      postId: r.post_id,
      options: r.options,
      multiple: r.multiple,
      hideResultsUntilClosed: r.hide_results,
      closesAt: iso(r.closes_at),
    }),
  },
  {
    name: 'pollVotes',
    sql: `SELECT v.option_id AS id, v.created_at::text AS at, v.poll_id, o.text, v.created_at
          FROM poll_votes v JOIN poll_options o ON o.option_id = v.option_id
          WHERE v.user_id = $1 AND (v.created_at, v.option_id) > ($2::timestamptz, $3::uuid) ORDER BY v.created_at, v.option_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({ pollId: r.poll_id, optionId: r.id, option: r.text, createdAt: iso(r.created_at) }),
  },
  {
    name: 'events',
    sql: `SELECT e.event_id AS id, p.created_at::text AS at, e.*
          FROM events e JOIN posts p ON p.post_id = e.post_id
          WHERE p.author_id = $1 AND (p.created_at, e.event_id) > ($2::timestamptz, $3::uuid) ORDER BY p.created_at, e.event_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({
      eventId: r.id,
      postId: r.post_id,
      title: r.title,
      description: r.description,
      startsAt: iso(r.starts_at),
      endsAt: iso(r.ends_at),
      timeZone: r.time_zone,
      location: r.location,
      onlineUrl: r.online_url,
      capacity: r.capacity,
      recurrence: r.recurrence,
      cancelled: r.cancelled_at !== null,
      goingCount: r.going_count,
      maybeCount: r.maybe_count,
    }),
  },
  {
    name: 'eventRsvps',
    sql: `SELECT r.event_id AS id, r.updated_at::text AS at, r.status, r.updated_at
          FROM event_rsvps r
          WHERE r.user_id = $1 AND (r.updated_at, r.event_id) > ($2::timestamptz, $3::uuid) ORDER BY r.updated_at, r.event_id LIMIT $4`,
    first: origin,
    next: byTime,
    item: (r) => ({ eventId: r.id, status: r.status, updatedAt: iso(r.updated_at) }),
  },
];
