import type { FeedMessage } from '../../../i18n';
import { makeAutoObservable, runInAction } from 'mobx';
import { trendingHashtags, errorMessage } from '@cliques/api-client';
import type { TrendingPeriod } from '@cliques/contracts';

export const periods: { value: TrendingPeriod; label: FeedMessage }[] = [
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This week' },
  { value: 'month', label: 'This month' },
];

/** Trending hashtags of a period, and the search box. */
export class TrendingStore {
  period: TrendingPeriod = 'today';
  trending: { hashtag: string; count: number }[] = [];
  total = 0;
  status: 'loading' | 'ready' | 'error' = 'loading';
  error: string | null = null;
  query = '';
  private generation = 0;

  constructor() {
    makeAutoObservable<TrendingStore, 'generation'>(this, { generation: false }, { autoBind: true });
  }

  /** The search box's text as a hashtag to open, or null when it cannot be one. */
  get searchTag(): string | null {
    const tag = this.query.trim().replace(/^#/, '').toLowerCase();
    return /^[\p{L}\p{N}_]{1,50}$/u.test(tag) ? tag : null;
  }

  setQuery(value: string): void {
    this.query = value;
  }

  async load(period: TrendingPeriod = this.period): Promise<void> {
    this.period = period;
    this.status = 'loading';
    const generation = ++this.generation;
    try {
      const result = await trendingHashtags(period);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.trending = result.trending;
        this.total = result.total;
        this.status = 'ready';
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessage(error, 'Could not load trending hashtags');
      });
    }
  }
}
