import type { Activity, Announce, Like, Undo } from '@fedify/fedify/vocab';
import { ReactionsService } from '../reactions';
import { SharesService } from '../shares';
import { senderOf, targetById, targetOf, unlessRefused, type Ctx, type Target } from './inbox-lookups';
import { followedGroupOf, onGroupAnnounce } from './remote-groups.inbox';
import { findRemoteActor } from './remote-actors.repository';
import { findRemoteObject, forgetRemoteObjectsOf, recordRemoteObject } from './remote-notes.repository';

/** Like of a post or comment of ours: a like by the sender's local row, its author told once (the reactions service's rules). */
export async function onLike(ctx: Ctx, like: Like): Promise<void> {
  const target = await targetOf(ctx, like.objectId, true);
  const senderId = target && (await senderOf(ctx, like));
  if (!target || !senderId) return;
  const reactions = new ReactionsService(ctx.data.db);
  const liked = await unlessRefused(() =>
    target.commentId
      ? reactions.setCommentLike(senderId, target.postId, target.commentId, true)
      : reactions.likePost(senderId, target.postId),
  );
  if (liked && like.id)
    await recordRemoteObject(ctx.data.db, like.id.href, {
      kind: 'like',
      localId: target.commentId ?? target.postId,
      actorId: senderId,
    });
}

/** The sender's local row, if the sender is the author of the activity it undoes. */
async function undoerOf(ctx: Ctx, undo: Undo, undone: Activity): Promise<string | undefined> {
  if (!undo.actorId || undone.actorId?.href !== undo.actorId.href) return undefined;
  return (await findRemoteActor(ctx.data.db, undo.actorId.href))?.userId;
}

/** The post or comment of ours an undone Like or Announce was of: its object, or what its id was recorded as. */
async function undoneTarget(ctx: Ctx, undone: Like | Announce): Promise<Target | undefined> {
  const target = await targetOf(ctx, undone.objectId, true);
  if (target || !undone.id) return target;
  const stored = await findRemoteObject(ctx.data.db, undone.id.href);
  return stored?.kind === 'like' || stored?.kind === 'share' ? targetById(ctx.data.db, stored.localId) : undefined;
}

/** Undo of a Like: the like goes (counts stay exact; taking back a like that is not there changes nothing). */
export async function onUndoLike(ctx: Ctx, undo: Undo, like: Like): Promise<void> {
  const senderId = await undoerOf(ctx, undo, like);
  const target = senderId && (await undoneTarget(ctx, like));
  if (!senderId || !target) return;
  const reactions = new ReactionsService(ctx.data.db);
  await unlessRefused(() =>
    target.commentId
      ? reactions.setCommentLike(senderId, target.postId, target.commentId, false)
      : reactions.unlikePost(senderId, target.postId),
  );
  await forgetRemoteObjectsOf(ctx.data.db, 'like', target.commentId ?? target.postId, senderId);
}

/**
 * Announce: from a remote Group someone here follows, what the group passes on to its members
 * (remote-groups.inbox.ts); from anyone else, a share of a post of ours by the sender's local row,
 * its author told once (the shares service's rules).
 */
export async function onAnnounce(ctx: Ctx, announce: Announce): Promise<void> {
  const groupId = await followedGroupOf(ctx, announce);
  if (groupId) return onGroupAnnounce(ctx, announce, groupId);
  const target = await targetOf(ctx, announce.objectId, true);
  const senderId = target && !target.commentId && (await senderOf(ctx, announce));
  if (!target || !senderId) return;
  const shared = await unlessRefused(() => new SharesService(ctx.data.db).share(senderId, target.postId, null));
  if (shared && announce.id)
    await recordRemoteObject(ctx.data.db, announce.id.href, {
      kind: 'share',
      localId: target.postId,
      actorId: senderId,
    });
}

/** Undo of an Announce: the share goes. */
export async function onUndoAnnounce(ctx: Ctx, undo: Undo, announce: Announce): Promise<void> {
  const senderId = await undoerOf(ctx, undo, announce);
  const target = senderId && (await undoneTarget(ctx, announce));
  if (!senderId || !target || target.commentId) return;
  await unlessRefused(() => new SharesService(ctx.data.db).unshare(senderId, target.postId));
  await forgetRemoteObjectsOf(ctx.data.db, 'share', target.postId, senderId);
}
