import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The repository root: the first folder up from here that holds packages/server (this file runs from
 * packages/bench/src/lib in the browser journeys and bundled into packages/bench/dist in the benchmark). */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'packages/server/package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no repository root above ${from}`);
  }
}
const root = findRoot(__dirname);

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

/**
 * The balancer of docs/DEPLOY.md: round robin over the instances, no stickiness, WebSocket upgrades
 * passed on, idempotent requests retried on the next instance when one refuses, fails or answers
 * 503 (shutting down). No upstream keep-alive: each request opens a new connection, so a stopping
 * or killed instance that has closed its listener is skipped at once, POSTs included (a refused
 * connection sent nothing). No passive health (`max_fails=0`): with it, one slow answer from the
 * survivor while the other instance was down left nginx with no instance at all ("no live
 * upstreams", 502 for seconds), and a refused connection costs less than a millisecond here.
 */
function nginxConfig(dir: string, listenPort: number, upstreamPorts: number[], connections: number): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
worker_rlimit_nofile ${connections * 2};
events { worker_connections ${connections}; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  client_max_body_size 12m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream cliques {
    ${upstreamPorts.map((port) => `server 127.0.0.1:${port} max_fails=0;`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://cliques;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 75s;
    }
  }
}
`;
}

/** Debian's nginx run as our own process (not the system service), with a generated configuration. */
export class Nginx {
  private child: ChildProcess | null = null;

  constructor(
    private readonly binary: string,
    private readonly dir: string,
    readonly port: number,
    private readonly upstreamPorts: number[],
    /** Connections nginx may hold (a proxied socket holds two: the client's and the instance's). */
    private readonly connections = 1024,
  ) {}

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  /** Writes the configuration, starts nginx in the foreground and waits until it serves /api/ready. */
  async start(): Promise<void> {
    fs.mkdirSync(this.dir, { recursive: true });
    // Workers run as an unprivileged user when we are root: they must reach the temp paths.
    fs.chmodSync(this.dir, 0o755);
    const conf = path.join(this.dir, 'nginx.conf');
    fs.writeFileSync(conf, nginxConfig(this.dir, this.port, this.upstreamPorts, this.connections));
    const log = fs.openSync(path.join(this.dir, 'nginx.out'), 'a');
    this.child = spawn(
      this.binary,
      ['-p', this.dir, '-e', path.join(this.dir, 'error.log'), '-c', conf, '-g', 'daemon off;'],
      { stdio: ['ignore', log, log] },
    );
    fs.closeSync(log);
    const errors = path.join(this.dir, 'error.log');
    await waitFor200(`${this.url}/api/ready`, 15_000, () =>
      fs.existsSync(errors) ? `\n${fs.readFileSync(errors, 'utf8').slice(-2_000)}` : '',
    );
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // Fast shutdown: a graceful one (SIGQUIT) would wait for the browsers' open sockets.
    child.kill('SIGTERM');
    await exited;
  }
}

/** Debian's nginx: on PATH, or in /usr/sbin (often not on a non-root PATH). */
export function nginxBinary(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    const file = path.join(dir, 'nginx');
    if (fs.existsSync(file)) return file;
  }
  return null;
}
