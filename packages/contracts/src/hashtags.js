import { Type } from '@sinclair/typebox';
import { pageQuery } from './common';
import { Post } from './posts';
/** GET /hashtags/search query: `hashtag` without #, case-insensitive. */
export const HashtagSearchQuery = Type.Composite([pageQuery(20), Type.Object({ hashtag: Type.String({ minLength: 1, maxLength: 51 }) })], { additionalProperties: false });
/** `{hashtag, posts, hasMore, nextToken}`. */
export const HashtagSearchResponse = Type.Object({
    hashtag: Type.String(),
    posts: Type.Array(Post),
    hasMore: Type.Boolean(),
    nextToken: Type.Union([Type.String(), Type.Null()]),
});
/** Trending periods: rolling 24 hours, 7 days, 30 days. */
export const trendingPeriods = ['today', 'week', 'month'];
/** GET /hashtags/trending query. */
export const TrendingQuery = Type.Object({
    period: Type.Union(trendingPeriods.map((p) => Type.Literal(p)), { default: 'today' }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
}, { additionalProperties: false });
/** `{period, trending: [{hashtag, count}], total}`: count = distinct authors; total = hashtags used in the period. */
export const TrendingResponse = Type.Object({
    period: Type.Union(trendingPeriods.map((p) => Type.Literal(p))),
    trending: Type.Array(Type.Object({ hashtag: Type.String(), count: Type.Integer() })),
    total: Type.Integer(),
});
/** GET /users/{id}/mentions query. */
export const MentionsQuery = pageQuery(20);
