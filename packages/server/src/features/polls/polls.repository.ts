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

/** What a voter's change did: changed or not, or why it could not be made. */
export type VoteChange =
  { kind: 'ok' | 'unchanged' | 'not_found' | 'closed' | 'one_only' } | { kind: 'not_an_option'; index: number };

/**
 * Replaces a voter's choice on a poll (none: withdraws it) in one call of `poll_vote_change`
 * (migration 282): two changes by one voter take turns, the counts follow by trigger, and the count
 * rows are held only inside the database, locked in option order so no two changes wait in a circle.
 */
export async function changeVote(
  db: Queryable,
  pollId: string,
  userId: string,
  optionIds: string[],
): Promise<VoteChange> {
  const { rows } = await db.query<{ result: string }>('SELECT poll_vote_change($1, $2, $3::uuid[]) AS result', [
    pollId,
    userId,
    optionIds,
  ]);
  const [kind, index] = rows[0].result.split(':');
  if (kind === 'not_an_option') return { kind, index: Number(index) };
  return { kind: kind as Exclude<VoteChange['kind'], 'not_an_option'> };
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
