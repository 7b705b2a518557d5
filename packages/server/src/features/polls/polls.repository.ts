import { randomUUID } from 'node:crypto';
import type { PollFrame } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { visibleTo } from '../audience';

/** A poll as its `column` reads it (closesAt as json text), before the hidden counts are taken out. */
export interface PollJson {
  pollId: string;
  multiple: boolean;
  hideResults: boolean;
  closesAt: string;
  closed: boolean;
  options: { optionId: string; text: string; votes: number }[];
  myVotes: string[] | null;
}

/**
 * SQL: the poll of post `p` as the viewer (an SQL parameter) sees it, as json (NULL when it has
 * none): its options in order with their counts, and the viewer's own choice. Read in the query of
 * the post itself (posts' parts), so a page of posts carries its polls without another query.
 */
export const pollColumn = (viewer: string) =>
  `(SELECT json_build_object('pollId', pl.poll_id, 'multiple', pl.multiple, 'hideResults', pl.hide_results,
     'closesAt', pl.closes_at, 'closed', pl.closes_at <= now(),
     'options', (SELECT json_agg(json_build_object('optionId', o.option_id, 'text', o.text, 'votes', o.votes) ORDER BY o.position)
                 FROM poll_options o WHERE o.poll_id = pl.poll_id),
     'myVotes', (SELECT json_agg(v.option_id) FROM poll_votes v WHERE v.poll_id = pl.poll_id AND v.user_id = ${viewer}))
   FROM polls pl WHERE pl.post_id = p.post_id)`;

/** A new poll's settings. */
export interface NewPoll {
  postId: string;
  options: string[];
  multiple: boolean;
  hideResults: boolean;
  closesInMinutes: number;
}

/** Stores a poll and its options (in the post's transaction); returns its id. */
export async function insertPoll(tx: Queryable, poll: NewPoll): Promise<string> {
  const pollId = randomUUID();
  await tx.query(
    `INSERT INTO polls (poll_id, post_id, multiple, hide_results, closes_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5::int))`,
    [pollId, poll.postId, poll.multiple, poll.hideResults, poll.closesInMinutes],
  );
  await tx.query(
    `INSERT INTO poll_options (option_id, poll_id, post_id, position, text)
     SELECT o.option_id, $1, $2, o.ord - 1, o.text
     FROM unnest($3::uuid[], $4::text[]) WITH ORDINALITY AS o(option_id, text, ord)`,
    [pollId, poll.postId, poll.options.map(() => randomUUID()), poll.options],
  );
  return pollId;
}

/** The post a poll belongs to, or null for an unknown poll. */
export async function findPollPost(db: Queryable, pollId: string): Promise<string | null> {
  const { rows } = await db.query<{ post_id: string }>('SELECT post_id FROM polls WHERE poll_id = $1', [pollId]);
  return rows[0]?.post_id ?? null;
}

/** A poll as a vote needs it: whether it is open, and its options. */
export interface LockedPoll {
  multiple: boolean;
  closed: boolean;
  optionIds: string[];
}

/**
 * Reads a poll for one voter's change and holds that voter's turn on it (a transaction-scoped
 * advisory lock on poll and voter): two changes by the same voter take turns, while different
 * voters vote at once; null when the poll is gone. The counts they touch are locked in option order
 * by `lockCounts`, so no two changes wait on each other in a circle.
 */
export async function lockPoll(tx: Queryable, pollId: string, userId: string): Promise<LockedPoll | null> {
  const { rows } = await tx.query<{ multiple: boolean; closed: boolean; option_ids: string[] }>(
    `SELECT pl.multiple, pl.closes_at <= now() AS closed,
       ARRAY(SELECT o.option_id::text FROM poll_options o WHERE o.poll_id = pl.poll_id ORDER BY o.position) AS option_ids
     FROM polls pl, pg_advisory_xact_lock(hashtextextended('poll_vote:' || $1 || ':' || $2, 0))
     WHERE pl.poll_id = $1::uuid`,
    [pollId, userId],
  );
  const row = rows[0];
  return row ? { multiple: row.multiple, closed: row.closed, optionIds: row.option_ids } : null;
}

/**
 * Locks, in option order, the counts a voter's change moves (the options they hold now and those
 * they choose): the trigger that keeps each count then finds its row already held.
 */
export async function lockCounts(tx: Queryable, pollId: string, userId: string, optionIds: string[]): Promise<void> {
  await tx.query(
    `SELECT 1 FROM poll_options WHERE poll_id = $1 AND (option_id = ANY($3::uuid[])
       OR option_id IN (SELECT option_id FROM poll_votes WHERE poll_id = $1 AND user_id = $2))
     ORDER BY option_id FOR NO KEY UPDATE`,
    [pollId, userId, optionIds],
  );
}

