// Measures of the cliques benchmark (cliques.ts) taken outside autocannon: a permission check's
// cost, the database settling after the load, and how long a big clique's fan-out takes to catch up.
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { assertCliqueAction, loadCliqueStanding } from '../src/features/cliques';
import type { Queryable } from '../src/platform/database/database';
import type { LoadRow } from './server-kit';

/**
 * What a permission check adds to a write: the standing's load (the clique and the person's place
 * in it, one query) and decide(), as POST /posts runs them, one after another on an idle server;
 * beside them the least any write into a clique asks of the database, finding the clique by its id
 * (the baseline, labelled `baselineLabel`). The calls take turns, call by call, so all meet the same
 * moments of the machine, and a p99 shared by every round trip on it (a core busy elsewhere) shows in
 * the baseline too.
 */
export async function permissionCosts(
  db: Queryable,
  cliques: [label: string, cliqueId: string][],
  userId: string,
  baselineLabel: string,
) {
  const times = cliques.map((): number[] => []);
  const baseline: number[] = [];
  const runs = 2000;
  for (let i = 0; i < runs + 200; i += 1) {
    for (const [k, [, cliqueId]] of cliques.entries()) {
      const started = performance.now();
      const standing = await loadCliqueStanding(db, cliqueId, userId);
      if (!standing) throw new Error(`no standing in ${cliqueId}`);
      assertCliqueAction(standing, 'post');
      if (i >= 200) times[k].push(performance.now() - started);
      const found = performance.now();
      await db.query('SELECT clique_id FROM cliques WHERE clique_id = $1', [cliqueId]);
      if (i >= 200) baseline.push(performance.now() - found);
    }
  }
  return [...cliques.map(([label], k) => [label, times[k]] as const), [baselineLabel, baseline] as const].map(
    ([label, series]): LoadRow => {
      const sorted = series.sort((a, b) => a - b);
      const at = (q: number) => Math.round(sorted[Math.floor(q * (sorted.length - 1))] * 100) / 100;
      const total = sorted.reduce((a, b) => a + b, 0) / 1000;
      return {
        label,
        connections: 1,
        requests: sorted.length,
        rps: Math.round(sorted.length / total),
        p50: at(0.5),
        p99: at(0.99),
        errors: 0,
      };
    },
  );
}

/** Waits (at most a minute) until no autovacuum of the run's own writes is under way: "idle" for the rows after the load. */
export async function settle(db: pg.Client): Promise<void> {
  const deadline = Date.now() + 60_000;
  const vacuuming = async () =>
    Number(
      (
        await db.query<{ n: string }>(
          "SELECT count(*) AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker' AND datname = current_database()",
        )
      ).rows[0].n,
    );
  while (Date.now() < deadline && (await vacuuming()) > 0) await new Promise((resolve) => setTimeout(resolve, 500));
}

/** Seconds from the end of a posting row until every post it queued for the big clique's heads has reached them. */
export async function fanOutCatchUp(db: pg.Client): Promise<number> {
  const started = performance.now();
  const waiting = async () =>
    Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM feed_heads_big_clique_queue')).rows[0].n);
  while ((await waiting()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  return (performance.now() - started) / 1000;
}
