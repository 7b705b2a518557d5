import { existsSync } from 'node:fs';
import path from 'node:path';
import { ms, markdownTable, say } from '../../lib/output';
import { ports } from '../../lib/paths';
import { startAppServer } from '../../lib/processes';
import { resultMarkdown, runServerBench, serverBenchScript } from '../../lib/server-bench';
import { atLeast, atMost, type PartReport, type TargetCheck } from '../../lib/targets';
import { pgliteClient, postgresClient, withPostgresDatabase, type Queryable } from './database';
import { loadEndpoint, type Call, type LoadRow } from './load';
import {
  commentsPerDiscussedPost,
  groupedLikes,
  pgliteScale,
  postgresScale,
  seedStatements,
  type SeedScale,
} from './seed-sql';
import { idTokens, readSigningKey, seededId, type SigningKey } from './tokens';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connectionLevels = [10, 50];
/** Feed pages walked before the deep page (20 posts each). */
const deepPages = Number(process.env.BENCH_DEEP_PAGES ?? 25);

async function seed(db: Queryable, scale: SeedScale): Promise<void> {
  for (const statement of seedStatements(scale)) {
    const started = Date.now();
    await db.query(statement);
    say(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${statement.replace(/\s+/g, ' ').slice(0, 60)}…`);
  }
}

/** The nextToken `pages` pages deep into a user's feed. */
async function deepToken(origin: string, userId: string, token: string, pages: number): Promise<string | null> {
  let nextToken: string | null = null;
  for (let page = 0; page < pages; page += 1) {
    const query: URLSearchParams = new URLSearchParams({ limit: '20', ...(nextToken ? { nextToken } : {}) });
    const response: Response = await fetch(`${origin}/api/users/${userId}/feed?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`feed answered ${response.status}: ${await response.text()}`);
    nextToken = ((await response.json()) as { nextToken: string | null }).nextToken;
    if (!nextToken) return null;
  }
  return nextToken;
}

/** The endpoints of the issue, each as a rotation of calls over sample users. */
async function endpoints(origin: string, signingKey: SigningKey, scale: SeedScale): Promise<[string, Call[]][]> {
  const users = Array.from({ length: 20 }, (_, i) => 1 + ((i * 487) % scale.users));
  const tokens = await idTokens(signingKey, origin, users);
  const as = (n: number) => tokens.get(n) as string;
  /** Each of the first ten sample users' feed, `pages` pages down. */
  const pagesDown = async (pages: number): Promise<Call[]> => {
    const calls: Call[] = [];
    for (const n of users.slice(0, 10)) {
      const nextToken = await deepToken(origin, seededId('u', n), as(n), pages);
      if (nextToken)
        calls.push({
          path: `/api/users/${seededId('u', n)}/feed?limit=20&nextToken=${encodeURIComponent(nextToken)}`,
          token: as(n),
        });
    }
    return calls;
  };
  const [second, deep] = [await pagesDown(1), await pagesDown(deepPages)];
  const discussed = Array.from({ length: 20 }, (_, i) =>
    seededId('p', 1000 * (1 + ((i * 37) % Math.floor(scale.posts / 1000)))),
  );
  const each = (path: (n: number, i: number) => string): Call[] =>
    users.map((n, i) => ({ path: path(n, i), token: as(n) }));
  return [
    ['health', [{ path: '/api/health' }]],
    ['feed page 1', each((n) => `/api/users/${seededId('u', n)}/feed?limit=20`)],
    ['feed page 2', second],
    [`feed deep page (${deepPages * 20} posts down)`, deep],
    ['hashtag search', each((_, i) => `/api/hashtags/search?hashtag=tag${i % 10}&limit=20`)],
    ['trending (week)', each(() => '/api/hashtags/trending?period=week')],
    ['notifications list', each(() => '/api/notifications?limit=20')],
    ['notification count', each(() => '/api/notifications?unreadOnly=true&limit=1')],
    [
      `notifications grouped (${groupedLikes.toLocaleString('en')} raw events)`,
      [{ path: '/api/notifications?grouped=true&limit=20', token: as(1) }],
    ],
    ['unread message count', each(() => '/api/messages/unread-count')],
    ['post page', each((_, i) => `/api/posts/${discussed[i % discussed.length]}`)],
    [
      `post comments (${commentsPerDiscussedPost} on the post)`,
      each((_, i) => `/api/posts/${discussed[i % discussed.length]}/comments?limit=50`),
    ],
  ];
}

