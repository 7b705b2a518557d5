// Bundles the deploy command's TypeScript into dist/cli.js; packages from node_modules stay external.
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
  logLevel: 'warning',
});
