// Bundles the server's TypeScript, with the workspace packages it uses, into dist/main.js (and
// dist/media-migrate.js), and each benchmark script of bench/ into dist/bench/<name>.mjs.
// Third-party packages stay external and load from node_modules, except Lingui's (ES modules only).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Lingui ships only ES modules, which the CommonJS server cannot require on Node 20: bundled too.
const bundled = (name) => name.startsWith('@cliques/') || name.startsWith('@lingui/');
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !bundled(name));

const common = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  external: [...external, '@sinclair/typebox'],
  logLevel: 'warning',
};

await build({
  ...common,
  // The server, and the command that copies a DATA_DIR into the bucket (npm run media:migrate).
  entryPoints: ['src/main.ts', 'src/media-migrate.ts'],
  outdir: 'dist',
  format: 'cjs',
});
await build({
  ...common,
  // The benchmarks (npm run bench -w @cliques/server -- <name>; packages/bench runs them too): ES
  // modules, as they await at the top level. Their shared modules are bundled into each.
  entryPoints: ['run', 'feed', 'cliques', 'social-counts', 'gatherings', 'realtime', 'block-cost', 'federation'].map(
    (name) => `bench/${name}.ts`,
  ),
  outdir: 'dist/bench',
  format: 'esm',
  outExtension: { '.js': '.mjs' },
});
console.log('built dist/main.js, dist/media-migrate.js and dist/bench/*.mjs');
