import type { DetachQuoteResponse, PostAudience, PostPage, QuotePolicy } from '@cliques/contracts';
import { emitAfterCommit } from '../../platform/database/commit-events';
import type { Database, Queryable } from '../../platform/database/database';
import { blocked, forbidden, notFound } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { decodeCursor, startCursor, type PageRequest } from '../../platform/input/page-token';
import { notify } from '../notifications';
import { accessiblePost, visiblePost } from './post-access';
import { listItems } from './post-lists.repository';
import {
  detachQuote,
  findQuotedAuthor,
  findQuoteOf,
  findQuotePolicy,
  follows,
  quotesQuery,
  setQuote,
  setQuotePolicy,
} from './post-quotes.repository';
import type { PostsService } from './posts.service';

/** Where a new post goes: its audience and clique. */
interface NewPostPlace {
  audience: PostAudience;
  cliqueId: string | null;
}

/** A quote the author may make: the post it quotes and that post's author and clique. */
export interface AllowedQuote {
  quotedPostId: string;
  authorId: string;
  cliqueId: string | null;
}

/** A new post's quote policy: the author's choice, else anyone for a public post and nobody for the others. */
export const quotePolicyOf = (place: NewPostPlace, chosen: QuotePolicy | undefined): QuotePolicy =>
  chosen ?? (place.audience === 'public' ? 'anyone' : 'nobody');

/**
 * Whether the author may quote a post in a new post going to `place`: 404 where they may not read
 * it; 403 `blocked` where a block stands between them and its author (either way); 403 when a
 * friends-only or clique post would be quoted outside its audience (a friends-only post only by its
 * author in a friends-only post, a clique post only in its clique); 403 when the quoted post's
 * policy leaves the author out (its own author always may quote it).
 */
export async function checkQuote(
  db: Queryable,
  authorId: string,
  quotedPostId: string,
  place: NewPostPlace,
): Promise<AllowedQuote> {
  const quoted = await accessiblePost(db, authorId, quotedPostId);
  if (quoted.blocked) throw blocked();
  const own = quoted.authorId === authorId;
  if (quoted.audience === 'friends' && !(own && place.audience === 'friends'))
    throw forbidden('A post for friends only cannot be quoted outside its audience');
  if (quoted.cliqueId !== null && quoted.cliqueId !== place.cliqueId)
    throw forbidden('A clique post can be quoted only in its clique');
  if (!own) {
    const policy = await findQuotePolicy(db, quotedPostId);
    if (policy === 'nobody') throw forbidden('The author does not allow quotes of this post');
    if (policy === 'followers' && !(await follows(db, authorId, quoted.authorId)))
      throw forbidden('Only the author’s followers may quote this post');
  }
  return { quotedPostId, authorId: quoted.authorId, cliqueId: quoted.cliqueId };
}

/**
 * Records a new post's quote policy and what it quotes, and tells the quoted post's author (a held
 * clique post is told of when it is published). Run in the transaction that inserted the post.
 */
export async function recordQuote(
  tx: Queryable,
  post: { postId: string; authorId: string; cliqueId: string | null; held: boolean },
  quote: { allowed: AllowedQuote | null; policy: QuotePolicy },
): Promise<void> {
  const { allowed, policy } = quote;
  if (allowed === null && policy === 'anyone') return;
  await setQuote(tx, post.postId, { quotedPostId: allowed?.quotedPostId ?? null, policy });
  if (allowed && !post.held) await tellQuoted(tx, allowed.authorId, post);
}

/** A held clique post was published: if it quotes a post, that post's author is told now. */
export async function tellQuotedOnPublish(
  tx: Queryable,
  post: { postId: string; authorId: string; cliqueId: string | null },
): Promise<void> {
  const quotedAuthorId = await findQuotedAuthor(tx, post.postId);
  if (quotedAuthorId) await tellQuoted(tx, quotedAuthorId, post);
}

/** Tells a quoted post's author of the quote (once per quote). */
function tellQuoted(
  tx: Queryable,
  quotedAuthorId: string,
  post: { postId: string; authorId: string; cliqueId: string | null },
): Promise<void> {
  return notify(tx, {
    userId: quotedAuthorId,
    type: 'quote',
    actorId: post.authorId,
    postId: post.postId,
    cliqueId: post.cliqueId,
    dedupeKey: `quote:${post.postId}`,
  });
}

/** PUT /posts/{id}'s quote policy: changed when given (the author's check is the caller's). */
export async function changeQuotePolicy(tx: Queryable, postId: string, policy: QuotePolicy | undefined) {
  if (policy) await setQuotePolicy(tx, postId, policy);
}

/** The quotes of a post: listed for whoever sees it, detached by its author. */
export class QuotesService {
  constructor(
    private readonly db: Database,
    private readonly posts: PostsService,
  ) {}

  /** GET /posts/{id}/quotes: the quotes of a post the caller sees that they may see too, newest first. */
  async list(viewerId: string, postId: string, page: PageRequest): Promise<PostPage> {
    await visiblePost(this.db, viewerId, postId);
    const cursor = page.nextToken ? decodeCursor(page.nextToken) : startCursor;
    const items = await listItems(this.db, quotesQuery(viewerId, postId, cursor, page.limit + 1), this.posts.embedUrl);
    return this.posts.toPage(viewerId, items, page.limit);
  }

  /**
   * DELETE /posts/{quotedId}/quotes/{quotingId}: the quoted post's author detaches it from a quote
   * (the quote then shows it as unavailable to everyone, and it is no longer counted). 404 where
   * they may not read their post or no such quote of it exists; 403 for anyone but its author.
   */
  detach(viewerId: string, quotedId: string, quotingId: string): Promise<DetachQuoteResponse> {
    return this.db.transaction(async (tx) => {
      const quoted = await accessiblePost(tx, viewerId, quotedId);
      if (quoted.authorId !== viewerId) throw forbidden('Only the quoted post’s author may detach a quote');
      const quote = isId(quotingId) ? await findQuoteOf(tx, quotedId, quotingId) : null;
      if (!quote) throw notFound('Quote not found');
      await detachQuote(tx, quotingId);
      // Those who have the quote open read it again, and see the quoted post unavailable.
      emitAfterCommit(tx, { type: 'post_changed', postId: quotingId });
      return { detached: true };
    });
  }
}
