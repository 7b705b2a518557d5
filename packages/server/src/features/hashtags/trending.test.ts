import type { Database } from '../../platform/database/database';
import { TrendingService } from './trending.service';

/** A database stand-in answering the three trending queries from fixed rows, counting calls. */
function fakeDb(
  publicRows: { tag: string; n: number }[],
  cliqueRows: { tag: string; author_id: string }[],
  alsoPublic: { tag: string; author_id: string }[],
) {
  const calls: string[] = [];
  const db = {
    query: async (sql: string) => {
      if (sql.includes('GROUP BY tag')) {
        calls.push('public');
        return { rows: publicRows };
      }
      if (sql.includes('clique_members')) {
        calls.push('clique');
        return { rows: cliqueRows };
      }
      calls.push('pairs');
      return { rows: alsoPublic };
    },
  } as unknown as Database;
  return { db, calls };
}

describe('TrendingService', () => {
  it('adds clique authors not already counted through a public post, then ranks by count and name', async () => {
    const { db } = fakeDb(
      [
        { tag: 'sun', n: 2 },
        { tag: 'sea', n: 2 },
      ],
      [
        { tag: 'sun', author_id: 'a' },
        { tag: 'sun', author_id: 'c' },
        { tag: 'club', author_id: 'c' },
      ],
      [{ tag: 'sun', author_id: 'a' }],
    );
    const result = await new TrendingService(db).trending('viewer', 'week', 20);
    expect(result).toEqual({
      period: 'week',
      trending: [
        { hashtag: 'sun', count: 3 },
        { hashtag: 'sea', count: 2 },
        { hashtag: 'club', count: 1 },
      ],
      total: 3,
    });
  });

  it('computes the public counts once per time to live, serves them stale while refreshing, and waits when too old', async () => {
    let now = 0;
    const { db, calls } = fakeDb([{ tag: 'sun', n: 1 }], [], []);
    const service = new TrendingService(db, 30_000, () => now);
    await service.trending('a', 'today', 5);
    await service.trending('b', 'today', 5);
    expect(calls.filter((c) => c === 'public')).toHaveLength(1);
    now = 45_000;
    await service.trending('a', 'today', 5);
    expect(calls.filter((c) => c === 'public')).toHaveLength(2);
    await service.trending('a', 'month', 5);
    expect(calls.filter((c) => c === 'public')).toHaveLength(3);
  });
});
