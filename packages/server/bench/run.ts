// `npm run bench -w @cliques/server -- <name>...` builds the server and these scripts (build.mjs
// compiles each to dist/bench/<name>.mjs), then runs them one after another (each prints its own
// figures); with no name it lists them. packages/bench runs the same compiled scripts for the report.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const scripts = readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')
  .map((f) => f.replace(/\.mjs$/, ''));
const names = process.argv.slice(2);
if (names.length === 0) {
  console.log(`Usage: npm run bench -w @cliques/server -- <name>...\nBenchmarks: ${scripts.join(', ')}`);
  process.exit(0);
}
for (const name of names) {
  if (!scripts.includes(name)) {
    console.error(`No benchmark "${name}" (have: ${scripts.join(', ')})`);
    process.exit(2);
  }
  const result = spawnSync(process.execPath, [path.join(here, `${name}.mjs`)], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
