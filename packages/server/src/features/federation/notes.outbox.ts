import type { Context } from '@fedify/fedify';
import { Create, Delete, Note, PUBLIC_COLLECTION, Tombstone, Update } from '@fedify/fedify/vocab';
import type { AppContext } from '../../context';
import { isId } from '../../platform/input/ids';
import { buildNote } from './note';
import { findFederablePost, forgetFederatedPost, isFederatedPost, recordFederatedPost } from './notes.repository';
import type { PostChange } from './post-change';
import { followerRecipients, recipientOf } from './recipients';

/** A public post of a reachable person as a Note (`GET /ap/posts/{id}`); null for any other post. */
export async function noteOfPost(ctx: Context<AppContext>, postId: string): Promise<Note | null> {
  const post = isId(postId) ? await findFederablePost(ctx.data.db, postId) : undefined;
  return post ? (await buildNote(ctx, post)).note : null;
}

/**
 * A person's post changed (the `federation.post` job; clique posts are the Group's): a public post
 * of a reachable person goes to their remote followers and the remote people it names, as a Create
 * the first time and an Update after. A post that is gone, or may no longer leave the server, is
 * deleted where it was sent. Nothing else ever leaves: friends-only posts, and remote accounts' posts.
 */
export async function deliverPersonPost(ctx: Context<AppContext>, change: PostChange): Promise<void> {
  const { db } = ctx.data;
  const post = await findFederablePost(db, change.postId);
  if (!post) return deletePost(ctx, change.postId);
  const { note, mentioned } = await buildNote(ctx, post);
  const addressing = { actor: ctx.getActorUri(post.authorId), to: PUBLIC_COLLECTION, ccs: note.ccIds, object: note };
  const sent = await isFederatedPost(db, post.postId);
  const activity = sent ? new Update({ ...addressing, updated: note.updated }) : new Create(addressing);
  const sender = { identifier: post.authorId };
  const recipients = [...(await followerRecipients(db, post.authorId)), ...mentioned.map(recipientOf)];
  await ctx.sendActivity(sender, recipients, activity, { preferSharedInbox: true });
  if (!sent) await recordFederatedPost(db, post.postId, post.authorId);
}

/** A sent post is gone (or may no longer leave the server): its Delete goes where its Create went. */
async function deletePost(ctx: Context<AppContext>, postId: string): Promise<void> {
  const { db } = ctx.data;
  const authorId = await forgetFederatedPost(db, postId);
  if (!authorId) return;
  const activity = new Delete({
    actor: ctx.getActorUri(authorId),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(authorId),
    object: new Tombstone({ id: ctx.getObjectUri(Note, { id: postId }) }),
  });
  // Also when the author is no longer reachable: their follows still say who got the post.
  await ctx.sendActivity({ identifier: authorId }, await followerRecipients(db, authorId), activity, {
    preferSharedInbox: true,
  });
}
