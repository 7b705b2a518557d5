import type { Page } from '@cliques/stores';

/** A server page (`{<key>: T[], hasMore, nextToken}`) as a PagedList page. */
export function pageOf<K extends string, T>(key: K) {
  return (page: Record<K, T[]> & { hasMore: boolean; nextToken: string | null }): Page<T> => ({
    items: page[key],
    hasMore: page.hasMore,
    nextToken: page.nextToken,
  });
}
