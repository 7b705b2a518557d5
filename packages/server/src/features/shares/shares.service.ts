import { randomUUID } from 'node:crypto';
import type { ShareResponse } from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { forbidden } from '../../platform/http/errors';
import { notify } from '../notifications';
import { accessiblePost, reachablePost } from '../posts';
import { addShare, removeShare } from './shares.repository';

/**
 * Shares of posts the caller may see (404 for the others). Sharing the post of someone blocked
 * either way answers 403 `blocked`; taking back your own share is always allowed.
 */
export class SharesService {
  constructor(private readonly db: Database) {}

  /** POST /posts/{id}/share: once per user (a repeat keeps the first); notifies the author once. Friends-only posts: 403. */
  share(userId: string, postId: string, comment: string | null): Promise<ShareResponse> {
    return this.db.transaction(async (tx) => {
      const post = await reachablePost(tx, userId, postId);
      if (post.audience === 'friends') throw forbidden('A post for friends only cannot be shared');
      const { added, sharesCount } = await addShare(tx, randomUUID(), postId, userId, comment || null);
      if (added)
        await notify(tx, {
          userId: post.authorId,
          type: 'share',
          actorId: userId,
          postId,
          cliqueId: post.cliqueId,
          dedupeKey: `share:${postId}:${userId}`,
        });
      return { shared: true, sharesCount };
    });
  }

  /** DELETE /posts/{id}/share (idempotent). */
  unshare(userId: string, postId: string): Promise<ShareResponse> {
    return this.db.transaction(async (tx) => {
      await accessiblePost(tx, userId, postId);
      return { shared: false, sharesCount: await removeShare(tx, postId, userId) };
    });
  }
}
