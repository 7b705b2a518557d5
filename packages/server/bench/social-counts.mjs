// Badge-count benchmark: the two calls every open tab polls every 30 s (SPEC §4) against the built
// server (dist/main.js) on PostgreSQL, with a realistic amount of data behind them:
//   GET /api/notifications?unreadOnly=true&limit=1   (the bell: unreadCount)
//   GET /api/users/{id}/friends?status=pending        (Friends: pendingRequests.length)
// plus the first page of the notifications list (limit 20) for comparison.
//
//   node packages/server/bench/social-counts.mjs     (build first: npm run build -w @cliques/server)
// Settings: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a
// fresh database is created and dropped), BENCH_PORT (default 8184), BENCH_USERS (default 5000),
// BENCH_NOTIFICATIONS (per polled user, default 2000), BENCH_SECONDS (per call, default 15),
// BENCH_CONNECTIONS (comma-separated levels, default 10,50), BENCH_JSON (also write the figures there, see bench/README.md).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const require = createRequire(path.join(serverDir, 'package.json'));
const pg = require('pg');
const autocannon = require('autocannon');
const { importJWK, SignJWT } = await import(require.resolve('jose'));

const port = Number(process.env.BENCH_PORT ?? 8184);
const userCount = Number(process.env.BENCH_USERS ?? 5000);
const perUser = Number(process.env.BENCH_NOTIFICATIONS ?? 2000);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
/** Concurrency levels: a few busy clients, then many tabs at once. */
const connectionLevels = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
/** Users whose tabs poll (each has perUser notifications, 25 pending requests, 50 friends). */
const pollers = 200;
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const origin = `http://localhost:${port}`;
const mainJs = path.join(serverDir, 'dist/main.js');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(child) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) return;
    await sleep(250);
  }
  throw new Error('server did not start');
}

