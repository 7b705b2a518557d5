// Cliques benchmark: 100,000 cliques, one of them with 100,000 members, a million posts, behind the
// built server (dist/main.js) on PostgreSQL: the directory, the big clique's posts, joining, and
// posting into the big clique beside a 10-member one and outside any.
//
//   npm run bench -w @cliques/server -- cliques     (builds the server and this script, then runs it)
//
// The seed (cliques-seed.ts) goes into a database made for the run and dropped after it.
// Settings: BENCH_DATABASE_URL or TEST_DATABASE_URL (server to use), BENCH_PORT (8185),
// BENCH_CLIQUES (100000), BENCH_CLIQUE_MEMBERS (100000), BENCH_POSTS (1000000), BENCH_SECONDS (per
// row, 8), BENCH_CONNECTIONS (1,10,50), BENCH_JOINS (joins per level, 2000), BENCH_PLANS=0 (skip the
// directory's query plans), BENCH_JSON (bench/README.md).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { countRecentPosts } from '../src/features/cliques/clique-activity.repository';
import { openDatabase, type Queryable } from '../src/platform/database/database';
import { fanOutCatchUp, permissionCosts, settle } from './cliques-measures';
import { explainDirectory } from './cliques-plans';
import { clique, cliquesSeed, user, type CliquesScale } from './cliques-seed';
import { planShape } from './feed-plans';
import {
  assertBuilt,
  idTokenSigner,
  measureRequests,
  startServer,
  withTempDatabase,
  type BenchUser,
  type LoadRow,
  type RequestShape,
} from './server-kit';

const port = Number(process.env.BENCH_PORT ?? 8185);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connectionLevels = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const joinsPerLevel = Number(process.env.BENCH_JOINS ?? 2000);
const scale: CliquesScale = {
  members: Number(process.env.BENCH_CLIQUE_MEMBERS ?? 100_000),
  joiners: joinsPerLevel * connectionLevels.length + 1,
  cliques: Number(process.env.BENCH_CLIQUES ?? 100_000),
  posts: Number(process.env.BENCH_POSTS ?? 1_000_000),
};
const origin = `http://localhost:${port}`;
/** Pages of the big clique a reader scrolls through before the later-page row. */
const scrolledPages = 25;
const say = (text: string) => console.error(text);
const big = (n: number) => n.toLocaleString('en');

/** The people and cliques the rows use. */
interface Prepared {
  bigId: string;
  smallId: string;
  /** Members of the big clique (40); the first ten have scrolled down its posts (`scrolledToken`). */
  readers: (BenchUser & { scrolledToken?: string })[];
  /** The 10 members of the small clique, who are in the big one too: the authors of every write row. */
  authors: BenchUser[];
  /** People in no clique, one per join. */
  joiners: BenchUser[];
  /** Open public cliques besides the two (the big one is full: a clique holds at most 100,000). */
  open: string[];
}

async function seed(db: pg.Client): Promise<number> {
  const started = Date.now();
  for (const statement of cliquesSeed(scale)) {
    const t = Date.now();
    await db.query(statement);
    say(`  ${((Date.now() - t) / 1000).toFixed(1)} s: ${statement.replace(/\s+/g, ' ').trim().slice(0, 70)}…`);
  }
  return (Date.now() - started) / 1000;
}

async function prepare(db: pg.Client): Promise<Prepared> {
  const sign = await idTokenSigner(db, origin, 7200);
  const people = async (numbers: number[]) => {
    const { rows } = await db.query<{ n: number; id: string }>(
      `SELECT n, ${user('n')}::text AS id FROM unnest($1::int[]) n`,
      [numbers],
    );
    return Promise.all(rows.map(async (r) => ({ userId: r.id, token: await sign(r.id, `cq_${r.n}`) })));
  };
  const { rows } = await db.query<{ big: string; small: string }>(
    `SELECT ${clique('1')}::text AS big, ${clique('2')}::text AS small`,
  );
  const { rows: small } = await db.query<{ n: number }>(
    `SELECT substr(u.username, 4)::int AS n FROM clique_members m JOIN users u USING (user_id) WHERE m.clique_id = $1`,
    [rows[0].small],
  );
  const readers = await people(Array.from({ length: 40 }, (_, i) => 1 + ((i * 2477 + 11) % scale.members)));
  const joiners = await people(Array.from({ length: scale.joiners }, (_, i) => scale.members + 1 + i));
  const { rows: open } = await db.query<{ id: string }>(
    `SELECT clique_id::text AS id FROM cliques WHERE visibility = 'public' AND join_policy = 'open'
       AND clique_id NOT IN ($1, $2) ORDER BY clique_id LIMIT 100`,
    [rows[0].big, rows[0].small],
  );
  const authors = await people(small.map((r) => r.n));
  return { bigId: rows[0].big, smallId: rows[0].small, readers, authors, joiners, open: open.map((r) => r.id) };
}

