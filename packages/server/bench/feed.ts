// Feed benchmark: a million posts in PostgreSQL behind the built server (dist/main.js), and the
// feed, hashtag search and post page timed at page 1 and at deep pages, with their query plans.
//
//   npm run bench -w @cliques/server -- feed     (builds the server and this script, then runs it)
//
// The seed (users, a follow graph skewed to popular people, friend communities, cliques, posts
// with hashtags and mentions, likes, comments, shares) goes into its own database, made once and
// kept: later runs find the marker row and skip straight to measuring. BENCH_RESEED=1 starts over.
// Settings: BENCH_DATABASE_URL or TEST_DATABASE_URL (server to use; default
// postgres://postgres@127.0.0.1:5432/test), BENCH_FEED_DB (database name, default cliques_bench_feed),
// BENCH_PORT (default 8183), BENCH_USERS (5000), BENCH_POSTS (1000000), BENCH_SECONDS (per row, 10),
// BENCH_CONNECTIONS (levels, 10,50), BENCH_PLANS=0 (skip the plans), BENCH_JSON (see bench/README.md),
// BENCH_ONLY (rows whose labels start so, comma-separated), BENCH_NODE_ARGS (the server's, e.g. --cpu-prof).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import type { Cursor } from '../src/platform/input/page-token';
import { explainAll, planShape as shape, type PlanInputs } from './feed-plans';
import { cliqueSize, postId, seedStatements, user } from './feed-seed';
import { measurePostPartsCost, type PostPartsCost } from './post-parts-cost';
import { measureIndexCost, type IndexCost } from './search-index-cost';
import {
  adminUrl,
  assertBuilt,
  idTokenSigner,
  startServer,
  measureGet,
  type BenchUser,
  type LoadRow,
} from './server-kit';

