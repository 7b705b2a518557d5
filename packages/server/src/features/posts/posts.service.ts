import { randomUUID } from 'node:crypto';
import type { CreatePostBody, FeedType, Post, PostAudience, PostPage, UpdatePostBody } from '@cliques/contracts';
import { firstLinkUrl } from '@cliques/links';
import type { Config } from '../../platform/config/config';
import { emitAfterCommit } from '../../platform/database/commit-events';
import type { Database, Queryable } from '../../platform/database/database';
import { badRequest, forbidden, notFound, message } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { decodeCursor, encodeCursor, startCursor, type PageRequest } from '../../platform/input/page-token';
import { parseHashtags, parseMentions } from './post-text';
import { requestLinkPreview } from '../link-previews';
import {
  cliqueAllows,
  cliquePostIsHeld,
  isCliqueMember,
  loadCliqueStanding,
  pinnedPostIds,
  recordCliqueAudit,
  requireCliqueAction,
} from '../cliques';
import { headFeedItems, readHeadVersion } from './feed-heads.repository';
import { asAccess, findHeldPost, listHeldPosts, loadOwnHeldPost } from './held-posts.repository';
import { settleModerators, tellModerators } from './held-posts.notify';
import { areFriends } from '../friends';
import { findOwnedMediaObjects } from '../media';
import { userExists } from '../people';
import { cliqueItems, feedItems, mentionItems, type ListItem } from './post-lists.repository';
import {
  deletePostRow,
  findUserIdsByUsername,
  findPostAccess,
  insertPost,
  loadPosts,
  postHasMedia,
  replaceTagsAndMentions,
  updatePostContent,
  type EmbedUrl,
  type PostAccess,
} from './posts.repository';
import { mediaKindOf } from '../media';
import { isBlockedBetween, requireReachable } from '../audience';
import { FeedPageCache } from './feed-page-cache';
import { checkParts, hasStandaloneParts, storeParts } from './post-parts.repository';
import { mediaServiceFor } from '../media';
import { notify } from '../notifications';
import { changeQuotePolicy, checkQuote, quotePolicyOf, recordQuote } from './quotes.service';

/** A media key signed only to learn whether embedded URLs are still signed as they were. */
const signatureProbe = 'feed-page-signature';

/** The route's serializer of a page: the response body, byte for byte. */
export type PageSerializer = (page: PostPage) => string;

/** A page request: how many and from where (an opaque nextToken or the start). */
/** Posts: create, read, edit, delete, and the lists of posts (feed, mentions, a clique's). */
export class PostsService {
  /** Readers' first feed pages, answered again while their head's version stands. */
  private readonly feedPages = new FeedPageCache();

  constructor(
    private readonly db: Database,
    /** Signs media keys in the posts it answers with (hashtag search reads posts the same way). */
    readonly embedUrl: EmbedUrl,
    /** Confirms the author's uploads before a post uses them (S3 mode: a 400 for a file that fails the checks). */
    private readonly confirmMedia: (keys: string[]) => Promise<void> = async () => undefined,
    /** Names the window embedded media URLs are signed for now: they are the same until it changes. */
    private readonly embedWindow: () => string = () => embedUrl(signatureProbe),
  ) {}

