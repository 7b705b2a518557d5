// What the server's benchmark scripts share: the built server
// started and stopped, a database made for one run and dropped after it, and ID tokens signed with
// the server's own key (as its built-in identity endpoint signs them).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importJWK, SignJWT, type JWK } from 'jose';
import autocannon from 'autocannon';
import pg from 'pg';
import WebSocket from 'ws';

/** The server package's folder: the scripts run from dist/bench (build.mjs compiles them there). */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The PostgreSQL server the scripts make their databases on. */
export const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const mainJs = path.join(serverDir, 'dist/main.js');

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Fails early when the server has not been built. */
export function assertBuilt() {
  if (!existsSync(mainJs)) throw new Error(`${mainJs} is missing: run npm run build -w @cliques/server first`);
}

/** What startServer needs: the port, the server's settings, and the origin its tokens name. */
export interface ServerOptions {
  port: number;
  env: Record<string, string>;
  publicOrigin?: string;
  /** Opens Node's inspector on 127.0.0.1, port + 1, so that {@link RunningServer.collectGarbage} works. */
  inspector?: boolean;
}

/** A running server: its process id, base URL, and a stop that resolves once it has exited. */
export interface RunningServer {
  pid: number | undefined;
  url: string;
  stop: () => Promise<void>;
  /** A full garbage collection in the server, through its inspector (started with `inspector: true`). */
  collectGarbage: () => Promise<void>;
}

/**
 * Starts the built server on a port with its own data directory (BENCH_NODE_ARGS go to its Node,
 * e.g. --cpu-prof) and waits until GET /api/health answers. The first instance on a new database
 * applies the migrations and makes the signing key.
 */
export async function startServer({
  port,
  env,
  publicOrigin = `http://localhost:${port}`,
  inspector = false,
}: ServerOptions): Promise<RunningServer> {
  const inspectorPort = port + 1;
  const nodeArgs = [
    ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
    ...(inspector ? [`--inspect=127.0.0.1:${inspectorPort}`] : []),
  ];
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, mainJs], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `cliques-bench-${port}-`)),
      PUBLIC_ORIGIN: publicOrigin,
      LOG_LEVEL: 'warn',
      ...env,
    },
    // The inspector's own lines ("Debugger listening…") are left out of the report.
    stdio: ['ignore', 'ignore', inspector ? 'ignore' : 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`server on ${url} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`server on ${url} did not start`);
    await sleep(250);
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const collectGarbage = async () => {
    if (!inspector) throw new Error(`server on ${url} was started without its inspector`);
    await collectGarbageThrough(inspectorPort);
  };
  return { pid: child.pid, url, stop, collectGarbage };
}

/** Asks the Node process whose inspector listens on `port` for a full garbage collection, and waits for it. */
async function collectGarbageThrough(port: number): Promise<void> {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  if (!target) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' })));
      socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as { id?: number }).id === 1) resolve();
      });
    });
  } finally {
    socket.close();
  }
}

/** Runs `run(databaseUrl)` on a new database named after `prefix`, dropped afterwards. */
export async function withTempDatabase<T>(prefix: string, run: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** A user the benchmark signs in as, with an ID token. */
export interface BenchUser {
  userId: string;
  token: string;
}

/**
 * A signer of ID tokens with the newest key the server keeps (`db`: a connected pg client): the
 * tokens the built-in identity endpoint of the server at `origin` would issue.
 */
export async function idTokenSigner(
  db: pg.ClientBase,
  origin: string,
  lifetimeSeconds = 3600,
): Promise<(userId: string, username: string) => Promise<string>> {
  const { rows } = await db.query<{ kid: string; private_jwk: JWK }>(
    'SELECT kid, private_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1',
  );
  const key = await importJWK(rows[0].private_jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return (userId: string, username: string) =>
    new SignJWT({ aud: 'cliques-web', token_use: 'id', 'cognito:username': username, origin_jti: randomUUID() })
      .setProtectedHeader({ alg: 'RS256', kid: rows[0].kid })
      .setSubject(userId)
      .setIssuer(`${origin}/identity/local-1_cliques`)
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimeSeconds)
      .sign(key);
}

/** One row of figures: a call at one concurrency level. */
export interface LoadRow {
  label: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Load on one GET for `duration` seconds; the i-th request is made as users[i % n] (no token, no header). */
export function measureGet<U extends { token?: string | null }>(
  origin: string,
  label: string,
  users: U[],
  pathOf: (user: U, i: number) => string,
  connections: number,
  duration: number,
): Promise<LoadRow> {
  return measureRequests(origin, label, users, { pathOf }, connections, { duration });
}

/** What each request of a load is: its method, path and JSON body (for the i-th request, made as `user`). */
export interface RequestShape<U> {
  method?: 'GET' | 'POST';
  pathOf: (user: U, i: number) => string;
  bodyOf?: (user: U, i: number) => unknown;
}

/**
 * Load on one call, for `duration` seconds or, with `amount`, until that many requests (e.g. one per
 * distinct user, for a write that can be made once), at most `overallRate` a second when given; the
 * i-th request is made as users[i % n].
 */
export async function measureRequests<U extends { token?: string | null }>(
  origin: string,
  label: string,
  users: U[],
  { method = 'GET', pathOf, bodyOf }: RequestShape<U>,
  connections: number,
  length: { duration: number; amount?: number; overallRate?: number },
): Promise<LoadRow> {
  let next = 0;
  let failure = '';
  const result = await autocannon({
    url: origin,
    connections,
    ...length,
    requests: [
      {
        method,
        // The first refusal is printed, so that a row of errors says what they were (autocannon calls
        // onResponse with the status and body; its types leave it out).
        ...{
          onResponse: (status: number, body: string) => {
            if (status >= 300 && !failure)
              console.error(`  ${label}: ${(failure = `${status} ${body.slice(0, 200)}`)}`);
          },
        },
        setupRequest: (request) => {
          const i = next++;
          const user = users[i % users.length];
          const headers: Record<string, string> = user.token ? { authorization: `Bearer ${user.token}` } : {};
          if (!bodyOf) return { ...request, method, path: pathOf(user, i), headers };
          headers['content-type'] = 'application/json';
          return { ...request, method, path: pathOf(user, i), headers, body: JSON.stringify(bodyOf(user, i)) };
        },
      },
    ],
  });
  return {
    label,
    connections,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
