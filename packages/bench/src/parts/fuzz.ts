import { say } from '../lib/output';
import { run } from '../lib/processes';
import type { PartReport } from '../lib/targets';

/** The server's contract fuzz test (packages/server/test/hardening/fuzz.test.ts), run here in its long mode. */
export const fuzzTestPath = 'test/hardening/fuzz.test.ts';

/**
 * The fuzz part: the server's fuzz test with FUZZ_RUNS cases per operation (default 2,000 instead of
 * `npm test`'s bounded count). Passes when the test does: no 5xx, rejected requests change nothing.
 */
export async function fuzzBench(): Promise<PartReport> {
  const runs = process.env.FUZZ_RUNS ?? '2000';
  say(`fuzz: FUZZ_RUNS=${runs} npm test -w @cliques/server -- ${fuzzTestPath}`);
  const started = Date.now();
  let passed = true;
  try {
    await run('npm', ['test', '-w', '@cliques/server', '--', fuzzTestPath], {
      env: { ...process.env, FUZZ_RUNS: runs },
    });
  } catch {
    passed = false;
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  return {
    part: 'fuzz',
    title: 'Fuzz: every operation of the OpenAPI document, long mode',
    markdown: `\`FUZZ_RUNS=${runs} npm test -w @cliques/server -- ${fuzzTestPath}\`: ${passed ? 'passed' : '**failed**'} in ${minutes} min (the test's own output above lists operations and cases).`,
    targets: [
      {
        name: `fuzz (${runs} runs): no 5xx, rejected requests change nothing`,
        target: 'passes',
        value: passed ? 'passes' : 'fails',
        met: passed,
      },
    ],
  };
}
