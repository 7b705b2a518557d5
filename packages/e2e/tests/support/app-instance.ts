import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');

/** Waits until a URL answers 200, or throws after `timeoutMs`. */
export async function waitFor200(url: string, timeoutMs: number, explain: () => string = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms${explain()}`);
}

/**
 * One app instance: the built server (`packages/server/dist/main.js`, as `npm start` runs it) on its
 * own port and data directory, with the settings every instance of a run shares. Its output goes
 * to `<dataDir>/server.log`.
 */
export class AppInstance {
  private child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {}

  /** The instance itself, bypassing the balancer. */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process; resolves once it answers /api/ready. */
  async start(): Promise<void> {
    fs.mkdirSync(this.dataDir, { recursive: true });
    const log = fs.openSync(path.join(this.dataDir, 'server.log'), 'a');
    this.child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
      cwd: root,
      env: {
        ...process.env,
        ...this.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
      },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    await waitFor200(`${this.url}/api/ready`, 60_000, () => `\n${this.logTail()}`);
  }

  /** Sends a signal; resolves when the process has exited. */
  async stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await exited;
  }

  /** The realtime sockets open on this instance now (its `realtime_open_sockets` metric). */
  async openSockets(): Promise<number> {
    const text = await (await fetch(`${this.url}/metrics`)).text();
    return Number(/^realtime_open_sockets(?:\{[^}]*\})? (\d+)/m.exec(text)?.[1] ?? 0);
  }

  /** The newest code this instance's dev mailbox holds for an address, if any. */
  async latestCode(email: string): Promise<string | null> {
    const response = await fetch(`${this.url}/identity/dev/mailbox?to=${encodeURIComponent(email)}`).catch(() => null);
    const body = (await response?.json().catch(() => null)) as { messages?: { code?: string | null }[] } | null;
    return body?.messages?.[0]?.code ?? null;
  }

  private logTail(): string {
    const file = path.join(this.dataDir, 'server.log');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').slice(-2_000) : '';
  }
}
