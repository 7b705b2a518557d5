// `npm run ci:area -- <area> [deploy options]`: one area's pipeline, run by CI on a merge that changed
// the area's folder. The type-check, lint and unit tests of the area's workspace and of every
// workspace that depends on it (turbo's `...<package>` filter; the cache skips what did not change),
// then `npm run deploy -- <area> [deploy options]`. Exits with the first failing step's status.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
/** The areas: the root workspaces that are remotes (mfe-*) and the host (the shell), each a folder a team owns. */
const areas = workspaces.filter((folder) => /^(mfe-[a-z]+|host)$/.test(folder));

const [area, ...deployOptions] = process.argv.slice(2);
if (!areas.includes(area)) {
  console.error(`Usage: npm run ci:area -- <area> [deploy options]\n<area> is one of ${areas.join(', ')}.`);
  process.exit(2);
}
const { name } = JSON.parse(fs.readFileSync(path.join(root, area, 'package.json'), 'utf8'));

/** Runs a command in the repository's root, output passed through; exits on failure. */
function run(command, args) {
  console.log(`\n== ${[command, ...args].join(' ')}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

run('npx', ['turbo', 'run', 'typecheck', 'lint', 'test', `--filter=...${name}`]);
run('npm', ['run', 'deploy', '--', area, ...deployOptions]);
