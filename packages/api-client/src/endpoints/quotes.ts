import type { DetachQuoteResponse, PostPage } from '@cliques/contracts';
import { call, http } from '../client';
import { pageParams, type PageOptions } from './posts';

/** GET /posts/{id}/quotes: the quotes of a post that you may see, newest first. */
export function listQuotes(postId: string, page: PageOptions = {}): Promise<PostPage> {
  return call(() =>
    http.get(`posts/${encodeURIComponent(postId)}/quotes`, { searchParams: pageParams(page) }).json<PostPage>(),
  );
}

/** DELETE /posts/{quotedId}/quotes/{quotingId}: the quoted post's author detaches it from a quote. */
export function detachQuote(quotedId: string, quotingId: string): Promise<DetachQuoteResponse> {
  return call(() =>
    http
      .delete(`posts/${encodeURIComponent(quotedId)}/quotes/${encodeURIComponent(quotingId)}`)
      .json<DetachQuoteResponse>(),
  );
}
