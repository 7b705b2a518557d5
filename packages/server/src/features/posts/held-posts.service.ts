import type { PostPage } from '@cliques/contracts';
import type { Database, Queryable } from '../../platform/database/database';
import { notFound } from '../../platform/http/errors';
import { decodeCursor, encodeCursor, type PageRequest } from '../../platform/input/page-token';
import { isBlockedBetween } from '../audience';
import { hasCliquePostAudit, recordCliqueAudit, requireCliqueAction } from '../cliques';
import { findHeldPost, isPublishedIn, listHeldPosts, publishHeldPost, type HeldPost } from './held-posts.repository';
import { settleModerators, tellAuthor } from './held-posts.notify';
import { tellQuotedOnPublish } from './quotes.service';
import { parseMentions } from './post-text';
import { countAndIndex, deletePostRow, findUserIdsByUsername } from './posts.repository';
import type { PostsService } from './posts.service';

/**
 * A clique's held posts (postingPolicy approval) for its moderators: the list, and the answer to
 * each (docs/API.md "Cliques as communities"). Whether a post is held is decided when it is
 * written (posts.service.ts, by the clique's rules in permissions.ts).
 */
export class HeldPostsService {
  constructor(
    private readonly db: Database,
    /** Assembles and signs posts as the post routes do, and tells mentioned people. */
    private readonly posts: PostsService,
  ) {}

  /** GET /cliques/{id}/pending: moderators+, oldest first. */
  async list(viewerId: string, cliqueId: string, page: PageRequest): Promise<PostPage> {
    await requireCliqueAction(this.db, cliqueId, viewerId, 'moderate');
    const after = page.nextToken ? decodeCursor(page.nextToken) : undefined;
    const items = await listHeldPosts(
      this.db,
      viewerId,
      { cliqueId, after, limit: page.limit + 1 },
      this.posts.embedUrl,
    );
    const shown = items.slice(0, page.limit);
    const last = shown.at(-1);
    const hasMore = items.length > page.limit && last !== undefined;
    return {
      posts: shown.map((item) => item.post),
      hasMore,
      nextToken: hasMore ? encodeCursor({ at: last.at, id: last.post.postId }) : null,
    };
  }

  /**
   * POST /cliques/{id}/pending/{postId}/approve|decline: moderators+. Approving publishes the post
   * as if written now; declining deletes it. The same answer again is 204 (the audit log knows);
   * anything else that is not a held post of the clique is 404.
   */
  async answer(callerId: string, cliqueId: string, postId: string, approve: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      await requireCliqueAction(tx, cliqueId, callerId, 'moderate', true);
      const action = approve ? 'post_approved' : 'post_declined';
      const held = await findHeldPost(tx, postId, { cliqueId }, true);
      if (!held) {
        if (await this.answeredAlready(tx, cliqueId, postId, approve)) return;
        throw notFound('No such pending post');
      }
      if (approve) await this.publish(tx, held);
      else await deletePostRow(tx, postId, held.authorId);
      await recordCliqueAudit(tx, { cliqueId, actorId: callerId, action, targetId: held.authorId, postId });
      await tellAuthor(tx, { postId, authorId: held.authorId, cliqueId, moderatorId: callerId, approve });
      await settleModerators(tx, cliqueId);
    });
  }

  /** Whether the post was answered this way before (a declined post is gone: only the audit log remembers it). */
  private async answeredAlready(tx: Queryable, cliqueId: string, postId: string, approve: boolean): Promise<boolean> {
    if (!(await hasCliquePostAudit(tx, cliqueId, approve ? 'post_approved' : 'post_declined', postId))) return false;
    return !approve || isPublishedIn(tx, cliqueId, postId);
  }

  /**
   * Publishes a held post as a post written now: counted, its hashtags and mentions (of people the
   * author may still reach) written, the mentioned members and the author of a post it quotes told;
   * the feed heads take it (migration 261).
   */
  private async publish(tx: Queryable, held: HeldPost): Promise<void> {
    await publishHeldPost(tx, held.postId);
    const named = [...(await findUserIdsByUsername(tx, parseMentions(held.content))).values()];
    const mentioned: string[] = [];
    for (const userId of named) if (!(await isBlockedBetween(tx, held.authorId, userId))) mentioned.push(userId);
    await countAndIndex(tx, held.postId, held.authorId, held.hashtags, mentioned);
    await this.posts.notifyMentions(
      tx,
      { postId: held.postId, authorId: held.authorId, cliqueId: held.cliqueId, audience: 'clique' },
      mentioned,
    );
    await tellQuotedOnPublish(tx, held);
  }
}