/** Replaces a voter's choice on a poll (the counts follow by trigger). */
export async function replaceVotes(tx: Queryable, pollId: string, userId: string, optionIds: string[]): Promise<void> {
  await tx.query('DELETE FROM poll_votes WHERE poll_id = $1 AND user_id = $2 AND NOT (option_id = ANY($3::uuid[]))', [
    pollId,
    userId,
    optionIds,
  ]);
  await tx.query(
    `INSERT INTO poll_votes (poll_id, option_id, user_id)
     SELECT $1, o.option_id, $2 FROM unnest($3::uuid[]) AS o(option_id) ORDER BY o.option_id
     ON CONFLICT DO NOTHING`,
    [pollId, userId, optionIds],
  );
}

/** Withdraws a voter's choice; whether they had one. */
export async function deleteVotes(tx: Queryable, pollId: string, userId: string): Promise<boolean> {
  const { rows } = await tx.query('DELETE FROM poll_votes WHERE poll_id = $1 AND user_id = $2 RETURNING 1', [
    pollId,
    userId,
  ]);
  return rows.length > 0;
}

/** A poll as the viewer sees it (the column read on its own), or null when gone. */
export async function readPoll(db: Queryable, viewerId: string, pollId: string): Promise<PollJson | null> {
  const { rows } = await db.query<{ poll: PollJson | null }>(
    `SELECT ${pollColumn('$1')} AS poll FROM polls x JOIN posts p ON p.post_id = x.post_id WHERE x.poll_id = $2`,
    [viewerId, pollId],
  );
  return rows[0]?.poll ?? null;
}

/** A closed poll whose close is now being told: its post, author and clique. */
export interface ClosedPoll {
  postId: string;
  authorId: string;
  cliqueId: string | null;
}

/** Marks a poll's close as told, once: null when it is gone, not yet closed, or was told already. */
export async function markCloseTold(tx: Queryable, pollId: string): Promise<ClosedPoll | null> {
  const { rows } = await tx.query<{ post_id: string; author_id: string; clique_id: string | null }>(
    `UPDATE polls pl SET close_told = true FROM posts p
     WHERE pl.poll_id = $1 AND p.post_id = pl.post_id AND NOT pl.close_told AND pl.closes_at <= now()
     RETURNING p.post_id, p.author_id, p.clique_id`,
    [pollId],
  );
  const row = rows[0];
  return row ? { postId: row.post_id, authorId: row.author_id, cliqueId: row.clique_id } : null;
}

/** Everyone with a vote on a poll. */
export async function voterIds(db: Queryable, pollId: string): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>('SELECT DISTINCT user_id FROM poll_votes WHERE poll_id = $1', [
    pollId,
  ]);
  return rows.map((row) => row.user_id);
}

/** Of some poll ids, those whose post the viewer sees (the posts' visibility rule). */
export async function visiblePollIds(db: Queryable, viewerId: string, pollIds: string[]): Promise<string[]> {
  if (pollIds.length === 0) return [];
  const { rows } = await db.query<{ poll_id: string }>(
    `SELECT x.poll_id FROM polls x JOIN posts p ON p.post_id = x.post_id
     WHERE x.poll_id = ANY($2::uuid[]) AND ${visibleTo('p', '$1')}`,
    [viewerId, pollIds],
  );
  return rows.map((row) => row.poll_id);
}

/** A poll's results as everyone watching sees them: null when gone or hidden until it closes. */
export async function pollResults(db: Queryable, pollId: string): Promise<PollFrame | null> {
  const { rows } = await db.query<{ post_id: string; closed: boolean; hidden: boolean; options: PollFrame['options'] }>(
    `SELECT pl.post_id, pl.closes_at <= now() AS closed, pl.hide_results AS hidden,
       (SELECT json_agg(json_build_object('optionId', o.option_id, 'votes', o.votes) ORDER BY o.position)
        FROM poll_options o WHERE o.poll_id = pl.poll_id) AS options
     FROM polls pl WHERE pl.poll_id = $1`,
    [pollId],
  );
  const row = rows[0];
  if (!row || (row.hidden && !row.closed)) return null;
  const totalVotes = row.options.reduce((sum, o) => sum + o.votes, 0);
  return { type: 'poll', pollId, postId: row.post_id, options: row.options, totalVotes, closed: row.closed };
}
