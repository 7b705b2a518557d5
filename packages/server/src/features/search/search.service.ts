import { createHash } from 'node:crypto';
import type {
  CliqueHits,
  HashtagHits,
  PersonHits,
  PostHit,
  PostHits,
  SearchAll,
  SearchQuery,
} from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { badRequest } from '../../platform/http/errors';
import { decodePageToken, encodePageToken } from '../../platform/input/page-token';
import { cliqueCards } from '../cliques';
import { toUserSummary } from '../people';
import type { EmbedUrl } from '../posts';
import { searchedPostItems } from './search-posts.repository';
import type { Matches, PostMatch, SearchEngine, SearchWindow } from './search-engine';
import { parseQuery, type ParsedQuery } from './search-query';

type Kind = 'posts' | 'people' | 'cliques' | 'hashtags';

/** What a page token holds: the kind, order and query it belongs to (a hash of q) and the engine's position. */
interface Token {
  k: Kind;
  s: SearchQuery['sort'];
  q: string;
  p: unknown;
}

const queryHash = (q: string) => createHash('sha256').update(q).digest('base64url').slice(0, 12);

/**
 * GET /search (docs/API.md "Search"): parses the query once, asks the engine for each kind the
 * caller wants, and answers posts as the feed serves them and cliques as the directory's cards.
 */
export class SearchService {
  constructor(
    private readonly db: Database,
    private readonly engine: SearchEngine,
    private readonly embedUrl: EmbedUrl,
  ) {}

  async search(
    viewerId: string,
    request: SearchQuery,
  ): Promise<SearchAll | PostHits | PersonHits | CliqueHits | HashtagHits> {
    const q = request.q.trim();
    if (q === '') throw badRequest('The search query is empty', [{ path: '/q', message: 'must not be empty' }]);
    const type = request.type as Kind | 'all';
    if (type === 'all') {
      if (request.nextToken)
        throw badRequest('nextToken is only for one type', [{ path: '/nextToken', message: 'only with one type' }]);
      const query = parseQuery(q);
      const window = { sort: request.sort, limit: request.limit ?? 5, after: null };
      const [posts, people, cliques, hashtags] = await Promise.all([
        this.kind(viewerId, 'posts', q, query, window),
        this.kind(viewerId, 'people', q, query, window),
        this.kind(viewerId, 'cliques', q, query, window),
        this.kind(viewerId, 'hashtags', q, query, window),
      ]);
      return { posts, people, cliques, hashtags } as SearchAll;
    }
    const after = request.nextToken ? this.position(request.nextToken, type, request.sort, q) : null;
    const query = parseQuery(q);
    return this.kind(viewerId, type, q, query, { sort: request.sort, limit: request.limit ?? 20, after });
  }

  /** The engine's position in a page token of this kind, order and query; anything else is 400 `Invalid nextToken`. */
  private position(token: string, kind: Kind, sort: SearchQuery['sort'], q: string): unknown {
    return decodePageToken(token, (value) => {
      const { k, s, q: hash, p } = (value ?? {}) as Partial<Token>;
      return k === kind && s === sort && hash === queryHash(q) && this.engine.isPosition(kind, p) ? p : null;
    });
  }

  private async kind(viewerId: string, kind: Kind, q: string, query: ParsedQuery, window: SearchWindow) {
    const token = (found: Matches<unknown>) =>
      found.next === null ? null : encodePageToken({ k: kind, s: window.sort, q: queryHash(q), p: found.next });
    switch (kind) {
      case 'posts': {
        const found = await this.engine.posts(viewerId, query, window);
        return { items: await this.postHits(viewerId, found.items), nextToken: token(found) } satisfies PostHits;
      }
      case 'people': {
        const found = await this.engine.people(viewerId, query, window);
        const items = found.items.map((m) => ({ user: toUserSummary(m.person), snippet: m.snippet }));
        return { items, nextToken: token(found) } satisfies PersonHits;
      }
      case 'cliques': {
        const found = await this.engine.cliques(viewerId, query, window);
        const cards = new Map(
          (
            await cliqueCards(
              this.db,
              found.items.map((m) => m.cliqueId),
              viewerId,
            )
          ).map((c) => [c.cliqueId, c]),
        );
        const items = found.items.flatMap((m) => {
          const clique = cards.get(m.cliqueId);
          return clique ? [{ clique, snippet: m.snippet }] : [];
        });
        return { items, nextToken: token(found) } satisfies CliqueHits;
      }
      case 'hashtags': {
        const found = await this.engine.hashtags(viewerId, query, window);
        return { items: found.items, nextToken: token(found) } satisfies HashtagHits;
      }
    }
  }

  /** The matched posts as the feed serves them to the viewer (the post lists' own reader), in the engine's order. */
  private async postHits(viewerId: string, matches: PostMatch[]) {
    if (matches.length === 0) return [];
    const items = await searchedPostItems(
      this.db,
      viewerId,
      matches.map((m) => m.postId),
      this.embedUrl,
    );
    const posts = new Map(items.flatMap((item) => (item.post ? [[item.postId, item.post] as const] : [])));
    return matches.flatMap((m): PostHit[] => {
      const post = posts.get(m.postId);
      return post ? [{ post, snippet: m.snippet, matchedIn: m.matchedIn }] : [];
    });
  }
}