async function loadAll(origin: string, list: [string, Call[]][], levels = connectionLevels): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  for (const connections of levels) {
    for (const [label, calls] of list) {
      if (calls.length === 0) continue;
      const row = await loadEndpoint(origin, label, calls, connections, seconds);
      say(
        `  ${label} at ${connections}: p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.rps}/s${row.errors ? `, ${row.errors} errors` : ''}`,
      );
      rows.push(row);
    }
  }
  return rows;
}

const find = (rows: LoadRow[], label: string, connections: number) =>
  rows.find((row) => row.label.startsWith(label) && row.connections === connections);

/**
 * p99 limits (ms) of the cliques rows (packages/server/bench/cliques.ts), by label prefix, read at
 * one connection: they are limits on what a call costs at 100,000 cliques and a million posts (its
 * service time), not on queueing. At 10 connections on this 2-core machine, with the load generator
 * on it too, a p99 is mostly time spent waiting for a core (GET /api/health's own p99 there is 3 to
 * 20 ms); those rows are printed for throughput.
 */
const cliqueLimits: [label: string, p99: number][] = [
  ['directory', 20],
  ['clique posts page', 15],
  ['join an open public clique', 20],
];

/**
 * p99 limits (ms) of the search rows (packages/server/bench/feed.ts, issue 33): a million posts,
 * 100,000 people and cliques. Read at one connection, as the cliques rows are: limits on what a
 * search costs (its service time); at 10 connections on this 2-core machine, with the load
 * generator on it too, a p99 is mostly time spent waiting for a core. Those rows are printed too.
 */
const searchLimits: [label: string, p99: number][] = [
  ['search: a rare word', 20],
  ['search: a word in 10% of posts', 50],
  ['search: a phrase', 50],
  ['search: people prefix', 10],
  ['search: type=all', 60],
  // "Nothing slower than 1 s p99 whatever the query": the costliest order on the commonest word.
  ['search: most relevant first', 1000],
];

/**
 * The cliques targets: the directory, the big clique's posts and joining by p99; a permission
 * check's cost per write (the standing's load and decide()) at most 1 ms p99 above the least a write
 * into a clique asks of the database, finding the clique (the baseline row); posting into the
 * 100,000-member clique as fast as into a 10-member one (p50, with the feed pages' allowance).
 */
function cliqueTargets(rows: LoadRow[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const [label, limit] of cliqueLimits)
    for (const row of rows.filter((r) => r.label.startsWith(label) && r.connections === 1))
      checks.push(atMost(`${row.label} p99 (1 connection)`, row.p99, limit, ms));
  const baseline = find(rows, 'permission check baseline', 1);
  for (const row of rows.filter((r) => r.label.startsWith('permission check per write')))
    checks.push(
      baseline
        ? {
            name: `${row.label} p99, added to finding the clique`,
            target: '≤ finding the clique + 1 ms',
            value: `${ms(row.p99)} vs ${ms(baseline.p99)}`,
            met: row.p99 <= baseline.p99 + 1,
          }
        : atMost(`${row.label} p99`, row.p99, 1, ms),
    );
  for (const connections of connectionLevels) {
    const large = find(rows, 'post into the 100,000-member clique', connections);
    const small = find(rows, 'post into a 10-member clique', connections);
    if (large && small)
      checks.push({
        name: `post into the 100,000-member clique p50 vs a 10-member one (${connections} connections)`,
        target: '≤ 1.5 × 10-member + 2 ms',
        value: `${ms(large.p50)} vs ${ms(small.p50)}`,
        met: large.p50 <= 1.5 * small.p50 + 2,
      });
  }
  return checks;
}

