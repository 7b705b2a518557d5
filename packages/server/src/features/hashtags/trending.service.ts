import type { TrendingPeriod, TrendingResponse } from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { cliqueHashtagAuthors, pairsWithPublicPosts, publicHashtagAuthors } from './trending.repository';

/** Trending periods are rolling windows ending now. */
export const periodSeconds: Record<TrendingPeriod, number> = { today: 86_400, week: 7 * 86_400, month: 30 * 86_400 };

interface Entry {
  at: number;
  counts: Map<string, number>;
}

/**
 * Trending hashtags: distinct authors per hashtag among the posts a reader may see. The public part
 * (the same for everyone, and the expensive one: a month is a scan of every tagged post in it) is
 * computed at most once per `ttlMs` per period and instance, and served a little stale while it
 * refreshes; the reader's clique posts are added exactly on every call.
 */
export class TrendingService {
  private readonly entries = new Map<TrendingPeriod, Entry>();
  private readonly loading = new Map<TrendingPeriod, Promise<Entry>>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 30_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** GET /hashtags/trending. */
  async trending(viewerId: string, period: TrendingPeriod, limit: number): Promise<TrendingResponse> {
    const seconds = periodSeconds[period];
    const counts = new Map(await this.publicCounts(period));
    const cliquePairs = await cliqueHashtagAuthors(this.db, viewerId, seconds);
    if (cliquePairs.length > 0) {
      const counted = await pairsWithPublicPosts(this.db, cliquePairs, seconds);
      for (const { tag, authorId } of cliquePairs) {
        if (!counted.has(`${tag} ${authorId}`)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
      }
    }
    const trending = [...counts.entries()]
      .sort(([tagA, a], [tagB, b]) => b - a || (tagA < tagB ? -1 : tagA > tagB ? 1 : 0))
      .slice(0, limit)
      .map(([hashtag, count]) => ({ hashtag, count }));
    return { period, trending, total: counts.size };
  }

  private async publicCounts(period: TrendingPeriod): Promise<Map<string, number>> {
    const entry = this.entries.get(period);
    const age = entry ? this.now() - entry.at : Infinity;
    if (entry && age < this.ttlMs) return entry.counts;
    // Up to twice the time to live, the last counts answer while fresh ones load; after that, wait.
    const fresh = this.load(period);
    if (entry && age < 2 * this.ttlMs) {
      fresh.catch(() => undefined);
      return entry.counts;
    }
    return (await fresh).counts;
  }

  private load(period: TrendingPeriod): Promise<Entry> {
    let pending = this.loading.get(period);
    if (!pending) {
      const at = this.now();
      pending = publicHashtagAuthors(this.db, periodSeconds[period])
        .then((counts) => {
          const entry = { at, counts };
          this.entries.set(period, entry);
          return entry;
        })
        .finally(() => this.loading.delete(period));
      this.loading.set(period, pending);
    }
    return pending;
  }
}
