import type { SummaryRow } from '../people';
import type { ParsedQuery } from './search-query';

export type SearchSort = 'relevance' | 'newest';

/** Which page of one kind: its order, its size, and where the previous page ended (the engine's own position). */
export interface SearchWindow {
  sort: SearchSort;
  limit: number;
  after: unknown;
}

/** One page of one kind: the matches and where the next page starts (null at the end). */
export interface Matches<T> {
  items: T[];
  next: unknown;
}

/** A post the caller may see that matches; `snippet` is safe HTML (`<mark>` only). */
export interface PostMatch {
  postId: string;
  snippet: string;
  matchedIn: 'post' | 'comment';
}

export interface PersonMatch {
  person: SummaryRow;
  snippet: string;
}

export interface CliqueMatch {
  cliqueId: string;
  snippet: string;
}

export interface HashtagMatch {
  hashtag: string;
  postCount: number;
}

/**
 * What finds things (docs/API.md "Search"). The routes and the service know only this: the
 * PostgreSQL implementation (postgres-search.ts) answers today; a dedicated engine (docs/DEPLOY.md
 * "Search") would implement the same four calls. Every call answers only what the viewer may see,
 * and `isPosition` tells whether a page token's position is one this engine made for that kind.
 */
export interface SearchEngine {
  posts(viewerId: string, query: ParsedQuery, window: SearchWindow): Promise<Matches<PostMatch>>;
  people(viewerId: string, query: ParsedQuery, window: SearchWindow): Promise<Matches<PersonMatch>>;
  cliques(viewerId: string, query: ParsedQuery, window: SearchWindow): Promise<Matches<CliqueMatch>>;
  hashtags(viewerId: string, query: ParsedQuery, window: SearchWindow): Promise<Matches<HashtagMatch>>;
  isPosition(kind: 'posts' | 'people' | 'cliques' | 'hashtags', position: unknown): boolean;
}
