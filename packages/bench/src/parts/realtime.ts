import { ms, say } from '../lib/output';
import { ports } from '../lib/paths';
import { resultMarkdown, runServerBench, type BenchRow } from '../lib/server-bench';
import { atMost, type PartReport } from '../lib/targets';

/** The realtime targets, checked on every row the realtime script reports (exported for its test). */
export function realtimeTargets(rows: BenchRow[]) {
  return rows.flatMap((row) => {
    if (typeof row.kibPerConnection === 'number' && Number(row.clients) >= 10_000)
      return [atMost(`${row.label}`, row.kibPerConnection, 10, kib)];
    if (typeof row.p99 !== 'number') return [];
    if (/one-to-one/.test(row.label)) return [atMost(`${row.label} p99`, row.p99, 50, ms)];
    if (/broadcast/.test(row.label)) return [atMost(`${row.label} p99`, row.p99, 100, ms)];
    return [];
  });
}

const kib = (n: number) => `${n.toFixed(1)} KiB`;

/**
 * Part 4: 1,000 sockets, one-to-one and clique broadcast, one instance and two with Redis, then
 * 10,000 sockets on one instance (packages/server/bench/realtime.ts).
 */
export async function realtimeBench(): Promise<PartReport[]> {
  // Its two instances listen on BENCH_PORT and BENCH_PORT + 10: this benchmark's two ports.
  const result = await runServerBench('realtime', { BENCH_PORT: String(ports.app) });
  say(`realtime: ${result.rows.length} rows`);
  return [
    {
      part: 'realtime',
      title: `${result.title} (packages/server/bench/realtime.ts)`,
      markdown: resultMarkdown(result),
      targets: [...result.targets, ...realtimeTargets(result.rows)],
    },
  ];
}
