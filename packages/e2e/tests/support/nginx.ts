import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitFor200 } from './app-instance';

/**
 * The balancer of docs/DEPLOY.md: round robin over the instances, no stickiness, WebSocket upgrades
 * passed on, idempotent requests retried on the next instance when one refuses, fails or answers
 * 503 (shutting down), and passive health (an instance that failed is left out for a few seconds).
 * No upstream keep-alive: each request opens a new connection, so a stopping instance that has
 * closed its listener is skipped at once, POSTs included (a refused connection sent nothing).
 */
function nginxConfig(dir: string, listenPort: number, upstreamPorts: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  client_max_body_size 12m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream cliques {
    ${upstreamPorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n    ')}
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
    fs.writeFileSync(conf, nginxConfig(this.dir, this.port, this.upstreamPorts));
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
