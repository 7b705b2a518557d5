// What blocks and mutes add to a feed page (run by block-cost.ts): the reader's
// feed page 1 by the merge and from their head, each under EXPLAIN (ANALYZE, BUFFERS), and the
// merge's wall time with the reader's blocks on and off in turns.
import type { Database, Queryable } from '../src/platform/database/database';
import { headFeedItems } from '../src/features/posts/feed-heads.repository';
import { feedItems } from '../src/features/posts/post-lists.repository';

export { migrate } from '../src/platform/database/migrate';

const start = { at: 'infinity', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };

/** What the report needs: how the reader's hidden set is made in each scenario. */
export interface BlockCostInput {
  readerId: string;
  /** Ten people the reader blocks (not among the people they read, as after a real block). */
  blockedIds: string[];
  runs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** A Queryable that runs each statement under EXPLAIN first and keeps the plan. */
function explaining(db: Queryable, plans: string[]): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      plans.push(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
      return db.query<T>(sql, params);
    },
  };
}

/** The last statement's plan over `runs` runs, with the median and fastest execution and its buffers. */
async function explain(
  label: string,
  db: Queryable,
  runs: number,
  read: (db: Queryable) => Promise<unknown>,
): Promise<string> {
  let plans: string[] = [];
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    plans = [];
    await read(explaining(db, plans));
    times.push(Number(/Execution Time: ([\d.]+)/.exec(plans[plans.length - 1] ?? '')?.[1]));
  }
  const plan = plans[plans.length - 1] ?? '';
  const hits = /Buffers: shared hit=(\d+)/.exec(plan)?.[1];
  return `### ${label}: execution median ${median(times).toFixed(2)} ms, fastest ${Math.min(...times).toFixed(2)} ms (${runs} runs); shared buffers hit ${hits}\n${plan}`;
}

/** The report, as text: plans with and without blocks and mutes, then the wall times. */
export async function blockCost(db: Database, input: BlockCostInput): Promise<string> {
  const { readerId, blockedIds, runs } = input;
  const merge = (q: Queryable) => feedItems(q, readerId, readerId, 'all', start, 21);
  // The first call builds the head (a block or mute drops it); the second reads it.
  const head = async (q: Queryable) => {
    await headFeedItems(db, readerId, start, 21, (key) => key);
    return headFeedItems(q as Database, readerId, start, 21, (key) => key);
  };
  const blockAll = () =>
    db.query('INSERT INTO user_blocks (blocker_id, blocked_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING', [
      readerId,
      blockedIds,
    ]);
  const unblockAll = () => db.query('DELETE FROM user_blocks WHERE blocker_id = $1', [readerId]);
  await unblockAll();
  await db.query('DELETE FROM user_mutes WHERE muter_id = $1', [readerId]);
  const out: string[] = [];
  const scenarios: [string, () => Promise<unknown>][] = [
    ['no blocks or mutes', async () => undefined],
    ['10 blocks', blockAll],
    [
      '10 blocks and 10 mutes of followed people',
      () =>
        db.query(
          'INSERT INTO user_mutes (muter_id, muted_id) SELECT $1, followed_id FROM follows WHERE follower_id = $1 ORDER BY followed_id LIMIT 10',
          [readerId],
        ),
    ],
  ];
  for (const [name, apply] of scenarios) {
    await apply();
    out.push(await explain(`feed page 1 by the merge, ${name}`, db, runs, merge));
    out.push(await explain(`feed page 1 from the head, with its posts, ${name}`, db, runs, head));
  }
  await db.query('DELETE FROM user_mutes WHERE muter_id = $1', [readerId]);
  // Wall time of the merge alone, the two states taking turns so the machine's load falls on both.
  const walls = { 'no blocks': [] as number[], '10 blocks': [] as number[] };
  for (let round = 0; round < 8; round += 1) {
    for (const [state, times] of Object.entries(walls)) {
      await (state === 'no blocks' ? unblockAll() : blockAll());
      for (let i = 0; i < 40; i += 1) {
        const began = process.hrtime.bigint();
        await merge(db);
        times.push(Number(process.hrtime.bigint() - began) / 1e6);
      }
    }
  }
  await unblockAll();
  for (const [state, times] of Object.entries(walls))
    out.push(`### merge wall time, ${state}: median ${median(times).toFixed(2)} ms of ${times.length}`);
  return out.join('\n\n');
}