const port = Number(process.env.BENCH_PORT ?? 8183);
const users = Number(process.env.BENCH_USERS ?? 5000);
const posts = Number(process.env.BENCH_POSTS ?? 1_000_000);
/** Everyone, the users above included (the others only read), and the cliques, the feed's included. */
const people = Number(process.env.BENCH_PEOPLE ?? 100_000);
const directoryCliques = Number(process.env.BENCH_CLIQUES ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connectionLevels = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const only = process.env.BENCH_ONLY?.split(',');
const dbName = process.env.BENCH_FEED_DB ?? 'cliques_bench_feed';
const origin = `http://localhost:${port}`;
/** Pages a reader scrolls through before the deep feed row. */
const scrolledPages = 25;
/** The 10,000th page of 20 (docs/API.md's page size). */
const deepPage = 10_000;
const say = (text: string) => console.error(text);

/** A sample reader; `scrolledToken` once they have scrolled down (the deep page row). */
interface Reader extends BenchUser {
  n: number;
  scrolledToken?: string | null;
}

/** Readers, the deep pages' cursors, and the posts and tag the rows read. */
interface Prepared {
  readers: Reader[];
  deepFeedCursor: Cursor;
  sizes: { total: number; before: number }[];
  tag: string;
  tagPosts: number;
  page: number;
  deepTagCursor: Cursor;
  discussed: string[];
}

/** One row of figures: a call at one concurrency level. */
type Row = LoadRow;

/** The caller of the health row: no token. */
const anonymous: Reader = { n: 0, userId: '', token: '' };

/** A request's path for the i-th request, made as `reader`. */
type PathOf = (reader: Reader, i: number) => string;

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  if (process.env.BENCH_RESEED === '1') await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
  if (rows.length === 0) await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

/** Seeds once: the marker row says which scale the database holds. */
async function seedOnce(db: pg.Client) {
  const marker = JSON.stringify({ users, posts, people, directoryCliques, version: 3 });
  const { rows } = await db.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'bench_feed_seed'");
  if (rows[0]?.value === marker) return say(`feed bench: ${dbName} already holds ${posts} posts; measuring`);
  if (rows.length > 0 || (await db.query('SELECT 1 FROM posts LIMIT 1')).rows.length > 0) {
    throw new Error(`${dbName} holds other data: run with BENCH_RESEED=1 to start over`);
  }
  const started = Date.now();
  for (const statement of seedStatements({ users, posts, people, directoryCliques })) {
    const t = Date.now();
    await db.query(statement);
    say(`  ${((Date.now() - t) / 1000).toFixed(1)} s: ${statement.replace(/\s+/g, ' ').trim().slice(0, 70)}…`);
  }
  await db.query("INSERT INTO app_secrets (name, value) VALUES ('bench_feed_seed', $1)", [marker]);
  say(`feed bench: seeded in ${((Date.now() - started) / 60000).toFixed(1)} min`);
}

const token = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Sample readers with tokens, and the cursors of deep pages (the API's own token format). */
async function prepare(db: pg.Client): Promise<Prepared> {
  const sign = await idTokenSigner(db, origin, 7200);
  const sample = Array.from({ length: 40 }, (_, i) => 1 + ((i * 977 + 13) % users));
  const readers: Reader[] = [];
  for (const n of sample) {
    const { rows } = await db.query<{ id: string }>(`SELECT ${user('$1::int')}::text AS id`, [n]);
    readers.push({ n, userId: rows[0].id, token: await sign(rows[0].id, `feed_${n}`) });
  }
  // A reader's `all` feed: how long it is, and the cursor 90% of the way down.
  const feedSize = async (userId: string, since: string | null = null) => {
    const { rows } = await db.query<{ n: string }>(
      `WITH people AS (SELECT $1::uuid AS id UNION SELECT CASE WHEN sender_id = $1 THEN recipient_id ELSE sender_id END FROM friendships WHERE status = 'accepted' AND (sender_id = $1 OR recipient_id = $1) UNION SELECT followed_id FROM follows WHERE follower_id = $1),
            mine AS (SELECT clique_id FROM clique_members WHERE user_id = $1)
       SELECT (SELECT count(*) FROM posts WHERE author_id IN (SELECT id FROM people) AND clique_id IS NULL AND created_at >= coalesce($2::timestamptz, '-infinity'))
            + (SELECT count(*) FROM posts WHERE clique_id IN (SELECT clique_id FROM mine) AND created_at >= coalesce($2::timestamptz, '-infinity'))
            + (SELECT count(*) FROM shares s JOIN posts p USING (post_id) WHERE s.user_id IN (SELECT id FROM people) AND (p.clique_id IS NULL OR p.clique_id IN (SELECT clique_id FROM mine)) AND s.created_at >= coalesce($2::timestamptz, '-infinity')) AS n`,
      [userId, since],
    );
    return Number(rows[0].n);
  };
  const deepAt = new Date(Date.now() - 0.9 * 365 * 86_400_000).toISOString().replace('Z', '000Z');
  const deepFeedCursor = { at: deepAt, id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };
  const sizes: Prepared['sizes'] = [];
  for (const r of readers.slice(0, 10))
    sizes.push({ total: await feedSize(r.userId), before: await feedSize(r.userId, deepAt) });
  // The tag with most posts, its size, and the cursor that opens its 10,000th page (or its last).
  const { rows: top } = await db.query<{ tag: string; n: number }>(
    "SELECT tag, count(*)::int AS n FROM post_hashtags WHERE tag IN ('tag0', 'tag1', 'tag2') GROUP BY tag ORDER BY n DESC LIMIT 1",
  );
  const tag = top[0].tag;
  const page = Math.min(deepPage, Math.floor((top[0].n - 1) / 20) + 1);
  const { rows: cut } = await db.query<{ at: string; id: string }>(
    `SELECT ${iso('created_at')} AS at, post_id::text AS id FROM post_hashtags WHERE tag = $1 ORDER BY created_at DESC, post_id DESC OFFSET $2 LIMIT 1`,
    [tag, (page - 1) * 20 - 1],
  );
  const deepTagCursor = { at: cut[0].at, id: cut[0].id };
  const discussed: string[] = [];
  for (let g = 1001; g <= posts && discussed.length < 20; g += 1000 * 7) {
    const { rows } = await db.query<{ id: string }>(`SELECT ${postId('$1::int')}::text AS id`, [g]);
    discussed.push(rows[0].id);
  }
  return { readers, deepFeedCursor, sizes, tag, tagPosts: top[0].n, page, deepTagCursor, discussed };
}

/** Reads a reader's feed page by page, as someone scrolling does; returns the nextToken after `pages` pages. */
async function scrollDown(reader: Reader, pages: number): Promise<string | null> {
  let nextToken: string | null = null;
  for (let page = 0; page < pages; page += 1) {
    const query = new URLSearchParams({ limit: '20', ...(nextToken ? { nextToken } : {}) });
    const response = await fetch(`${origin}/api/users/${reader.userId}/feed?${query}`, {
      headers: { authorization: `Bearer ${reader.token}` },
    });
    if (!response.ok) throw new Error(`feed answered ${response.status}`);
    nextToken = ((await response.json()) as { nextToken: string | null }).nextToken;
  }
  return nextToken;
}

/** Load on one call rotating over the readers; `pathOf(reader, i)` gives each request's path. */
const measure = (label: string, users: Reader[], pathOf: PathOf, connections: number, duration = seconds) =>
  measureGet(origin, label, users, pathOf, connections, duration);

/** The plans of the rows' queries, from the repositories' own SQL (feed-plans.ts). */
function plans(db: pg.Client, input: PlanInputs) {
  return explainAll((sql, params) => db.query(sql, params), input);
}

async function main() {
  assertBuilt();
  const databaseUrl = await ensureDatabase();
  const { stop } = await startServer({ port, env: { DATABASE_URL: databaseUrl, REDIS_URL: '', WRITE_LIMITS: 'off' } });
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => undefined);
  await db.connect();
  try {
    await seedOnce(db);
    const input = await prepare(db);
    const { readers, discussed } = input;
    const feedDeep = token(input.deepFeedCursor);
    const tagDeep = token(input.deepTagCursor);
    await measure('warm-up', readers, (r) => `/api/users/${r.userId}/feed?limit=20`, 10, 3);
    // Search is warmed as the feed is (a running server's indexes are in memory), on other words
    // than the rows ask for.
    await measure('warm-up', readers, (_r, i) => `/api/search?limit=5&q=${1 + ((i * 104_729) % posts)}`, 10, 3);
    const scrolled: Reader[] = [];
    const onPageTwo: Reader[] = [];
    for (const reader of readers.slice(0, 10)) {
      onPageTwo.push({ ...reader, scrolledToken: await scrollDown(reader, 1) });
      scrolled.push({ ...reader, scrolledToken: await scrollDown(reader, scrolledPages) });
    }
    const calls: [label: string, pathOf: PathOf, callers?: Reader[]][] = [
      ['health', () => '/api/health'],
      ['feed page 1', (r) => `/api/users/${r.userId}/feed?limit=20`],
      ['feed page 2', (r) => `/api/users/${r.userId}/feed?limit=20&nextToken=${r.scrolledToken}`, onPageTwo],
      [
        `feed deep page (scrolled to page ${scrolledPages + 1})`,
        (r) => `/api/users/${r.userId}/feed?limit=20&nextToken=${r.scrolledToken}`,
        scrolled,
      ],
      ['feed far page, cold (90% down)', (r) => `/api/users/${r.userId}/feed?limit=20&nextToken=${feedDeep}`],
      ['hashtag search', (_r, i) => `/api/hashtags/search?hashtag=tag${i % 10}&limit=20`],
      [
        `hashtag search page ${input.page.toLocaleString('en')}`,
        () => `/api/hashtags/search?hashtag=${input.tag}&limit=20&nextToken=${tagDeep}`,
      ],
      // Search (GET /api/search): a post's number is a word only it holds (a rare word); every tenth
      // post says "sunrise" (a word in 10% of them); usernames are feed_<n>.
      ['search: a rare word', (_r, i) => `/api/search?type=posts&q=${1 + ((i * 7919) % posts)}`],
      ['search: a word in 10% of posts, newest first', () => '/api/search?type=posts&sort=newest&q=sunrise'],
      ['search: most relevant first, a word in 10% of posts', () => '/api/search?type=posts&sort=relevance&q=sunrise'],
      [
        'search: a phrase',
        (_r, i) => `/api/search?type=posts&q=${encodeURIComponent(`"post ${1 + ((i * 7919) % posts)}"`)}`,
      ],
      ['search: people prefix', (_r, i) => `/api/search?type=people&q=feed_${100 + (i % 900)}`],
      ['search: type=all', (_r, i) => `/api/search?limit=5&q=${1 + ((i * 7919) % posts)}`],
      ['trending', () => '/api/hashtags/trending?period=week'],
      ['trending (month)', () => '/api/hashtags/trending?period=month'],
      [
        'post with comments',
        (_r, i) =>
          i % 2 === 0
            ? `/api/posts/${discussed[(i / 2) % discussed.length]}`
            : `/api/posts/${discussed[((i - 1) / 2) % discussed.length]}/comments?limit=50`,
      ],
    ];
    const rows: Row[] = [];
    for (const connections of connectionLevels) {
      for (const [label, pathOf, callers = readers] of calls) {
        if (only && !only.some((wanted) => label.startsWith(wanted))) continue;
        const row = await measure(label, label === 'health' ? [anonymous] : callers, pathOf, connections);
        say(
          `  ${label} at ${connections}: p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.rps}/s${row.errors ? `, ${row.errors} errors` : ''}`,
        );
        rows.push(row);
      }
    }
    const parts = only ? null : await measurePostPartsCost(db, origin, readers, onPageTwo, seconds);
    if (parts) rows.push(...parts.rows);
    const cost = only ? null : await measureIndexCost(db, origin, readers, seconds);
    if (cost) rows.push(...cost.rows);
    const explained =
      process.env.BENCH_PLANS === '0'
        ? []
        : await plans(db, {
            userId: readers[0].userId,
            deepFeedCursor: input.deepFeedCursor,
            tag: input.tag,
            deepTagCursor: input.deepTagCursor,
            postId: discussed[0],
          });
    report(rows, input, explained, parts, cost);
  } finally {
    await db.end();
    await stop();
  }
}

function report(
  rows: Row[],
  input: Prepared,
  explained: { label: string; plan: string }[],
  parts: PostPartsCost | null,
  cost: IndexCost | null,
) {
  const avg = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
  const feedTotal = avg(input.sizes.map((s) => s.total));
  const feedDeepPage = avg(input.sizes.map((s) => Math.floor((s.total - s.before) / 20) + 1));
  const notes = [
    `PostgreSQL ${'15'} on this machine (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${os.loadavg()[0].toFixed(1)} at the end); one server instance (dist/main.js); autocannon on the same machine, ${seconds} s per row.`,
    `${users.toLocaleString('en')} users who post and follow among ${people.toLocaleString('en')} people (the rest only read; search finds them by name), ${directoryCliques.toLocaleString('en')} cliques (beyond the feed's, public ones of one member each), ${posts.toLocaleString('en')} posts over a year (one in ten in a clique of ${cliqueSize}), 20–79 follows each skewed to popular people, about 16 friends each in neighbourhoods, 0–3 hashtags a post from 2,000 (steeply skewed), 0–3 likes a post, a comment on every third post, 120 on every thousandth, 100,000 shares.`,
    `Feed rows rotate over 40 readers; their \`all\` feed holds ${feedTotal.toLocaleString('en')} items on average. Page 2 is read by 10 of them after their page 1; the deep page is page ${scrolledPages + 1} of the same 10, reached by reading the ${scrolledPages} pages before it as someone scrolling does (so their feed heads reach down that far); the cold far page is the one 90% of the way down (page ${feedDeepPage} on average), opened with a made-up nextToken, below any head: the merge over every friend, followed person and clique.`,
    `Hashtag rows: page 1 rotates over tag0–tag9; the deep row is page ${input.page.toLocaleString('en')} of #${input.tag} (${input.tagPosts.toLocaleString('en')} posts).`,
    'Search rows: a rare word is a post\'s number (one post); the 10% word is "sunrise" (every tenth post), newest first; the phrase is "post <number>"; people prefix is `feed_<100–999>` (usernames); type=all is a rare word with 5 of each kind. Before the rows, feed page 1 and type=all (on other numbers) are read for 3 s each at 10 connections, so the first level does not pay for reading the indexes from disk.',
    '`post with comments` alternates GET /posts/{id} and GET /posts/{id}/comments?limit=50 on posts with 120 comments.',
    ...(parts
      ? [
          `Quotes and warnings: pages 1 and 2 read at 10 connections in alternating turns of ${seconds} s (two each), with the quotes and warnings of the ${parts.posts} posts on them that have one as seeded (every fifth public post quotes, every seventh carries a warning), then with those taken off, and so on; each figure is its turns' mean.`,
        ]
      : []),
    ...(cost
      ? [
          `Search index: the posts' GIN index is ${cost.sizeMiB.toFixed(0)} MiB (comments', alt texts' and link titles' together ${cost.otherSizesMiB.toFixed(0)} MiB) and was built again in ${cost.buildSeconds.toFixed(1)} s; creating posts (10 connections, as the readers in turn) was measured with it, then with it dropped; the posts written are deleted after.`,
        ]
      : []),
  ];
  console.log('\nFeed, hashtags and post page at a million posts');
  console.log('| call | connections | requests | req/s | p50 | p99 | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.connections} | ${r.requests} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`,
    );
  for (const note of notes) console.log(`- ${note}`);
  for (const { label, plan } of explained) {
    console.log(`\n### Plan: ${label}\n\`\`\`\n${plan}\n\`\`\``);
  }
  if (process.env.BENCH_JSON) {
    const at = (label: string, c: number) => {
      const row = rows.find((r) => r.label.startsWith(label) && r.connections === c);
      if (!row) throw new Error(`no "${label}" row at ${c} connections to check the targets on`);
      return row;
    };
    const pairTargets = connectionLevels.flatMap((c) => {
      // Page 1 of the feed is kept between reads (not assembled), so the deep page is held to page 2,
      // the first page assembled on every read: what is measured is the cost of depth.
      const pairs = [
        ['feed deep page', 'feed page 2'],
        [`hashtag search page ${input.page.toLocaleString('en')}`, 'hashtag search'],
      ];
      return pairs.map(([deep, first]) => {
        const d = at(deep, c);
        const f = at(first, c);
        return {
          name: `${deep} p50 vs ${first} at ${c} connections`,
          target: `≤ 1.5 × ${first} + 2 ms`,
          value: `${d.p50} ms vs ${f.p50} ms`,
          met: d.p50 <= f.p50 * 1.5 + 2 && d.errors === 0,
        };
      });
    });
    writeFileSync(
      process.env.BENCH_JSON,
      JSON.stringify(
        {
          title: 'Feed, hashtags and post page at a million posts',
          rows,
          targets: [...pairTargets, ...(parts?.targets ?? []), ...(cost ? [cost.target] : [])],
          notes,
          plans: explained.map((p) => ({ label: p.label, shape: shape(p.plan) })),
        },
        null,
        2,
      ),
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
