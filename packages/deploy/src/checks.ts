import { spawn } from 'node:child_process';
import path from 'node:path';

/** What a remote must pass before it is published: its own npm scripts, by what they check. */
export const remoteChecks = [
  { label: 'type-check', script: 'typecheck' },
  { label: 'unit tests', script: 'test' },
] as const;

/** How much of a failed check's output the refusal shows (its end, where the errors are). */
const outputLines = 40;

/** A remote that failed one or more of its checks: nothing was published. */
export class ChecksFailed extends Error {
  constructor(readonly failures: { label: string; output: string }[]) {
    super(
      failures
        .map(
          ({ label, output }) => `The ${label} failed:\n${output.trimEnd().split('\n').slice(-outputLines).join('\n')}`,
        )
        .join('\n\n'),
    );
  }
}

/**
 * Runs the remote's type-check and unit tests (its `typecheck` and `test` scripts, in its folder)
 * side by side; throws ChecksFailed with each failure's output when any fails.
 */
export async function checkRemote(remoteDir: string, root: string): Promise<void> {
  const cwd = path.join(root, remoteDir);
  const results = await Promise.all(
    remoteChecks.map(async ({ label, script }) => ({ label, ...(await runScript(script, cwd)) })),
  );
  const failures = results.filter((result) => !result.ok);
  if (failures.length > 0) throw new ChecksFailed(failures);
}

function runScript(script: string, cwd: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd, env: { ...process.env, CI: 'true' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ ok: false, output: error.message }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}
