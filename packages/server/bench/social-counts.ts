// Badge-count benchmark: the two calls every open tab polls every 30 s (docs/PRODUCT.md §4) against the built
// server (dist/main.js) on PostgreSQL, with a realistic amount of data behind them:
//   GET /api/notifications?unreadOnly=true&limit=1   (the bell: unreadCount)
//   GET /api/users/{id}/friends?status=pending        (Friends: pendingRequests.length)
// plus the first page of the notifications list (limit 20) for comparison.
//
//   npm run bench -w @cliques/server -- social-counts  (builds the server and this script, then runs it)
// Settings: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a
// fresh database is created and dropped), BENCH_PORT (default 8184), BENCH_USERS (default 5000),
// BENCH_NOTIFICATIONS (per polled user, default 2000), BENCH_SECONDS (per call, default 15),
// BENCH_CONNECTIONS (comma-separated levels, default 10,50), BENCH_JSON (also write the figures there, see bench/README.md).
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import {
  assertBuilt,
  idTokenSigner,
  startServer,
  withTempDatabase,
  measureGet,
  type BenchUser,
  type LoadRow,
} from './server-kit';

const port = Number(process.env.BENCH_PORT ?? 8184);
const userCount = Number(process.env.BENCH_USERS ?? 5000);
const perUser = Number(process.env.BENCH_NOTIFICATIONS ?? 2000);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
/** Concurrency levels: a few busy clients, then many tabs at once. */
const connectionLevels = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
/** Users whose tabs poll (each has perUser notifications, 25 pending requests, 50 friends). */
const pollers = 200;
const origin = `http://localhost:${port}`;

/** Users, a friend graph, pending requests and notifications, in bulk SQL; an ID token per poller. */
async function seed(databaseUrl: string): Promise<BenchUser[]> {
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
  // Notifications: perUser per poller over 30 days, one in ten unread, from random actors. A few
  // pollers a statement: each groupable notification takes its group's lock (migration 274) until
  // its transaction ends, and the lock table holds some thousands.
  const batch = Math.max(1, Math.floor(4000 / perUser));
  for (let from = 0; from < polled.length; from += batch)
    await db.query(
      `INSERT INTO notifications (notification_id, user_id, type, actor_id, post_id, read, created_at)
       SELECT gen_random_uuid(), p.id, (ARRAY['post_like','comment','follow','mention','share'])[1 + k % 5],
              ($2::uuid[])[1 + (((p.n + $5::int) * 7919 + k) % $3::int)::int], gen_random_uuid(), k % 10 <> 0,
              now() - make_interval(secs => k * (2592000.0 / $4::int))
       FROM unnest($1::uuid[]) WITH ORDINALITY AS p(id, n), generate_series(1, $4::int) AS k`,
      [polled.slice(from, from + batch), ids, userCount, perUser, from],
    );
  await db.query('ANALYZE');
  const sign = await idTokenSigner(db, origin);
  await db.end();
  return Promise.all(polled.map(async (userId, i) => ({ userId, token: await sign(userId, `bench_${i + 1}`) })));
}

/** Load on one call, each request as a different poller (round robin). */
/** One row of figures: a call at one concurrency level. */
type Row = LoadRow;

const measure = (
  label: string,
  users: BenchUser[],
  pathOf: (user: BenchUser) => string,
  connections: number,
  duration = seconds,
) => measureGet(origin, label, users, pathOf, connections, duration);

async function main() {
  assertBuilt();
  const rows = await withTempDatabase('bench_social', async (databaseUrl) => {
    const { stop } = await startServer({ port, env: { DATABASE_URL: databaseUrl, REDIS_URL: '' } });
    try {
      const users = await seed(databaseUrl);
      // Warm the pool and the plans before measuring.
      await measure('warm-up', users, () => '/api/notifications?unreadOnly=true&limit=1', 10, 3);
      const results: Row[] = [];
      for (const connections of connectionLevels) {
        results.push(
          await measure(
            'bell: GET /notifications?unreadOnly=true&limit=1',
            users,
            () => '/api/notifications?unreadOnly=true&limit=1',
            connections,
          ),
        );
        results.push(
          await measure(
            'Friends badge: GET /users/{id}/friends?status=pending',
            users,
            (u) => `/api/users/${u.userId}/friends?status=pending`,
            connections,
          ),
        );
        results.push(
          await measure('list: GET /notifications?limit=20', users, () => '/api/notifications?limit=20', connections),
        );
      }
      return results;
    } finally {
      await stop();
    }
  });
  const pollsPerSecond = (rps: number) => Math.floor(rps * 30);
  const notes = [
    `PostgreSQL on this machine (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${os.loadavg()[0].toFixed(1)} at the end), one server instance, autocannon in the same machine.`,
    `${userCount} users; ${pollers} polling users, each with ${perUser} notifications (one in ten unread), 50 friends and 25 pending requests; requests rotate over the ${pollers} users' tokens.`,
    'Each open tab makes both badge calls once per 30 s, so one instance serves about (requests per second × 30) open tabs per call.',
  ];
  console.log('\nBadge counts benchmark');
  console.log('| call | connections | requests | req/s | p50 | p99 | errors | tabs served (×30 s) |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.connections} | ${r.requests} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${pollsPerSecond(r.rps)} |`,
    );
  for (const note of notes) console.log(`- ${note}`);
  if (process.env.BENCH_JSON) {
    const targets = rows
      .filter((r) => !r.label.startsWith('list'))
      .map((r) => ({
        name: `${r.label} p99 at ${r.connections} connections`,
        target: '<= 50 ms',
        value: `${r.p99} ms`,
        met: r.p99 <= 50 && r.errors === 0,
      }));
    writeFileSync(process.env.BENCH_JSON, JSON.stringify({ title: 'Badge counts', rows, targets, notes }, null, 2));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
