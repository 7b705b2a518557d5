import { Type, type Static } from '@sinclair/typebox';
import { UserSummary } from './common';
import { Clique } from './cliques';
import { Post } from './posts';

/** The kinds `GET /search` finds; `all` answers the top few of each. */
export const SearchType = Type.Union(['all', 'posts', 'people', 'cliques', 'hashtags'].map((t) => Type.Literal(t)));
export type SearchType = 'all' | 'posts' | 'people' | 'cliques' | 'hashtags';

/** Longest query (characters, after trimming). */
export const searchQueryMax = 500;

/** GET /search (docs/API.md "Search"). `limit` defaults to 20, or 5 per kind with `type=all`. */
export const SearchQuery = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: searchQueryMax }),
    type: Type.Union(
      ['all', 'posts', 'people', 'cliques', 'hashtags'].map((t) => Type.Literal(t)),
      { default: 'all' },
    ),
    sort: Type.Union([Type.Literal('relevance'), Type.Literal('newest')], { default: 'relevance' }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    nextToken: Type.Optional(Type.String({ maxLength: 512 })),
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuery>;

/** `snippet`: HTML whose only markup is `<mark>`…`</mark>`; everything else is escaped. */
export const PostHit = Type.Object({
  post: Post,
  snippet: Type.String(),
  matchedIn: Type.Union([Type.Literal('post'), Type.Literal('comment')]),
});
export type PostHit = Static<typeof PostHit>;
export const PersonHit = Type.Object({ user: UserSummary, snippet: Type.String() });
export type PersonHit = Static<typeof PersonHit>;
export const CliqueHit = Type.Object({ clique: Clique, snippet: Type.String() });
export type CliqueHit = Static<typeof CliqueHit>;
export const HashtagHit = Type.Object({ hashtag: Type.String(), postCount: Type.Integer() });
export type HashtagHit = Static<typeof HashtagHit>;

const hits = <T extends typeof PostHit | typeof PersonHit | typeof CliqueHit | typeof HashtagHit>(item: T) =>
  Type.Object({ items: Type.Array(item), nextToken: Type.Union([Type.String(), Type.Null()]) });

export const PostHits = hits(PostHit);
export type PostHits = Static<typeof PostHits>;
export const PersonHits = hits(PersonHit);
export type PersonHits = Static<typeof PersonHits>;
export const CliqueHits = hits(CliqueHit);
export type CliqueHits = Static<typeof CliqueHits>;
export const HashtagHits = hits(HashtagHit);
export type HashtagHits = Static<typeof HashtagHits>;

/** `type=all`: the top of each kind. */
export const SearchAll = Type.Object({
  posts: PostHits,
  people: PersonHits,
  cliques: CliqueHits,
  hashtags: HashtagHits,
});
export type SearchAll = Static<typeof SearchAll>;

/** The answer of GET /search: one kind's page, or all four with `type=all`. */
export const SearchResponse = Type.Union([SearchAll, PostHits, PersonHits, CliqueHits, HashtagHits]);
export type SearchResponse = Static<typeof SearchResponse>;