  /** POST /posts. */
  async create(authorId: string, body: CreatePostBody): Promise<Post> {
    const content = body.content ?? '';
    const keys = [...new Set((body.media ?? []).map((m) => m.key))];
    const altOf = new Map((body.media ?? []).map((m) => [m.key, m.alt ?? '']));
    if (content === '' && keys.length === 0 && !hasStandaloneParts(body))
      throw badRequest('A post needs content or media');
    checkParts(body);
    const cliqueId = body.cliqueId ?? null;
    if (cliqueId && body.audience)
      throw badRequest('A clique post is seen by the clique: audience goes only with a post outside a clique');
    const audience: PostAudience = cliqueId ? 'clique' : (body.audience ?? 'public');
    const topic = body.topic ?? null;
    let held = false;
    if (cliqueId) {
      const standing = await requireCliqueAction(this.db, cliqueId, authorId, 'post');
      const { clique } = standing;
      held = cliquePostIsHeld(standing);
      if (topic !== null && !clique.topics.includes(topic))
        throw badRequest('topic must be one of the clique’s topics', [
          { path: '/topic', message: 'not a topic of the clique' },
        ]);
    } else if (topic !== null)
      throw badRequest('Only a clique post has a topic', [{ path: '/topic', message: 'needs cliqueId' }]);
    await this.confirmMedia(keys.filter((key) => key.startsWith(`users/${authorId}/`)));
    const objects = await findOwnedMediaObjects(this.db, authorId, keys);
    const media = keys.map((key) => {
      const object = objects.get(key);
      const type = object && mediaKindOf(object.contentType);
      if (!object || !type) throw badRequest(message('Unknown media key: {key}', { key }));
      // Alt text describes an image; a video's is not kept.
      const alt = type === 'image' ? (altOf.get(key) ?? '') : '';
      return { key, type, fileType: object.contentType, fileSize: object.size, alt };
    });
    const postId = randomUUID();
    const hashtags = parseHashtags(content);
    const linkUrl = firstLinkUrl(content);
    const mentioned = await this.reachableMentions(authorId, content);
    const place = { audience, cliqueId };
    const quoted = body.quotedPostId ? await checkQuote(this.db, authorId, body.quotedPostId, place) : null;
    await this.db.transaction(async (tx) => {
      const post = {
        postId,
        authorId,
        cliqueId,
        topic,
        audience,
        content,
        hashtags,
        mentionIds: mentioned,
        media,
        linkUrl,
        status: held ? ('pending' as const) : ('published' as const),
        contentWarning: body.contentWarning ?? null,
        sensitive: body.sensitive ?? false,
      };
      await insertPost(tx, post);
      await storeParts(tx, post, body);
      await recordQuote(tx, { ...post, held }, { allowed: quoted, policy: quotePolicyOf(place, body.quotePolicy) });
      await requestLinkPreview(tx, linkUrl);
      // A held post mentions nobody yet: its mentions are written and told when it is approved.
      if (held && cliqueId) await tellModerators(tx, cliqueId, authorId);
      else await this.notifyMentions(tx, { postId, authorId, cliqueId, audience }, mentioned);
    });
    return this.get(authorId, postId);
  }

  /** GET /posts/{id}: 404 for what the viewer may not see (a held post is seen by its author only). */
  async get(viewerId: string, postId: string): Promise<Post> {
    const post = isId(postId)
      ? ((await loadPosts(this.db, viewerId, [postId], this.embedUrl)).get(postId) ??
        (await loadOwnHeldPost(this.db, viewerId, postId, this.embedUrl)))
      : undefined;
    if (!post) throw notFound('Post not found');
    return post;
  }

  /** PUT /posts/{id}: the author changes the text (hashtags and mentions follow it), the warning and the sensitive mark. */
  async update(viewerId: string, postId: string, body: UpdatePostBody): Promise<Post> {
    const { content, contentWarning, sensitive } = body;
    const hashtags = parseHashtags(content);
    const mentioned = await this.reachableMentions(viewerId, content);
    await this.db.transaction(async (tx) => {
      const post = await this.ownPost(tx, viewerId, postId);
      if (content === '') {
        if (!(await postHasMedia(tx, postId))) throw badRequest('A post needs content or media');
      }
      const linkUrl = firstLinkUrl(content);
      await updatePostContent(tx, postId, { content, hashtags, linkUrl, contentWarning, sensitive });
      await changeQuotePolicy(tx, postId, body.quotePolicy);
      await requestLinkPreview(tx, linkUrl);
      emitAfterCommit(tx, { type: 'post_changed', postId });
      // A held post gets its hashtag and mention rows when it is approved, from its text then.
      if (post.held) return;
      await replaceTagsAndMentions(tx, postId, hashtags, mentioned);
      await this.notifyMentions(tx, post, mentioned);
    });
    return this.get(viewerId, postId);
  }

