// Runs the server's tests on PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const jestArgs = process.argv.slice(2);
const nodeOptions = `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim();

function runJest(label, env) {
  console.log(`\n== server tests on ${label}`);
  const result = spawnSync('npx', ['jest', ...jestArgs], {
    stdio: 'inherit',
    env: { ...env, NODE_OPTIONS: nodeOptions },
  });
  return result.status ?? 1;
}

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
let status = runJest('PGlite', withoutPostgres);
if (status === 0 && TEST_DATABASE_URL) status = runJest('PostgreSQL', process.env);
else if (!TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: the PostgreSQL run is skipped.');
process.exit(status);
