// Bundles the server's TypeScript, with the workspace packages it uses, into dist/main.js (and dist/media-migrate.js).
// Third-party packages stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@cliques/'),
);

await build({
  // The server, and the command that copies a DATA_DIR into the bucket (npm run media:migrate).
  entryPoints: ['src/main.ts', 'src/media-migrate.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [...external, '@sinclair/typebox'],
  logLevel: 'warning',
});
console.log('built dist/main.js and dist/media-migrate.js');
