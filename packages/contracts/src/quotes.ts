import { Type, type Static } from '@sinclair/typebox';
import { Id, pageQuery } from './common';

/** GET /posts/{id}/quotes query (newest quote first); the answer is a PostPage. */
export const QuotesQuery = pageQuery(20);
export type QuotesQuery = Static<typeof QuotesQuery>;

/** DELETE /posts/{quotedId}/quotes/{quotingId} params: the quoted post and the quote to detach from it. */
export const QuoteParams = Type.Object({ quotedId: Id, quotingId: Id });
export type QuoteParams = Static<typeof QuoteParams>;

/** DELETE /posts/{quotedId}/quotes/{quotingId} answer: the quote is detached. */
export const DetachQuoteResponse = Type.Object({ detached: Type.Boolean() });
export type DetachQuoteResponse = Static<typeof DetachQuoteResponse>;
