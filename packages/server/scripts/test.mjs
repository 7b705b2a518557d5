// Runs the server's tests. With TEST_DATABASE_URL set (as in CI), the whole suite runs on PostgreSQL,
// the production form, and the files that test the database layer itself run again on PGlite, the
// embedded default; without it, the whole suite runs on PGlite. PGlite is PostgreSQL's own engine
// compiled to WASM, so SQL behaves the same on both: what differs is the driver beneath (one
// in-process connection against a pool), and that is what the PGlite files below exercise. The
// browser journeys run on PGlite too, against the server started the README's way.
import { spawnSync } from 'node:child_process';

const jestArgs = process.argv.slice(2);
const nodeOptions = `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim();

/** The files that test the database layer and what rests directly on its connections. */
const engineFiles = ['src/platform/database/', 'src/platform/jobs/', 'test/platform/'];

function runJest(label, env, args) {
  console.log(`\n== server tests on ${label}`);
  const result = spawnSync('npx', ['jest', ...args], {
    stdio: 'inherit',
    env: { ...env, NODE_OPTIONS: nodeOptions },
  });
  return result.status ?? 1;
}

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
let status;
if (!TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the whole suite runs on PGlite.');
  status = runJest('PGlite', withoutPostgres, jestArgs);
} else {
  status = runJest('PostgreSQL', process.env, jestArgs);
  // Files named on the command line run on both; otherwise PGlite takes the database layer's files.
  const pgliteArgs = jestArgs.some((arg) => !arg.startsWith('-')) ? jestArgs : [...jestArgs, ...engineFiles];
  if (status === 0) status = runJest('PGlite (the database layer)', withoutPostgres, pgliteArgs);
}
process.exit(status);
