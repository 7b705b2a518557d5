// What the posts' search index costs at a million posts (issue 33): its size, the time to build it,
// and creating posts with and without it. Run by feed.ts on its seeded database, after the reads.
import type pg from 'pg';
import { measureRequests, type BenchUser, type LoadRow } from './server-kit';

/** The posts' full-text index as migration 271 makes it. */
const createIndex = "CREATE INDEX posts_search ON posts USING gin (search_vector) WHERE status = 'published'";
const writeMark = 'Bench write';

export interface IndexCost {
  rows: LoadRow[];
  sizeMiB: number;
  otherSizesMiB: number;
  buildSeconds: number;
  target: { name: string; target: string; value: string; met: boolean };
}

const mib = async (db: pg.Client, sql: string) =>
  Number((await db.query<{ bytes: string }>(sql)).rows[0]?.bytes ?? 0) / 1024 / 1024;

/**
 * Creates posts for `seconds` at 10 connections with the index, then without it (dropped), then
 * builds it again (timed); the posts written are deleted after. Throughput with the index is held
 * to at least 90 % of without.
 */
export async function measureIndexCost(
  db: pg.Client,
  origin: string,
  authors: BenchUser[],
  seconds: number,
): Promise<IndexCost> {
  const sizeMiB = await mib(db, "SELECT pg_relation_size('posts_search') AS bytes");
  const otherSizesMiB = await mib(
    db,
    `SELECT sum(pg_relation_size(i)) AS bytes FROM unnest(ARRAY['comments_search', 'post_media_search', 'link_previews_search']::regclass[]) i`,
  );
  const write = (label: string) =>
    measureRequests(
      origin,
      label,
      authors,
      {
        method: 'POST',
        pathOf: () => '/api/posts',
        bodyOf: (_user, i) => ({ content: `${writeMark} ${i}: sunrise over the hills` }),
      },
      10,
      { duration: seconds },
    );
  const rows: LoadRow[] = [];
  let buildSeconds = NaN;
  try {
    rows.push(await write('create a post, with the search index'));
    await db.query('DROP INDEX posts_search');
    rows.push(await write('create a post, without the search index'));
  } finally {
    // Whatever happened, the posts written go and the index is there again (its build timed).
    await db.query(`DELETE FROM posts WHERE content LIKE '${writeMark} %'`);
    const started = Date.now();
    await db.query('DROP INDEX IF EXISTS posts_search');
    await db.query(createIndex);
    buildSeconds = (Date.now() - started) / 1000;
  }
  const [withIndex, withoutIndex] = rows;
  const share = withIndex.rps / withoutIndex.rps;
  return {
    rows,
    sizeMiB,
    otherSizesMiB,
    buildSeconds,
    target: {
      name: 'creating posts with the search index, req/s vs without (10 connections)',
      target: '≥ 90 %',
      value: `${Math.round(share * 100)} % (${withIndex.rps}/s vs ${withoutIndex.rps}/s)`,
      met: share >= 0.9 && withIndex.errors === 0 && withoutIndex.errors === 0,
    },
  };
}