/** The issue's API targets that a set of rows can show (exported for its test). */
export function apiTargets(source: string, rows: LoadRow[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const feed10 = find(rows, 'feed page 1', 10);
  if (source === 'PGlite') {
    if (feed10)
      checks.push(
        atLeast('PGlite feed page 1 requests/s (10 connections)', feed10.rps, 500, (n) => `${Math.round(n)}/s`),
      );
    return checks;
  }
  if (feed10) checks.push(atMost('feed page 1 p99 (10 connections)', feed10.p99, 15, ms));
  for (const connections of connectionLevels) {
    const feed = find(rows, 'feed page 1', connections);
    const health = find(rows, 'health', connections);
    if (feed && health)
      checks.push(
        atLeast(
          `feed page 1 requests/s vs health (${connections} connections)`,
          (100 * feed.rps) / health.rps,
          25,
          (n) => `${n.toFixed(0)} %`,
        ),
      );
  }
  // A page's cost must not grow with its depth. Page 1 is kept between reads (answered without
  // assembling), so the deep page is held to page 2, the first page assembled on every read.
  const deep10 = find(rows, 'feed deep page', 10);
  const second10 = find(rows, 'feed page 2', 10);
  if (deep10 && second10)
    checks.push(
      atMost(
        'feed deep page p50 vs page 2 (10 connections)',
        deep10.p50 / second10.p50,
        1.5,
        (n) => `${n.toFixed(2)}×`,
      ),
    );
  checks.push(...cliqueTargets(rows));
  for (const [label, limit] of searchLimits) {
    const row = find(rows, label, 1);
    if (row) checks.push(atMost(`${row.label} p99 (1 connection)`, row.p99, limit, ms));
  }
  // At one connection, as the search and cliques rows: what the page costs, not queueing for 2 cores.
  const grouped = find(rows, 'notifications grouped', 1);
  if (grouped) checks.push(atMost(`${grouped.label} p99 (1 connection)`, grouped.p99, 15, ms));
  for (const label of ['bell:', 'Friends badge:', 'notification count', 'unread message count']) {
    const row = find(rows, label, 10);
    if (row) checks.push(atMost(`${row.label} p99 (10 connections)`, row.p99, 10, ms));
  }
  for (const row of rows)
    if (row.errors > 0)
      checks.push({
        name: `${row.label} at ${row.connections}: no errors`,
        target: '0',
        value: String(row.errors),
        met: false,
      });
  return checks;
}

function report(part: string, title: string, rows: LoadRow[]): PartReport {
  const table = markdownTable(
    ['call', 'connections', 'p50', 'p99', 'requests/s', 'of health requests/s', 'errors'],
    rows.map((row) => {
      const health = find(rows, 'health', row.connections);
      return [
        row.label,
        row.connections,
        ms(row.p50),
        ms(row.p99),
        row.rps,
        health ? `${((100 * row.rps) / health.rps).toFixed(0)} %` : '–',
        row.errors,
      ];
    }),
  );
  return { part, title, markdown: table, targets: apiTargets(part === 'api-pglite' ? 'PGlite' : 'PostgreSQL', rows) };
}

const describeScale = (scale: SeedScale) =>
  `${scale.users.toLocaleString('en')} users, ${scale.posts.toLocaleString('en')} posts, ${(scale.users * scale.notificationsPerUser).toLocaleString('en')} notifications, ${(scale.users * scale.messagesPerUser).toLocaleString('en')} direct messages; autocannon in this process, ${seconds} s per call and level`;

/**
 * The calls no area script measures on PostgreSQL (the chat badge, the grouped notifications page of
 * a person with 10,000 likes notified), beside health on the same server.
 */
async function postgresRun(): Promise<PartReport> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const scale = postgresScale;
  return withPostgresDatabase(adminUrl, async (url) => {
    const server = await startAppServer({ port: ports.app, env: { DATABASE_URL: url, REDIS_URL: '' } });
    const db = await postgresClient(url);
    try {
      say(`api on PostgreSQL (chat badge, grouped notifications): seeding ${scale.users} users…`);
      await seed(db, scale);
      const all = await endpoints(server.origin, await readSigningKey(db), scale);
      const rows = await loadAll(
        server.origin,
        all.filter(([label]) =>
          ['health', 'unread message count', 'notifications grouped'].some((l) => label.startsWith(l)),
        ),
        [1, ...connectionLevels],
      );
      return report('api-chat', `Chat badge and grouped notifications on PostgreSQL: ${describeScale(scale)}`, rows);
    } finally {
      await db.end();
      await server.stop();
    }
  });
}