/** Reads the big clique's posts page by page, as someone scrolling does; the nextToken after `pages` pages. */
async function scrollDown(cliqueId: string, reader: BenchUser, pages: number): Promise<string> {
  let nextToken = '';
  for (let page = 0; page < pages; page += 1) {
    const query = new URLSearchParams({ limit: '20', ...(nextToken ? { nextToken } : {}) });
    const response = await fetch(`${origin}/api/cliques/${cliqueId}/posts?${query}`, {
      headers: { authorization: `Bearer ${reader.token}` },
    });
    if (!response.ok) throw new Error(`clique posts answered ${response.status}`);
    nextToken = ((await response.json()) as { nextToken: string | null }).nextToken ?? '';
  }
  return nextToken;
}

const count = async (db: pg.Client, table: string) =>
  Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

async function main() {
  assertBuilt();
  await withTempDatabase('cliques_bench', async (databaseUrl) => {
    const { stop } = await startServer({
      port,
      env: { DATABASE_URL: databaseUrl, REDIS_URL: '', WRITE_LIMITS: 'off' },
    });
    const db = new pg.Client({ connectionString: databaseUrl });
    db.on('error', () => undefined);
    await db.connect();
    try {
      say(`cliques bench: seeding ${big(scale.cliques)} cliques, ${big(scale.posts)} posts…`);
      const q: Queryable = { query: (sql, params) => db.query(sql, params) as never };
      const seedSeconds = await seed(db);
      // What the server's `cliques.activity` job does once a minute: the week's counts for the active order.
      await countRecentPosts(q);
      const input = await prepare(db);
      const { bigId, smallId, readers, authors } = input;
      // Every reader's and author's feed is read once, so each has a feed head a new post may have to
      // reach: a post into the 10-member clique reaches its 10 members' heads, one into the big clique
      // its 50 readers' and authors' heads (by the job that migration 267 queues).
      for (const reader of [...readers, ...authors])
        await fetch(`${origin}/api/users/${reader.userId}/feed?limit=20`, {
          headers: { authorization: `Bearer ${reader.token}` },
        });
      for (const reader of readers.slice(0, 10)) reader.scrolledToken = await scrollDown(bigId, reader, scrolledPages);
      const scrolled = readers.slice(0, 10);
      const write = (cliqueId: string | null): RequestShape<BenchUser> => ({
        method: 'POST',
        pathOf: () => '/api/posts',
        bodyOf: (_u, i) => ({ content: `Benchmark post ${i}`, ...(cliqueId ? { cliqueId } : {}) }),
      });
      const get = (pathOf: RequestShape<BenchUser>['pathOf']): RequestShape<BenchUser> => ({ pathOf });
      // Words of visible cliques (garden and cycling name only secret ones, every tenth clique).
      const words = ['chess', 'jazz', 'hiking', 'film', 'yoga'];
      const calls: [string, RequestShape<BenchUser>, BenchUser[]][] = [
        ['health', get(() => '/api/health'), [{ userId: '', token: '' }]],
        ['directory, no filter (sort active)', get(() => '/api/cliques/directory'), readers],
        [
          'directory search ?query= (sort active)',
          get((_u, i) => `/api/cliques/directory?query=${words[i % 5]}`),
          readers,
        ],
        [
          'directory search ?query=&sort=members',
          get((_u, i) => `/api/cliques/directory?query=${words[i % 5]}&sort=members`),
          readers,
        ],
        [
          'directory search ?query=&sort=new',
          get((_u, i) => `/api/cliques/directory?query=${words[i % 5]}&sort=new`),
          readers,
        ],
        ['directory by topic (sort active)', get((_u, i) => `/api/cliques/directory?topic=topic${i % 30}`), readers],
        ['clique posts page 1 (100,000 members)', get(() => `/api/cliques/${bigId}/posts?limit=20`), readers],
        [
          `clique posts page ${scrolledPages + 1} (100,000 members)`,
          {
            pathOf: (u) =>
              `/api/cliques/${bigId}/posts?limit=20&nextToken=${(u as Prepared['readers'][number]).scrolledToken}`,
          },
          scrolled,
        ],
        ['post outside a clique', write(null), authors],
        ['post into a 10-member clique', write(smallId), authors],
        ['post into the 100,000-member clique', write(bigId), authors],
      ];
      const rows: LoadRow[] = [];
      const perPost: number[] = [];
      const catchUp: number[] = [];
      const note = (row: LoadRow) => {
        say(
          `  ${row.label} at ${row.connections}: p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.rps}/s${row.errors ? `, ${row.errors} errors` : ''}`,
        );
        rows.push(row);
      };
      // One join first, as someone outside every clique: a refusal is reported with its reason.
      const probe = input.joiners.pop() as BenchUser;
      const answer = await fetch(`${origin}/api/cliques/${input.open[0]}/join`, {
        method: 'POST',
        headers: { authorization: `Bearer ${probe.token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      if (!answer.ok) throw new Error(`join answered ${answer.status}: ${await answer.text()}`);
      let joined = 0;
      for (const connections of connectionLevels) {
        for (const [label, shape, callers] of calls) {
          const before = label.includes('100,000-member') ? await count(db, 'notifications') : 0;
          note(await measureRequests(origin, label, callers, shape, connections, { duration: seconds }));
          if (label.includes('100,000-member')) {
            perPost.push(((await count(db, 'notifications')) - before) / Math.max(1, rows[rows.length - 1].requests));
            catchUp.push(await fanOutCatchUp(db));
          }
        }
        const joiners = input.joiners.slice(joined, joined + joinsPerLevel);
        joined += joinsPerLevel;
        note(
          await measureRequests(
            origin,
            'join an open public clique (distinct people)',
            joiners,
            {
              method: 'POST',
              pathOf: (_u, i) => `/api/cliques/${input.open[i % input.open.length]}/join`,
              bodyOf: () => ({}),
            },
            connections,
            { duration: 600, amount: joiners.length },
          ),
        );
      }
      // The server's own database access (named statements, planned once per connection), as POST /posts runs it.
      const server = await openDatabase({ url: databaseUrl, poolSize: 1 });
      try {
        await settle(db);
        const label = (size: string) => `permission check per write: standing + decide() (${size} members)`;
        const costs = await permissionCosts(
          server,
          [
            [label('100,000'), bigId],
            [label('10'), smallId],
          ],
          authors[1].userId,
          'permission check baseline: finding the clique by its id',
        );
        for (const row of costs) note(row);
      } finally {
        await server.close();
      }
      const plans =
        process.env.BENCH_PLANS === '0'
          ? []
          : await explainDirectory((sql, params) => db.query(sql, params), readers[0].userId);
      report(rows, { perPost, catchUp }, seedSeconds, plans);
    } finally {
      await db.end();
      await stop();
    }
  });
}

function report(
  rows: LoadRow[],
  { perPost, catchUp }: { perPost: number[]; catchUp: number[] },
  seedSeconds: number,
  plans: { label: string; plan: string }[],
) {
  const notes = [
    `PostgreSQL on this machine (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(
        ' ',
      )} at the end); one server instance (dist/main.js, WRITE_LIMITS=off); autocannon on the same machine, ${seconds} s per row; joins: ${big(joinsPerLevel)} distinct people per level, each into one of 100 open public cliques (the big one is full: a clique holds at most 100,000).`,
    `${big(scale.cliques)} cliques (seven in ten public, two private, one secret; two topics each from 30): number 1 with ${big(scale.members)} members, number 2 with 10, the others 1–5; ${big(scale.posts)} posts over a year (a fifth in the big clique, two fifths in other cliques, skewed to a few, the rest outside any), seeded in ${(seedSeconds / 60).toFixed(1)} min.`,
    `Directory rows rotate over 40 readers and the words chess, jazz, hiking, film, yoga (each in about one clique in seven's name or description) or topics topic0–29. Posts rows: the big clique as its members; page ${scrolledPages + 1} by ten of them after scrolling the ${scrolledPages} pages before it.`,
    `Writes: POST /posts as the small clique's 10 members (members of the big clique too); the 40 readers and the 10 authors hold feed heads, so a post into the small clique reaches 10 heads in its request, one into the big clique its author's in the request and the 49 others' by the feed-heads.big-clique job. Notifications created per post into the big clique: ${perPost.map((n) => n.toFixed(2)).join(', ')} (per level); members' badges change only through notifications, so no counts frame goes to its members. Every post a level made into the big clique had reached its members' heads ${catchUp.map((n) => `${n.toFixed(1)} s`).join(', ')} after the level's last post (per level; the job queue polls every 2 s).`,
    "Permission check: loadCliqueStanding() (one query) and decide(), 2,000 times for each clique, taking turns, from this process through the server's own database access (named statements, as the server plans them) on the idle server after the load (once no autovacuum of the run's writes is under way): what it adds to a write.",
  ];
  console.log('\nCliques at 100,000 cliques, a 100,000-member clique and a million posts');
  console.log('| call | connections | requests | req/s | p50 | p99 | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.connections} | ${r.requests} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`,
    );
  for (const line of notes) console.log(`- ${line}`);
  for (const { label, plan } of plans) console.log(`\n### Plan: ${label}\n\`\`\`\n${plan}\n\`\`\``);
  if (process.env.BENCH_JSON) {
    const targets = [
      {
        name: 'notifications created per post into the 100,000-member clique',
        target: '0',
        value: perPost.map((n) => n.toFixed(2)).join(', '),
        met: perPost.every((n) => n === 0),
      },
    ];
    writeFileSync(
      process.env.BENCH_JSON,
      JSON.stringify(
        {
          title: 'Cliques at 100,000 cliques, a 100,000-member clique and a million posts',
          rows,
          targets,
          notes,
          plans: plans.map((p) => ({ label: p.label, shape: planShape(p.plan) })),
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
