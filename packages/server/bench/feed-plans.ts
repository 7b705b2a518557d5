// The query plans behind the feed benchmark, from the repositories' own SQL (run by feed.ts): each
// query runs once under EXPLAIN (ANALYZE, BUFFERS) on the seeded database.
import type { Database, Queryable } from '../src/platform/database/database';
import { listThread } from '../src/features/comments/comments-tree.repository';
import { headFeedItems } from '../src/features/posts/feed-heads.repository';
import { feedItems, hashtagItems } from '../src/features/posts/post-lists.repository';
import { cliqueHashtagAuthors, publicHashtagAuthors } from '../src/features/hashtags/trending.repository';
import { loadPosts } from '../src/features/posts/posts.repository';
import type { Cursor } from '../src/platform/input/page-token';

/** Runs one SQL statement with parameters on the benchmark's database. */
export type RunSql = (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface PlanInputs {
  userId: string;
  deepFeedCursor: Cursor;
  tag: string;
  deepTagCursor: Cursor;
  postId: string;
}

/** A Queryable that records the plan of every statement it runs (and still answers it). */
export function explaining(run: RunSql, plans: string[]): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const plan = await run(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
      plans.push(plan.rows.map((r) => String(r['QUERY PLAN'])).join('\n'));
      return (await run(sql, params)) as { rows: T[] };
    },
  };
}

/** Plans of each benchmarked query, by label. */
export async function explainAll(run: RunSql, input: PlanInputs): Promise<{ label: string; plan: string }[]> {
  const start: Cursor = { at: 'infinity', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };
  const cases: [string, (db: Queryable) => Promise<unknown>][] = [
    // The reader's head exists (the load built it): one statement, the page with its posts.
    [
      'feed page 1 (all) from the feed head, with its posts',
      (db) => headFeedItems(db as Database, input.userId, start, 21, (key) => key),
    ],
    [
      'feed page 1 (all) by the merge (builds and extends heads)',
      (db) => feedItems(db, input.userId, input.userId, 'all', start, 21),
    ],
    [
      'feed far page (all) by the merge',
      (db) => feedItems(db, input.userId, input.userId, 'all', input.deepFeedCursor, 21),
    ],
    ['hashtag search page 1', (db) => hashtagItems(db, input.userId, input.tag, start, 21)],
    ['hashtag search deep page', (db) => hashtagItems(db, input.userId, input.tag, input.deepTagCursor, 21)],
    [
      'post assembly (20 posts)',
      async (db) => {
        const ids = (
          await hashtagItems({ query: (sql, params) => run(sql, params) as never }, input.userId, input.tag, start, 20)
        ).map((i) => i.postId);
        return loadPosts(db, input.userId, ids, (key) => key);
      },
    ],
    ['post comments page 1', (db) => listThread(db, input.userId, input.postId, null, null, 51)],
    ['trending (week): public counts, cached 30 s', (db) => publicHashtagAuthors(db, 7 * 86_400)],
    [
      "trending (week): the reader's clique hashtags, per call",
      (db) => cliqueHashtagAuthors(db, input.userId, 7 * 86_400),
    ],
  ];
  return explainCases(run, cases);
}

/** The plans of each case's statements (run through {@link explaining}), by label. */
export async function explainCases(
  run: RunSql,
  cases: [string, (db: Queryable) => Promise<unknown>][],
): Promise<{ label: string; plan: string }[]> {
  const out: { label: string; plan: string }[] = [];
  for (const [label, fn] of cases) {
    const plans: string[] = [];
    await fn(explaining(run, plans));
    out.push({ label, plan: plans.join('\n---\n') });
  }
  return out;
}

/** A plan's node lines without timings: its shape, for the report. */
export const planShape = (plan: string) =>
  plan
    .split('\n')
    .filter((line) => /->|^\S/.test(line) && !/^(Planning|Execution)/.test(line.trim()))
    .map((line) => line.replace(/\s*\(actual[^)]*\)/, '').replace(/\s+$/, ''))
    .join('\n');
