// What blocks and mutes add to a feed page, on the feed benchmark's data (docs/DECISIONS.md, "Block
// and mute"): plans and times of one reader's feed page 1 with no blocks, 10 blocks, and 10 blocks
// and 10 mutes.
//
//   npm run bench -w @cliques/server -- block-cost
//
// Settings: BENCH_DATABASE_URL or TEST_DATABASE_URL (server), BENCH_FEED_DB (database, default
// cliques_bench_block, seeded once with feed-seed.ts and kept), BENCH_POSTS (1000000), BENCH_RUNS
// (EXPLAIN runs per row, 15).
import pg from 'pg';
import type { Database } from '../src/platform/database/database';
import { blockCost, migrate } from './block-plans';
import { seedStatements, user } from './feed-seed';
import { adminUrl } from './server-kit';

const dbName = process.env.BENCH_FEED_DB ?? 'cliques_bench_block';
const users = 5000;
const posts = Number(process.env.BENCH_POSTS ?? 1_000_000);

/** The Database of the server's code over a pg pool: queries, and transactions on one client. */
function database(pool: pg.Pool): Database {
  return {
    kind: 'postgres',
    query: async (sql, params) => ({ rows: (await pool.query(sql, params)).rows }),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows }) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rows.length === 0)
  await admin.query(`CREATE DATABASE ${dbName}`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
const db = database(pool);

await migrate(db);
if ((await db.query('SELECT 1 FROM posts LIMIT 1')).rows.length === 0) {
  for (const statement of seedStatements({ users, posts })) {
    const began = Date.now();
    await db.query(statement);
    console.error(
      `${((Date.now() - began) / 1000).toFixed(1)} s: ${statement.replace(/\s+/g, ' ').trim().slice(0, 60)}…`,
    );
  }
  await db.query('VACUUM ANALYZE');
}
// Reader 14, as in feed.ts's sample; ten people far down the follow graph to block.
const { rows } = await db.query<{ reader: string; blocked: string[] }>(
  `SELECT ${user('14')}::text AS reader, ARRAY(SELECT ${user('n')} FROM generate_series(4000, 4009) n)::text[] AS blocked`,
);
const people = await db.query<{ n: number }>(
  `SELECT count(*)::int AS n FROM (SELECT followed_id FROM follows WHERE follower_id = $1
     UNION SELECT CASE WHEN sender_id = $1 THEN recipient_id ELSE sender_id END FROM friendships WHERE status = 'accepted' AND $1 IN (sender_id, recipient_id)) p`,
  [rows[0].reader],
);
console.log(`reader ${rows[0].reader}: ${people.rows[0].n} people, ${posts} posts\n`);
console.log(
  await blockCost(db, {
    readerId: rows[0].reader,
    blockedIds: rows[0].blocked,
    runs: Number(process.env.BENCH_RUNS ?? 15),
  }),
);
await db.close();
