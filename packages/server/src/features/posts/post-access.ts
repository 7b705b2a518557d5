import type { Queryable } from '../../platform/database/database';
import { blocked, notFound } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { requireCliqueAction } from '../cliques';
import { findPostAccess, isVisible, type PostAccess } from './posts.repository';

/**
 * A post as the caller may act on it, for the features that act on posts (comments, likes, shares):
 * 404 where they may not read it.
 */

/** The post if the caller sees it (a blocked author's public post is hidden: 404). */
export async function visiblePost(db: Queryable, userId: string, postId: string): Promise<PostAccess> {
  const post = isId(postId) ? await findPostAccess(db, userId, postId) : null;
  if (!isVisible(post)) throw notFound('Post not found');
  return post;
}

/** Of these posts, those the caller sees (`visiblePost`'s rule), in the order given. */
export async function visiblePostIds(db: Queryable, userId: string, postIds: string[]): Promise<string[]> {
  const seen = await Promise.all(
    postIds.map(async (postId) => isId(postId) && isVisible(await findPostAccess(db, userId, postId))),
  );
  return postIds.filter((_, i) => seen[i]);
}

/** The post if the caller may act on it: 404 where they may not read, 403 `blocked` if its author is blocked either way. */
export async function reachablePost(db: Queryable, userId: string, postId: string): Promise<PostAccess> {
  const post = await accessiblePost(db, userId, postId);
  if (post.blocked) throw blocked();
  // Liking, sharing and commenting a clique's post is writing in the clique: members who are not muted.
  if (post.cliqueId) await requireCliqueAction(db, post.cliqueId, userId, 'comment');
  return post;
}

/** The post wherever the caller may read (blocks aside), to take back their own like, share or comment. */
export async function accessiblePost(db: Queryable, userId: string, postId: string): Promise<PostAccess> {
  const post = isId(postId) ? await findPostAccess(db, userId, postId) : null;
  if (!post) throw notFound('Post not found');
  return post;
}