async function pgliteRun(): Promise<PartReport> {
  // The server makes the schema; with it stopped, this process seeds the same files; then it serves them.
  const first = await startAppServer({ port: ports.app, env: { DATABASE_URL: '', REDIS_URL: '' } });
  await first.stop();
  const db = await pgliteClient(path.join(first.dataDir, 'pgdata'));
  say(`api on PGlite: seeding ${pgliteScale.posts} posts…`);
  let signingKey: SigningKey;
  try {
    await seed(db, pgliteScale);
    // PGlite serves one process at a time: the key is read before the server reopens the files.
    signingKey = await readSigningKey(db);
  } finally {
    await db.end();
  }
  const server = await startAppServer({
    port: ports.app,
    env: { DATABASE_URL: '', REDIS_URL: '' },
    dataDir: first.dataDir,
  });
  try {
    const rows = await loadAll(server.origin, await endpoints(server.origin, signingKey, pgliteScale));
    return report('api-pglite', `Every call on PGlite (the embedded default): ${describeScale(pgliteScale)}`, rows);
  } finally {
    await server.stop();
  }
}

/** Runs an area script of packages/server/bench (built with the server) and checks the issue's targets on its rows. */
async function areaScript(name: string, part: string): Promise<PartReport | null> {
  if (!existsSync(serverBenchScript(name))) return null;
  say(`api: packages/server/bench/${name}.ts`);
  const result = await runServerBench(name, { BENCH_PORT: String(ports.app) });
  const rows = result.rows as unknown as LoadRow[];
  return {
    part,
    title: `${result.title} (packages/server/bench/${name}.ts)`,
    markdown: resultMarkdown(result),
    targets: [...result.targets, ...apiTargets('PostgreSQL', rows)],
  };
}

/**
 * Part 3: API load. On PostgreSQL the areas' own scripts (feed.ts: a million posts, feed, deep
 * pages, hashtags, trending, post with comments, health; cliques.ts: 100,000 cliques, the directory,
 * a 100,000-member clique's posts, joining and posting into it; social-counts.ts: the bell and Friends
 * badge; gatherings.ts: poll votes, live poll counts, event reminders; federation.ts: a post to 10,000 remote
 * followers on 100 servers, signed activities into the inbox, the feed while deliveries run), then what none of
 * them measures (the chat badge); on PGlite every call. Each beside
 * GET /api/health on the same server in the same run.
 */
export async function apiBench(): Promise<PartReport[]> {
  // BENCH_API_RUNS picks some of the runs (api-feed, api-cliques, badges, api-gatherings, api-federation, api-chat, api-pglite), e.g. to profile one.
  const wanted = (part: string) => !process.env.BENCH_API_RUNS || process.env.BENCH_API_RUNS.split(',').includes(part);
  const reports: PartReport[] = [];
  for (const [name, part] of [
    ['feed', 'api-feed'],
    ['cliques', 'api-cliques'],
    ['social-counts', 'badges'],
    ['gatherings', 'api-gatherings'],
    ['federation', 'api-federation'],
  ] as const) {
    const report = wanted(part) ? await areaScript(name, part) : null;
    if (report) reports.push(report);
  }
  if (wanted('api-chat')) reports.push(await postgresRun());
  if (wanted('api-pglite')) reports.push(await pgliteRun());
  return reports;
}
