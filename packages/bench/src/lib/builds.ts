import path from 'node:path';
import { say } from './output';
import { benchRoot } from './paths';
import { run } from './processes';

/** Builds the server, the host and every remote as `npm start` does (turbo; unchanged packages come from its cache). */
export async function buildApps(): Promise<void> {
  say('building the apps (turbo run build)…');
  await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
}

/** Builds the floor app (a bare host and one hello remote) with the app's own webpack setup. */
export async function buildFloor(): Promise<void> {
  say('building the floor app…');
  for (const app of ['hello', 'host']) {
    await run('npx', [
      'webpack',
      '--mode',
      'production',
      '--no-stats',
      '-c',
      path.join(benchRoot, 'floor', app, 'webpack.config.js'),
    ]);
  }
}
