import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markdownTable } from './output';
import { repoRoot } from './paths';
import { run } from './processes';
import type { TargetCheck } from './targets';

/** One row of figures a server benchmark reports (packages/server/bench/README.md). */
export type BenchRow = { label: string } & Record<string, string | number | boolean | undefined>;

/** What a server benchmark script writes to BENCH_JSON. */
export interface ServerBenchResult {
  title: string;
  rows: BenchRow[];
  targets: TargetCheck[];
  notes?: string[];
  /** Query plans behind the figures (EXPLAIN ANALYZE, timings left out). */
  plans?: { label: string; shape: string }[];
}

/** A script's rows, notes and query plans as markdown. */
export function resultMarkdown(result: ServerBenchResult): string {
  const notes = (result.notes ?? []).map((note) => `- ${note}`).join('\n');
  const plans = (result.plans ?? []).map(
    (plan) => `<details><summary>Plan: ${plan.label}</summary>\n\n\`\`\`\n${plan.shape}\n\`\`\`\n</details>`,
  );
  return [rowsTable(result.rows), notes, ...plans].filter(Boolean).join('\n\n');
}

/**
 * The compiled form of packages/server/bench/<name>.ts: the server's build (build.mjs) writes it
 * to packages/server/dist/bench/<name>.mjs.
 */
export const serverBenchScript = (name: string): string =>
  path.join(repoRoot, 'packages/server/dist/bench', `${name}.mjs`);

/**
 * Runs one script of packages/server/bench (by name, e.g. `feed`; compiled by the server's build)
 * as its own process (it starts its own server and seeds its own database) and reads the figures
 * it writes to BENCH_JSON.
 */
export async function runServerBench(name: string, env: Record<string, string> = {}): Promise<ServerBenchResult> {
  const json = path.join(mkdtempSync(path.join(os.tmpdir(), 'cliques-bench-json-')), 'result.json');
  await run(process.execPath, [serverBenchScript(name)], {
    env: { ...process.env, ...env, BENCH_JSON: json },
  });
  return JSON.parse(readFileSync(json, 'utf8')) as ServerBenchResult;
}

const formatCell = (key: string, value: BenchRow[string]): string => {
  if (value === undefined) return '–';
  if (typeof value === 'number' && /^(p\d+|mean|allDelivered|latency)/.test(key)) return `${value.toFixed(1)} ms`;
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(1);
  return String(value);
};

/** A markdown table of a script's rows: one column per key any row has, in first-seen order. */
function rowsTable(rows: BenchRow[]): string {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return markdownTable(
    keys,
    rows.map((row) => keys.map((key) => formatCell(key, row[key]))),
  );
}