/** Starts the server (ours: stopped by its own pid at the end). */
async function startServer(databaseUrl) {
  const child = spawn(process.execPath, [mainJs], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cliques-bench-social-')), PUBLIC_ORIGIN: origin, LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, REDIS_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(child);
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
}

/** Users, a friend graph, pending requests and notifications, in bulk SQL; an ID token per poller. */
async function seed(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => undefined);
  await db.connect();
  const ids = Array.from({ length: userCount }, () => randomUUID());
  await db.query(
    `INSERT INTO users (user_id, username, email, display_name)
     SELECT id, 'bench_' || n, 'bench_' || n || '@example.test', 'Bench ' || n FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n)`,
    [ids],
  );
  const polled = ids.slice(0, pollers);
  // Each poller: 50 accepted friends (sent) and 25 pending requests received, from the other users.
  await db.query(
    `INSERT INTO friendships (sender_id, recipient_id, status)
     SELECT p.id, ($2::uuid[])[$3::int + ((p.n * 97 + k) % ($4::int - $3::int))::int + 1], 'accepted'
     FROM unnest($1::uuid[]) WITH ORDINALITY AS p(id, n), generate_series(1, 50) AS k
     ON CONFLICT DO NOTHING`,
    [polled, ids, pollers, userCount],
  );
  await db.query(
    `INSERT INTO friendships (sender_id, recipient_id, status)
     SELECT ($2::uuid[])[$3::int + ((p.n * 131 + k + 1000) % ($4::int - $3::int))::int + 1], p.id, 'pending'
     FROM unnest($1::uuid[]) WITH ORDINALITY AS p(id, n), generate_series(1, 25) AS k
     ON CONFLICT DO NOTHING`,
    [polled, ids, pollers, userCount],
  );
  // Notifications: perUser per poller over 30 days, one in ten unread, from random actors.
  await db.query(
    `INSERT INTO notifications (notification_id, user_id, type, actor_id, post_id, read, created_at)
     SELECT gen_random_uuid(), p.id, (ARRAY['post_like','comment','follow','mention','share'])[1 + k % 5],
            ($2::uuid[])[1 + ((p.n * 7919 + k) % $3::int)::int], gen_random_uuid(), k % 10 <> 0,
            now() - make_interval(secs => k * (2592000.0 / $4::int))
     FROM unnest($1::uuid[]) WITH ORDINALITY AS p(id, n), generate_series(1, $4::int) AS k`,
    [polled, ids, userCount, perUser],
  );
  await db.query('ANALYZE');
  const { rows } = await db.query('SELECT kid, private_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1');
  await db.end();
  const key = await importJWK(rows[0].private_jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return Promise.all(
    polled.map(async (sub, i) => ({
      userId: sub,
      token: await new SignJWT({ aud: 'cliques-web', token_use: 'id', 'cognito:username': `bench_${i + 1}`, origin_jti: randomUUID() })
        .setProtectedHeader({ alg: 'RS256', kid: rows[0].kid })
        .setSubject(sub)
        .setIssuer(`${origin}/identity/local-1_cliques`)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(key),
    })),
  );
}

async function withDatabase(run) {
  const name = `bench_social_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } catch (error) {
    console.error('benchmark failed:', error);
    throw error;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Load on one call, each request as a different poller (round robin). */
async function measure(label, users, pathOf, connections, duration = seconds) {
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const user = users[next++ % users.length];
          return { ...request, path: pathOf(user), headers: { authorization: `Bearer ${user.token}` } };
        },
      },
    ],
  });
  const errors = result.errors + result.non2xx;
  return { label, connections, requests: result.requests.total, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors };
}

async function main() {
  if (!existsSync(mainJs)) throw new Error(`${mainJs} is missing: run npm run build -w @cliques/server first`);
  const rows = await withDatabase(async (databaseUrl) => {
    const stop = await startServer(databaseUrl);
    try {
      const users = await seed(databaseUrl);
      // Warm the pool and the plans before measuring.
      await measure('warm-up', users, () => '/api/notifications?unreadOnly=true&limit=1', 10, 3);
      const results = [];
      for (const connections of connectionLevels) {
        results.push(await measure('bell: GET /notifications?unreadOnly=true&limit=1', users, () => '/api/notifications?unreadOnly=true&limit=1', connections));
        results.push(await measure('Friends badge: GET /users/{id}/friends?status=pending', users, (u) => `/api/users/${u.userId}/friends?status=pending`, connections));
        results.push(await measure('list: GET /notifications?limit=20', users, () => '/api/notifications?limit=20', connections));
      }
      return results;
    } finally {
      await stop();
    }
  });
  const pollsPerSecond = (rps) => Math.floor(rps * 30);
  const notes = [
    `PostgreSQL on this machine (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${os.loadavg()[0].toFixed(1)} at the end), one server instance, autocannon in the same machine.`,
    `${userCount} users; ${pollers} polling users, each with ${perUser} notifications (one in ten unread), 50 friends and 25 pending requests; requests rotate over the ${pollers} users' tokens.`,
    'Each open tab makes both badge calls once per 30 s, so one instance serves about (requests per second × 30) open tabs per call.',
  ];
  console.log('\nBadge counts benchmark');
  console.log('| call | connections | requests | req/s | p50 | p99 | errors | tabs served (×30 s) |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.label} | ${r.connections} | ${r.requests} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${pollsPerSecond(r.rps)} |`);
  for (const note of notes) console.log(`- ${note}`);
  if (process.env.BENCH_JSON) {
    const targets = rows.filter((r) => !r.label.startsWith('list')).map((r) => ({ name: `${r.label} p99 at ${r.connections} connections`, target: '<= 50 ms', value: `${r.p99} ms`, met: r.p99 <= 50 && r.errors === 0 }));
    writeFileSync(process.env.BENCH_JSON, JSON.stringify({ title: 'Badge counts', rows, targets, notes }, null, 2));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
