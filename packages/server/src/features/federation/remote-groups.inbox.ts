import { Create, Delete, Update, type Announce, type Object as APObject } from '@fedify/fedify/vocab';
import { SharesService } from '../shares';
import { targetById, targetOf, unlessRefused, type Ctx } from './inbox-lookups';
import { onDelete, removeStored, retakeNote, takeNote } from './notes.inbox';
import { findRemoteActor, serverPolicy } from './remote-actors.repository';
import { isPostLike, type PostLikeObject } from './remote-note';
import { findCommentPost, findRemoteObject, isFollowedHere, isSharedBy } from './remote-notes.repository';

/** Reads an embedded object as sent (whether to believe it is decided by the caller). */
const asSent = (ctx: Ctx) =>
  ({
    documentLoader: ctx.documentLoader,
    contextLoader: ctx.contextLoader,
    crossOrigin: 'trust',
    suppressError: true,
  }) as const;

/**
 * The local row of the remote Group an Announce comes from, when someone here follows it
 * (FEP-1b12: a group passes what its members write on to its followers as Announces); undefined
 * for anyone else, and for a Group nobody here follows (what it sends is not wanted here).
 */
export async function followedGroupOf(ctx: Ctx, announce: Announce): Promise<string | undefined> {
  const actorId = announce.actorId;
  if (!actorId || actorId.origin === ctx.origin) return undefined;
  const group = await findRemoteActor(ctx.data.db, actorId.href);
  return group?.kind === 'Group' && (await isFollowedHere(ctx.data.db, group.userId)) ? group.userId : undefined;
}

/**
 * An object as its own server says it is: as the Group sent it when it is on the Group's server
 * (whose signature the Announce bears), else fetched from the server its id names. Null when it
 * cannot be had, or is not an object stored here as a post or comment.
 */
async function vouched(ctx: Ctx, object: APObject, groupUri: URL): Promise<(PostLikeObject & { id: URL }) | null> {
  const id = object.id;
  if (!id) return null;
  const read = id.origin === groupUri.origin ? object : await ctx.lookupObject(id).catch(() => null);
  return isPostLike(read) && read.id?.href === id.href ? (read as PostLikeObject & { id: URL }) : null;
}

/** The Group's share of a post: what puts it in the feeds of the people here who follow the Group. */
async function shareAsGroup(ctx: Ctx, groupId: string, postId: string): Promise<void> {
  await unlessRefused(() => new SharesService(ctx.data.db).share(groupId, postId, null));
}

/** Whether the Group brought a stored post or comment here (shared the post, or the post the comment is on). */
async function broughtBy(ctx: Ctx, groupId: string, stored: { kind: string; localId: string }): Promise<boolean> {
  const { db } = ctx.data;
  const postId = stored.kind === 'comment' ? await findCommentPost(db, stored.localId) : stored.localId;
  return (stored.kind === 'post' || stored.kind === 'comment') && !!postId && (await isSharedBy(db, postId, groupId));
}

/**
 * A Delete the Group passes on. By the Group itself (its moderators removed something): what it
 * brought here goes, and its share of a post of ours. By the author: as its own Delete when the Group's server vouches for it (the
 * author is one of its people), else as read again from the author's server.
 */
async function groupDelete(ctx: Ctx, groupId: string, groupUri: URL, del: Delete): Promise<void> {
  const objectId = del.objectId;
  if (!objectId || !del.actorId || !del.id) return;
  if (del.actorId.href === groupUri.href) {
    const ours = await targetOf(ctx, objectId, true);
    if (ours && !ours.commentId)
      await unlessRefused(() => new SharesService(ctx.data.db).unshare(groupId, ours.postId));
    const stored = await findRemoteObject(ctx.data.db, objectId.href);
    if (stored && (await broughtBy(ctx, groupId, stored))) await removeStored(ctx, objectId.href, stored);
    return;
  }
  const sameServer = del.id.origin === groupUri.origin && del.actorId.origin === groupUri.origin;
  const read = sameServer ? del : await ctx.lookupObject(del.id).catch(() => null);
  if (read instanceof Delete && read.id?.href === del.id.href && read.actorId?.origin === read.id.origin)
    await onDelete(ctx, read);
}

/**
 * Announce by a remote Group someone here follows (FEP-1b12): the Group passes on its members'
 * Create, Update or Delete of a Note (or the Note itself). A new Note becomes its author's post
 * here (their local row; the same object twice is stored once) and the Group's share of it, so it
 * reaches the feeds of the Group's followers here; a reply becomes a comment on the post it
 * answers. One of our own posts (a person here wrote into the group) is shared by the Group. An
 * Update changes what was stored; a Delete removes it. Anything else the Group passes on (likes,
 * blocks) is not kept. Nothing from a server blocked here is taken.
 */
export async function onGroupAnnounce(ctx: Ctx, announce: Announce, groupId: string): Promise<void> {
  const groupUri = announce.actorId;
  const wrapped = await announce.getObject(asSent(ctx));
  if (!groupUri || !wrapped) return;
  if (wrapped instanceof Delete) return groupDelete(ctx, groupId, groupUri, wrapped);
  const isUpdate = wrapped instanceof Update;
  const named =
    wrapped instanceof Create || isUpdate ? await wrapped.getObject(asSent(ctx)) : isPostLike(wrapped) ? wrapped : null;
  if (!named?.id) return;
  const ours = ctx.parseUri(named.id);
  if (ours?.type === 'object') {
    const target = await targetById(ctx.data.db, ours.values.id);
    if (!isUpdate && target && !target.commentId) await shareAsGroup(ctx, groupId, target.postId);
    return;
  }
  const object = await vouched(ctx, named, groupUri);
  const authorUri = object?.attributionIds.find((id) => id.origin === object.id.origin);
  if (!object || !authorUri || (await serverPolicy(ctx.data.db, authorUri.host)) === 'block') return;
  if (isUpdate) return retakeNote(ctx, object, authorUri);
  const postId = await takeNote(ctx, object, authorUri, true);
  if (postId) await shareAsGroup(ctx, groupId, postId);
}
