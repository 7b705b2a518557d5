import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markdownTable, say } from '../lib/output';
import { repoRoot } from '../lib/paths';
import { run } from '../lib/processes';
import { atMost, type PartReport } from '../lib/targets';

/** The apps webpack builds, each with its dist and its filesystem cache. */
const apps = ['host', 'mfe-auth', 'mfe-feed', 'mfe-chat', 'mfe-social', 'mfe-legal'];
/** The remote rebuilt warm. */
const warmRemote = 'mfe-chat';

const turboEnv = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

/** Empties every cache a build could use: turbo's, webpack's, and the built files. */
function emptyCaches(): void {
  rmSync(path.join(repoRoot, '.turbo/cache'), { recursive: true, force: true });
  for (const app of apps) {
    rmSync(path.join(repoRoot, app, 'node_modules/.cache'), { recursive: true, force: true });
    rmSync(path.join(repoRoot, app, 'dist'), { recursive: true, force: true });
  }
  rmSync(path.join(repoRoot, 'packages/server/dist'), { recursive: true, force: true });
}

/**
 * Build times: `npm run build`'s turbo command with every cache empty (all apps and the server), then
 * one remote rebuilt with webpack's cache warm (turbo's skipped with --force, as after an edit).
 * Leaves every app built.
 */
export async function buildBench(): Promise<PartReport> {
  emptyCaches();
  const load = () => os.loadavg()[0]?.toFixed(2) ?? '?';
  const loadBefore = load();
  say('build: cold (every cache empty)…');
  const cold = await timed(() => run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { env: turboEnv }));
  say(`build: cold ${cold.toFixed(1)} s; warm rebuild of ${warmRemote}…`);
  const filter = `--filter=@cliques/${warmRemote}`;
  const warm = await timed(() =>
    run('npx', ['turbo', 'run', 'build', filter, '--force', '--only', '--output-logs=errors-only'], { env: turboEnv }),
  );
  say(`build: warm ${warmRemote} ${warm.toFixed(1)} s`);
  const seconds = (n: number) => `${n.toFixed(1)} s`;
  return {
    part: 'build',
    title: `Build (${os.cpus().length} cores; load average ${loadBefore} before, ${load()} after)`,
    markdown: markdownTable(
      ['build', 'time'],
      [
        ['cold `npm run build` (all apps and the server, every cache empty)', seconds(cold)],
        [`warm rebuild of ${warmRemote} (webpack's cache warm, turbo's skipped)`, seconds(warm)],
      ],
    ),
    targets: [
      atMost('cold build of every app', cold, 40, seconds),
      atMost(`warm rebuild of one remote (${warmRemote})`, warm, 5, seconds),
    ],
  };
}