  /**
   * DELETE /posts/{id}: the author only. Its files stay for the grace period: the post_media
   * trigger records them and the media.release job removes those nothing uses afterwards.
   */
  async remove(viewerId: string, postId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const post = await this.removablePost(tx, viewerId, postId);
      await deletePostRow(tx, postId, post.authorId);
      emitAfterCommit(tx, { type: 'post_changed', postId });
      if (post.held && post.cliqueId) await settleModerators(tx, post.cliqueId);
      if (post.authorId !== viewerId && post.cliqueId)
        await recordCliqueAudit(tx, {
          cliqueId: post.cliqueId,
          actorId: viewerId,
          action: 'post_removed',
          targetId: post.authorId,
          postId,
        });
    });
  }

  /**
   * GET /users/{id}/feed as its response body (`serialize`: the route's serializer of a page): your
   * own of any type; another user's, only their own posts and shares.
   */
  async feedBody(
    viewerId: string,
    ownerId: string,
    type: FeedType,
    page: PageRequest,
    serialize: PageSerializer,
  ): Promise<string | Buffer> {
    if (!isId(ownerId)) throw notFound('User not found');
    if (ownerId !== viewerId) {
      if (type !== 'own') throw forbidden('Only your own posts and shares of another user can be read');
      await this.requireVisibleUser(viewerId, ownerId);
    }
    const ownAll = type === 'all' && ownerId === viewerId;
    if (ownAll && !page.nextToken) return this.firstFeedPage(viewerId, page.limit, serialize);
    const cursor = page.nextToken ? decodeCursor(page.nextToken) : startCursor;
    const items = ownAll
      ? await headFeedItems(this.db, viewerId, cursor, page.limit + 1, this.embedUrl)
      : await feedItems(this.db, viewerId, ownerId, type, cursor, page.limit + 1, this.embedUrl);
    return serialize(await this.toPage(viewerId, items, page.limit));
  }

  /**
   * The first page of the reader's own `all` feed: the body this process answered before if the
   * head's version is still the one read before that assembly (no write since could have changed
   * it) and media are signed for the same window, else assembled now. The version is read first, so
   * a write committed during an assembly leaves its page under a version that no later read matches.
   */
  private async firstFeedPage(readerId: string, limit: number, serialize: PageSerializer): Promise<string | Buffer> {
    const version = await readHeadVersion(this.db, readerId);
    const signature = this.embedWindow();
    const kept = version ? this.feedPages.get(readerId, limit, version, signature) : undefined;
    if (kept) return kept;
    const page = await this.toPage(
      readerId,
      await headFeedItems(this.db, readerId, startCursor, limit + 1, this.embedUrl),
      limit,
    );
    if (!version) return serialize(page);
    const body = Buffer.from(serialize(page));
    this.feedPages.set(readerId, { version, limit, signature, body });
    return body;
  }

  /** GET /users/{id}/mentions: posts mentioning the user that the viewer may see. */
  async mentions(viewerId: string, userId: string, page: PageRequest): Promise<PostPage> {
    if (!isId(userId)) throw notFound('User not found');
    await this.requireVisibleUser(viewerId, userId);
    const cursor = page.nextToken ? decodeCursor(page.nextToken) : startCursor;
    return this.toPage(
      viewerId,
      await mentionItems(this.db, viewerId, userId, cursor, page.limit + 1, this.embedUrl),
      page.limit,
    );
  }

  /**
   * GET /cliques/{id}/posts for the cliques routes: whoever may read the clique's posts (members;
   * anyone signed in for a public clique), its pinned posts first on the first page, then newest or
   * most liked first, keyset paged like every list; `topic` keeps one topic's posts.
   */
  async cliquePosts(
    viewerId: string,
    cliqueId: string,
    list: { sort: 'newest' | 'top'; topic: string | null },
    page: PageRequest,
  ): Promise<PostPage> {
    await requireCliqueAction(this.db, cliqueId, viewerId, 'readPosts');
    const { sort } = list;
    const cursor = page.nextToken
      ? decodeCursor(page.nextToken)
      : sort === 'top'
        ? { ...startCursor, n: 2147483647 }
        : startCursor;
    if (sort === 'top' && cursor.n === undefined) throw badRequest('Invalid nextToken');
    const listed = await this.toPage(
      viewerId,
      await cliqueItems(this.db, viewerId, { cliqueId, ...list }, cursor, page.limit + 1, this.embedUrl),
      page.limit,
    );
    if (page.nextToken) return listed;
    const pinnedIds = await pinnedPostIds(this.db, cliqueId);
    const pinned = await loadPosts(this.db, viewerId, pinnedIds, this.embedUrl);
    // The viewer's own held posts come first: only they (and the moderators' pending list) see them.
    const ownHeld = await listHeldPosts(
      this.db,
      viewerId,
      { cliqueId, authorId: viewerId, limit: page.limit },
      this.embedUrl,
    );
    const first = [...ownHeld.map((item) => item.post), ...pinnedIds.flatMap((id) => pinned.get(id) ?? [])].filter(
      (p) => list.topic === null || p.topic === list.topic,
    );
    return { ...listed, posts: [...first, ...listed.posts] };
  }

  /**
   * Turns list items (limit + 1 of them) into a page of assembled posts. Items read with their posts
   * are used as they are; the posts of any others are loaded in one more query.
   */
  async toPage(viewerId: string, items: ListItem[], limit: number): Promise<PostPage> {
    const pageItems = items.slice(0, limit);
    const missing = pageItems.flatMap((i) => (i.post === undefined ? [i.postId] : []));
    const loaded =
      missing.length > 0 ? await loadPosts(this.db, viewerId, missing, this.embedUrl) : new Map<string, Post>();
    const out: Post[] = [];
    for (const item of pageItems) {
      const post = item.post === undefined ? loaded.get(item.postId) : item.post;
      if (!post) continue;
      out.push(
        item.sharer
          ? {
              ...post,
              sharedBy: item.sharer,
              sharedAt: new Date(item.at).toISOString(),
              shareComment: item.shareComment,
            }
          : post,
      );
    }
    const last = pageItems[pageItems.length - 1];
    const hasMore = items.length > limit && last !== undefined;
    return {
      posts: out,
      hasMore,
      nextToken: hasMore
        ? encodeCursor({ at: last.at, id: last.id, ...(last.n === undefined ? {} : { n: last.n }) })
        : null,
    };
  }

  /** The post if the viewer wrote it: 404 if they may not see it, 403 if it is someone else's. Locks it. */
  private async ownPost(tx: Queryable, viewerId: string, postId: string) {
    const post = await this.reachableOrOwnHeld(tx, viewerId, postId);
    if (!post) throw notFound('Post not found');
    if (post.authorId !== viewerId) throw forbidden('Only the author may change this post');
    return post;
  }

  /** The post if the viewer wrote it, or moderates the clique it is in: 404 if they may not see it, else 403. Locks it. */
  private async removablePost(tx: Queryable, viewerId: string, postId: string) {
    const post = await this.reachableOrOwnHeld(tx, viewerId, postId);
    if (!post) throw notFound('Post not found');
    if (post.authorId === viewerId) return post;
    const standing = post.cliqueId ? await loadCliqueStanding(tx, post.cliqueId, viewerId) : null;
    if (!standing || !cliqueAllows(standing, 'moderate')) throw forbidden('Only the author may change this post');
    return post;
  }

  /** A post the viewer may reach, or their own held post (`held`), locked; null for anything else. */
  private async reachableOrOwnHeld(
    tx: Queryable,
    viewerId: string,
    postId: string,
  ): Promise<(PostAccess & { held: boolean }) | null> {
    if (!isId(postId)) return null;
    const post = await findPostAccess(tx, viewerId, postId, true);
    if (post) return { ...post, held: false };
    const held = await findHeldPost(tx, postId, { authorId: viewerId }, true);
    return held ? { ...asAccess(held), held: true } : null;
  }

  /** 404 for an unknown user and for one blocked with the viewer (either way). */
  private async requireVisibleUser(viewerId: string, userId: string): Promise<void> {
    if (!(await userExists(this.db, userId)) || (await isBlockedBetween(this.db, viewerId, userId)))
      throw notFound('User not found');
  }

  /** The ids of the people a text mentions; mentioning someone blocked either way is refused (403 `blocked`). */
  private async reachableMentions(authorId: string, content: string): Promise<string[]> {
    const ids = [...(await findUserIdsByUsername(this.db, parseMentions(content))).values()];
    await requireReachable(this.db, authorId, ids);
    return ids;
  }

  /**
   * Tells mentioned people who can see the post (once per post and person): members of its clique,
   * friends of the author for a friends-only post. The others are mentioned in the text only.
   * Also for a held post when it is approved.
   */
  async notifyMentions(
    tx: Queryable,
    post: Pick<PostAccess, 'postId' | 'authorId' | 'cliqueId' | 'audience'>,
    userIds: string[],
  ): Promise<void> {
    const { postId, authorId: actorId, cliqueId } = post;
    for (const userId of userIds) {
      if (cliqueId && !(await isCliqueMember(tx, cliqueId, userId))) continue;
      if (post.audience === 'friends' && !(await areFriends(tx, actorId, userId))) continue;
      await notify(tx, {
        userId,
        type: 'mention',
        actorId,
        postId,
        cliqueId,
        dedupeKey: `mention:${postId}:${userId}`,
      });
    }
  }
}

const services = new WeakMap<object, Promise<PostsService>>();

/** The app's one posts service (one feed-page cache): media signed and uploads confirmed by its media service. */
export function postsServiceFor(context: { config: Config; db: Database }): Promise<PostsService> {
  let service = services.get(context);
  if (!service) {
    service = mediaServiceFor(context).then(
      (media) =>
        new PostsService(
          context.db,
          (key) => media.embedUrl(key),
          (keys) => media.confirmUploads(keys),
          () => String(media.embedExpiry()),
        ),
    );
    services.set(context, service);
  }
  return service;
}
