// What quotes and content warnings cost the feed (issue 34): pages 1 and 2 of the readers' feeds read
// with the quotes and warnings the seed gave the posts on them, then with those posts made plain, in
// turns, on the same database and server. Run by feed.ts on its seeded database, after the reads.
import type pg from 'pg';
import { measureGet, sleep, type BenchUser, type LoadRow } from './server-kit';

type Reader = BenchUser & { userId: string; scrolledToken?: string | null };

interface PostParts {
  post_id: string;
  quoted_post_id: string | null;
  content_warning: string | null;
  sensitive: boolean;
}

export interface PostPartsCost {
  rows: LoadRow[];
  /** Posts on the pages read that quote another or carry a warning (made plain for the other turns). */
  posts: number;
  targets: { name: string; target: string; value: string; met: boolean }[];
}

/** Turns per variant; each turn reads every page for `seconds`. The p99 of a variant is its turns' mean. */
const turns = 2;

/** The ids of the posts on a page of a reader's feed (and of a share's post). */
async function pagePostIds(origin: string, reader: Reader, nextToken?: string | null): Promise<string[]> {
  const query = new URLSearchParams({ limit: '20', ...(nextToken ? { nextToken } : {}) });
  const response = await fetch(`${origin}/api/users/${reader.userId}/feed?${query}`, {
    headers: { authorization: `Bearer ${reader.token}` },
  });
  if (!response.ok) throw new Error(`feed answered ${response.status}`);
  const { posts } = (await response.json()) as { posts: { postId: string }[] };
  return posts.map((post) => post.postId);
}

/**
 * Reads feed page 1 (every reader) and page 2 (the readers who scrolled) at 10 connections, in turns:
 * as seeded, then with the quotes and warnings of the posts on those pages taken off (which changes
 * the pages, so they are assembled again, as after any edit), and so on; the posts get their parts
 * back after. Each page's p99 with them is held to at most 10 % above without, plus 1 ms (the
 * load generator's resolution).
 */
export async function measurePostPartsCost(
  db: pg.Client,
  origin: string,
  readers: Reader[],
  onPageTwo: Reader[],
  seconds: number,
): Promise<PostPartsCost> {
  const ids = new Set<string>();
  for (const reader of readers) for (const id of await pagePostIds(origin, reader)) ids.add(id);
  for (const reader of onPageTwo) for (const id of await pagePostIds(origin, reader, reader.scrolledToken)) ids.add(id);
  const { rows: seeded } = await db.query<PostParts>(
    `SELECT post_id, quoted_post_id, content_warning, sensitive FROM posts
     WHERE post_id = ANY ($1::uuid[]) AND (quoted_post_id IS NOT NULL OR content_warning IS NOT NULL OR sensitive)`,
    [[...ids]],
  );
  const plain = () =>
    db.query(
      'UPDATE posts SET quoted_post_id = NULL, content_warning = NULL, sensitive = false WHERE post_id = ANY ($1::uuid[])',
      [seeded.map((p) => p.post_id)],
    );
  const restore = () =>
    db.query(
      `UPDATE posts p SET quoted_post_id = s.quoted_post_id, content_warning = s.content_warning, sensitive = s.sensitive
       FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::boolean[]) AS s(post_id, quoted_post_id, content_warning, sensitive)
       WHERE p.post_id = s.post_id`,
      [
        seeded.map((p) => p.post_id),
        seeded.map((p) => p.quoted_post_id),
        seeded.map((p) => p.content_warning),
        seeded.map((p) => p.sensitive),
      ],
    );
  const pages: [label: string, callers: Reader[], path: (r: Reader) => string][] = [
    ['feed page 1', readers, (r) => `/api/users/${r.userId}/feed?limit=20`],
    ['feed page 2', onPageTwo, (r) => `/api/users/${r.userId}/feed?limit=20&nextToken=${r.scrolledToken}`],
  ];
  const measured = new Map<string, LoadRow[]>();
  try {
    for (let turn = 0; turn < 2 * turns; turn += 1) {
      const withParts = turn % 2 === 0;
      await (withParts ? restore() : plain());
      await sleep(500);
      for (const [page, callers, path] of pages) {
        const label = `${page}, ${withParts ? 'with' : 'without'} quotes and warnings`;
        await measureGet(origin, 'warm-up', callers, path, 10, 1);
        const row = await measureGet(origin, label, callers, path, 10, seconds);
        measured.set(label, [...(measured.get(label) ?? []), row]);
      }
    }
  } finally {
    await restore();
  }
  const rows = [...measured.values()].map((list) => ({
    ...list[0],
    requests: list.reduce((sum, row) => sum + row.requests, 0),
    rps: Math.round(list.reduce((sum, row) => sum + row.rps, 0) / list.length),
    p50: list.reduce((sum, row) => sum + row.p50, 0) / list.length,
    p99: list.reduce((sum, row) => sum + row.p99, 0) / list.length,
    errors: list.reduce((sum, row) => sum + row.errors, 0),
  }));
  const targets = pages.map(([page]) => {
    const withParts = rows.find((r) => r.label === `${page}, with quotes and warnings`) as LoadRow;
    const without = rows.find((r) => r.label === `${page}, without quotes and warnings`) as LoadRow;
    return {
      name: `${page} p99 with quotes and warnings vs without (10 connections)`,
      target: '≤ 1.1 × without + 1 ms',
      value: `${withParts.p99.toFixed(1)} ms vs ${without.p99.toFixed(1)} ms`,
      met: withParts.p99 <= 1.1 * without.p99 + 1 && withParts.errors === 0 && without.errors === 0,
    };
  });
  return { rows, posts: seeded.length, targets };
}
