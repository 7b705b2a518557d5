import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths';

/** Runs a command to its end; rejects on a non-zero exit. Output goes to this process's stderr. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: options.env ?? process.env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Polls a URL until it answers 200, or fails after `timeoutMs`. */
async function waitForOk(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** A process this benchmark started, and how to end it. */
export interface Started {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Ends a child process started by this benchmark (by its own pid) and waits for its exit. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Settings of one app server run. */
export interface AppServerOptions {
  port: number;
  /** Extra environment, e.g. DATABASE_URL or REDIS_URL. */
  env?: Record<string, string>;
  /** The data directory (PGlite keeps its database there); default a fresh one. */
  dataDir?: string;
}

/**
 * Starts the built app server (`packages/server/dist/main.js`, as `npm start` does) on a port with a
 * fresh data directory, and waits for its health endpoint.
 */
export async function startAppServer({
  port,
  env = {},
  dataDir = mkdtempSync(path.join(os.tmpdir(), `cliques-bench-${port}-`)),
}: AppServerOptions): Promise<Started & { origin: string; dataDir: string }> {
  const origin = `http://localhost:${port}`;
  // BENCH_NODE_ARGS: options for the server's Node, e.g. --cpu-prof --cpu-prof-dir=/tmp/profiles.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(repoRoot, 'packages/server/dist/main.js')], {
    cwd: path.join(repoRoot, 'packages/server'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_ORIGIN: origin, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForOk(`${origin}/api/health`);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { child, origin, dataDir, stop: () => stopChild(child) };
}
