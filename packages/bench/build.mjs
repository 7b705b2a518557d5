// Bundles the benchmark's TypeScript into dist/cli.js; packages from node_modules stay external,
// the workspace's TypeScript (the e2e account helpers) is bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/cli.ts'],
  outfile: 'dist/cli.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  sourcemap: true,
  packages: 'external',
  alias: { '@cliques/e2e': '../e2e/tests/support/accounts.ts' },
  logLevel: 'warning',
});
