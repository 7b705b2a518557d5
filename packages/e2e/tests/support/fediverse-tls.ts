import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import { waitFor200 } from './app-instance';
import { nginxBinary } from './services';

/** Where a journey's certificate authority and its server certificate are (PEM files). */
export interface Certificates {
  /** The authority's certificate: what Node (NODE_EXTRA_CA_CERTS) and this process trust. */
  ca: string;
  /** The server certificate (for `localhost` and `127.0.0.1`, any port) and its key, for nginx. */
  cert: string;
  key: string;
}

/** The openssl command line: on PATH, or the usual place. */
export function opensslBinary(): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin'].filter(Boolean)) {
    const file = path.join(dir, 'openssl');
    if (fs.existsSync(file)) return file;
  }
  return null;
}

/** Why two servers with TLS cannot run here (empty when nginx and openssl are both there). */
export function missingTlsTools(): string[] {
  const missing: string[] = [];
  if (!nginxBinary()) missing.push('nginx is not installed (apt-get install nginx)');
  if (!opensslBinary()) missing.push('openssl is not installed (apt-get install openssl)');
  return missing;
}

/**
 * A certificate authority of this run and one server certificate it signs for `localhost` and
 * `127.0.0.1` (a certificate names hosts, not ports, so both servers share it), made with the
 * openssl command line: it ships with every machine that has nginx, and it is what an operator
 * would use, so no package is added for it. Keys are P-256 (fast to make); both live two days.
 */
export function makeCertificates(dir: string): Certificates {
  const openssl = opensslBinary() ?? 'openssl';
  fs.mkdirSync(dir, { recursive: true });
  const file = (name: string) => path.join(dir, name);
  const run = (args: string[]) => execFileSync(openssl, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  run([
    'req',
    '-x509',
    ...ecKey,
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=Cliques journey authority',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  run(['req', ...ecKey, '-keyout', file('server.key'), '-out', file('server.csr'), '-subj', '/CN=localhost']);
  fs.writeFileSync(
    file('server.ext'),
    [
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      'basicConstraints=CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
    ].join('\n'),
  );
  run([
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-out',
    file('server.pem'),
    '-days',
    '2',
    '-extfile',
    file('server.ext'),
  ]);
  return { ca: file('ca.pem'), cert: file('server.pem'), key: file('server.key') };
}

/**
 * Makes this process trust the authority too (besides the usual roots), so its `fetch` reaches the
 * servers' https origins, as the servers themselves do through NODE_EXTRA_CA_CERTS.
 */
export function trustAuthority(caFile: string): void {
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), fs.readFileSync(caFile, 'utf8')]);
}

/** A port nobody listens on now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One https origin nginx serves: its port, and the app instance's port behind it. */
export interface TlsRoute {
  listen: number;
  upstream: number;
}

/**
 * TLS in front of each server, as docs/DEPLOY.md's balancer does: one `server` block an origin,
 * HTTP/1.1 to the instance with WebSocket upgrades, the original Host (the origin Fedify signs
 * and checks against) and `X-Forwarded-Proto: https`.
 */
function tlsConfig(dir: string, certificates: Certificates, routes: TlsRoute[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  const servers = routes.map(
    ({ listen, upstream }) => `
  server {
    listen 127.0.0.1:${listen} ssl;
    server_name localhost;
    ssl_certificate ${certificates.cert};
    ssl_certificate_key ${certificates.key};
    location / {
      proxy_pass http://127.0.0.1:${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 75s;
    }
  }`,
  );
  return `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  client_max_body_size 12m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
${servers.join('\n')}
}
`;
}

/** Debian's nginx as our own process, terminating TLS for each route. */
export class TlsTerminator {
  private child: ChildProcess | null = null;

  constructor(
    private readonly dir: string,
    private readonly certificates: Certificates,
    private readonly routes: TlsRoute[],
  ) {}

  /** Starts nginx; resolves once every route answers `/api/ready` over https (this process must trust the authority). */
  async start(): Promise<void> {
    fs.mkdirSync(this.dir, { recursive: true });
    // Workers run as an unprivileged user when we are root: they must reach the temp paths and the key.
    fs.chmodSync(this.dir, 0o755);
    const conf = path.join(this.dir, 'nginx.conf');
    fs.writeFileSync(conf, tlsConfig(this.dir, this.certificates, this.routes));
    const log = fs.openSync(path.join(this.dir, 'nginx.out'), 'a');
    this.child = spawn(
      nginxBinary() ?? 'nginx',
      ['-p', this.dir, '-e', path.join(this.dir, 'error.log'), '-c', conf, '-g', 'daemon off;'],
      { stdio: ['ignore', log, log] },
    );
    fs.closeSync(log);
    const errors = path.join(this.dir, 'error.log');
    for (const { listen } of this.routes)
      await waitFor200(`https://localhost:${listen}/api/ready`, 15_000, () =>
        fs.existsSync(errors) ? `\n${fs.readFileSync(errors, 'utf8').slice(-2_000)}` : '',
      );
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  }
}
