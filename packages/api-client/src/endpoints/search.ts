import type { CliqueHit, HashtagHit, PersonHit, PostHit, SearchAll, SearchType } from '@cliques/contracts';
import { call, http } from '../client';

export type { CliqueHit, HashtagHit, PersonHit, PostHit, SearchType };
export type SearchSort = 'relevance' | 'newest';
/** The kinds `type=all` answers, in the order the results page shows them. */
export const searchKinds = ['posts', 'people', 'cliques', 'hashtags'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** A hit of each kind (docs/API.md "Search"); a `snippet` is drawn with the Snippet component of @cliques/ui. */
export interface SearchHits {
  posts: PostHit;
  people: PersonHit;
  cliques: CliqueHit;
  hashtags: HashtagHit;
}
export interface SearchPage<T> {
  items: T[];
  nextToken: string | null;
}
/** `type=all`: the first page of each kind. */
export type SearchAllResponse = SearchAll;

export interface SearchOptions {
  sort?: SearchSort;
  limit?: number;
  nextToken?: string | null;
}

function params(q: string, type: SearchType, { sort, limit, nextToken }: SearchOptions) {
  return {
    q,
    type,
    ...(sort && { sort }),
    ...(limit && { limit }),
    ...(nextToken && { nextToken }),
  };
}

/** GET /search?type=all: the top few posts, people, cliques and hashtags (`limit` per kind). */
export function searchAll(q: string, options: SearchOptions = {}): Promise<SearchAllResponse> {
  return call(() =>
    http.get('search', { searchParams: params(q, 'all', options), retry: 0 }).json<SearchAllResponse>(),
  );
}

/** GET /search for one kind, paged by nextToken. */
export function searchKind<K extends SearchKind>(
  q: string,
  type: K,
  options: SearchOptions = {},
): Promise<SearchPage<SearchHits[K]>> {
  return call(() =>
    http.get('search', { searchParams: params(q, type, options), retry: 0 }).json<SearchPage<SearchHits[K]>>(),
  );
}
