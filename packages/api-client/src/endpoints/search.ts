import type { Clique, Post, UserSummary } from '@cliques/contracts';
import { call, http } from '../client';

/** What a search looks for: every kind (the top few of each), or one kind paged by nextToken. */
export type SearchType = 'all' | 'posts' | 'people' | 'cliques' | 'hashtags';
export type SearchSort = 'relevance' | 'newest';
/** The kinds `type=all` answers, in the order the results page shows them. */
export const searchKinds = ['posts', 'people', 'cliques', 'hashtags'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** `snippet`: HTML in which only `<mark>`…`</mark>` is markup; render it with the Snippet component. */
export interface PostHit {
  post: Post;
  snippet: string;
  matchedIn: 'post' | 'comment';
}
export interface PersonHit {
  user: UserSummary;
  snippet: string;
}
export interface CliqueHit {
  clique: Clique;
  snippet: string;
}
export interface HashtagHit {
  hashtag: string;
  postCount: number;
}
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
export type SearchAllResponse = { [K in SearchKind]: SearchPage<SearchHits[K]> };

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
