import { randomUUID } from 'node:crypto';
import type { InboxContext } from '@fedify/fedify';
import {
  isActor,
  type Activity,
  type Announce,
  type Create,
  type Delete,
  type Like,
  type Undo,
  type Update,
} from '@fedify/fedify/vocab';
import { postLimits } from '@cliques/contracts';
import { firstLinkUrl } from '@cliques/links';
import type { AppContext } from '../../context';
import type { Queryable } from '../../platform/database/database';
import { emitAfterCommit } from '../../platform/database/commit-events';
import { HttpError } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { eraseAccount } from '../account';
import { CommentsService, editComment, removeComment } from '../comments';
import { requestLinkPreview } from '../link-previews';
import {
  deletePostRow,
  insertPost,
  parseHashtags,
  postsServiceFor,
  replaceTagsAndMentions,
  updatePostContent,
} from '../posts';
import { ReactionsService } from '../reactions';
import { SharesService } from '../shares';
import { findLocalGroup, findLocalPerson } from './actors.repository';
import { onGroupNote } from './groups.inbox';
import { persistActor } from './remote-actors';
import { findRemoteActor } from './remote-actors.repository';
import { bounded, isPostLike, parseRemoteNote, type ParsedNote, type PostLikeObject } from './remote-note';
import {
  findCommentPost,
  findRemoteObject,
  forgetRemoteObject,
  forgetRemoteObjectsOf,
  isFollowedHere,
  postExists,
  recordRemoteObject,
} from './remote-notes.repository';

type Ctx = InboxContext<AppContext>;

/** A post or a comment here that an object id names. */
type Target = { postId: string; commentId: string | null };

/** Runs a service call for a remote account; what the service refuses (404, 403) is simply not done. */
async function unlessRefused(action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}

/** The post or comment a local id is (a stored remote post may have been removed here since). */
async function targetById(db: Queryable, id: string | undefined): Promise<Target | undefined> {
  if (!id || !isId(id)) return undefined;
  if (await postExists(db, id)) return { postId: id, commentId: null };
  const postId = await findCommentPost(db, id);
  return postId ? { postId, commentId: id } : undefined;
}

/** The post or comment an id is here: ours (`/ap/posts/<id>`), or, unless `oursOnly`, a remote one stored here. */
async function targetOf(ctx: Ctx, uri: URL | null, oursOnly = false): Promise<Target | undefined> {
  if (!uri) return undefined;
  const parsed = ctx.parseUri(uri);
  if (parsed?.type === 'object') return targetById(ctx.data.db, parsed.values.id);
  return oursOnly ? undefined : targetById(ctx.data.db, (await findRemoteObject(ctx.data.db, uri.href))?.localId);
}

/** The local row of the remote account an activity comes from (stored on first sight); undefined for our own. */
async function senderOf(ctx: Ctx, activity: Activity): Promise<string | undefined> {
  const actorId = activity.actorId;
  if (!actorId || actorId.origin === ctx.origin) return undefined;
  const known = await findRemoteActor(ctx.data.db, actorId.href);
  if (known) return known.userId;
  const actor = await activity.getActor(ctx);
  return actor?.id?.href === actorId.href ? persistActor(ctx.data.db, actor) : undefined;
}

/** Whether an object is its sender's own: attributed to them, and its id on their server. */
const isOwnObject = (object: PostLikeObject, actorId: URL | null): object is PostLikeObject & { id: URL } =>
  actorId !== null &&
  object.id?.origin === actorId.origin &&
  object.attributionIds.some((id) => id.href === actorId.href);

/** The local people an object mentions: ids of reachable people of this server. */
async function mentionedHere(ctx: Ctx, parsed: ParsedNote): Promise<string[]> {
  const ids = new Set<string>();
  for (const { href } of parsed.mentions) {
    const actor = ctx.parseUri(href);
    if (actor?.type === 'actor' && isId(actor.identifier) && (await findLocalPerson(ctx.data.db, actor.identifier)))
      ids.add(actor.identifier);
  }
  return [...ids];
}

/** Whether an object is addressed to one of this server's clique Groups (a post to a clique: groups.inbox.ts). */
async function toLocalGroup(ctx: Ctx, object: PostLikeObject): Promise<boolean> {
  for (const id of [...object.toIds, ...object.ccIds, ...object.audienceIds]) {
    const actor = ctx.parseUri(id);
    if (actor?.type === 'actor' && isId(actor.identifier) && (await findLocalGroup(ctx.data.db, actor.identifier)))
      return true;
  }
  return false;
}

/**
 * A remote account's public Note as a public post of its local row, when someone here follows it
 * or it mentions someone here (who is told, as of a local post). Its hashtags are the text's.
 */
async function storePost(ctx: Ctx, uri: string, authorId: string, parsed: ParsedNote): Promise<void> {
  const { db } = ctx.data;
  const mentionIds = await mentionedHere(ctx, parsed);
  if (!(await isFollowedHere(db, authorId)) && mentionIds.length === 0) return;
  const postId = randomUUID();
  const linkUrl = firstLinkUrl(parsed.text);
  const posts = await postsServiceFor(ctx.data);
  await db.transaction(async (tx) => {
    if (!(await recordRemoteObject(tx, uri, { kind: 'post', localId: postId, actorId: authorId }))) return;
    await insertPost(tx, {
      postId,
      authorId,
      cliqueId: null,
      topic: null,
      audience: 'public',
      content: parsed.text,
      hashtags: parseHashtags(parsed.text),
      mentionIds,
      media: [],
      linkUrl,
      status: 'published',
      contentWarning: parsed.contentWarning,
      sensitive: parsed.sensitive,
    });
    await requestLinkPreview(tx, linkUrl);
    await posts.notifyMentions(tx, { postId, authorId, cliqueId: null, audience: 'public' }, mentionIds);
  });
}

/** A comment's text: a comment has no content warning, so the warning leads its text. */
const commentText = (parsed: ParsedNote) =>
  bounded(parsed.contentWarning ? `⚠️ ${parsed.contentWarning}\n\n${parsed.text}` : parsed.text, postLimits.comment);

/**
 * A remote account's public reply to a post or comment here, as a comment by its local row (with
 * the comments service's rules: the author must be able to reach the post; its author is told).
 */
async function storeComment(ctx: Ctx, uri: string, authorId: string, target: Target, parsed: ParsedNote) {
  const { db } = ctx.data;
  let commentId: string | undefined;
  await unlessRefused(async () => {
    const text = commentText(parsed);
    commentId = (await new CommentsService(db).addComment(authorId, target.postId, text, target.commentId)).commentId;
  });
  if (!commentId) return;
  const localId = commentId;
  // Stored meanwhile by another delivery of the same object: this copy goes again.
  if (!(await recordRemoteObject(db, uri, { kind: 'comment', localId, actorId: authorId })))
    await db.transaction((tx) => removeComment(tx, target.postId, localId));
}

/**
 * Create of a Note (or Article, Page, Question) by its author: one written into a public clique is
 * the clique's (groups.inbox.ts); else a public reply to a post or comment here becomes a comment,
 * and a public post becomes a post when someone here follows its author or is mentioned. Anything
 * else (not public, answering what is not here, addressed to a clique that refused it) is left
 * alone. The same object twice is stored once.
 */
export async function onCreate(ctx: Ctx, create: Create): Promise<void> {
  const object = await create.getObject(ctx);
  if (!isPostLike(object) || !isOwnObject(object, create.actorId)) return;
  if (await onGroupNote(ctx, create, object)) return;
  const uri = object.id.href;
  if (await findRemoteObject(ctx.data.db, uri)) return;
  const target = await targetOf(ctx, object.replyTargetId);
  if (object.replyTargetId && !target) return;
  if (!target && (await toLocalGroup(ctx, object))) return;
  const parsed = await parseRemoteNote(
    object,
    target ? postLimits.comment : postLimits.content,
    new URL(ctx.origin).host,
  );
  if (!parsed.isPublic || parsed.text === '') return;
  const authorId = await senderOf(ctx, create);
  if (!authorId) return;
  if (target) await storeComment(ctx, uri, authorId, target, parsed);
  else await storePost(ctx, uri, authorId, parsed);
}

/** A stored remote post takes its author's new text, warning and mentions (newly mentioned people are told). */
async function updatePost(ctx: Ctx, postId: string, authorId: string, parsed: ParsedNote): Promise<void> {
  const { db } = ctx.data;
  const mentionIds = await mentionedHere(ctx, parsed);
  const hashtags = parseHashtags(parsed.text);
  const linkUrl = firstLinkUrl(parsed.text);
  const posts = await postsServiceFor(ctx.data);
  await db.transaction(async (tx) => {
    if (!(await postExists(tx, postId))) return;
    await updatePostContent(tx, postId, {
      content: parsed.text,
      hashtags,
      linkUrl,
      contentWarning: parsed.contentWarning,
      sensitive: parsed.sensitive,
    });
    await replaceTagsAndMentions(tx, postId, hashtags, mentionIds);
    await requestLinkPreview(tx, linkUrl);
    emitAfterCommit(tx, { type: 'post_changed', postId });
    await posts.notifyMentions(tx, { postId, authorId, cliqueId: null, audience: 'public' }, mentionIds);
  });
}

/**
 * Update of a Note by its author: the post or comment it became takes the new text (a Note that
 * is no longer public is left as it was). Update of the sender's own actor refreshes its name and bio.
 */
export async function onUpdate(ctx: Ctx, update: Update): Promise<void> {
  const { db } = ctx.data;
  const actorId = update.actorId;
  const sender = actorId && actorId.origin !== ctx.origin ? await findRemoteActor(db, actorId.href) : undefined;
  if (!actorId || !sender) return;
  const object = await update.getObject(ctx);
  if (isActor(object)) {
    if (object.id?.href === actorId.href) await persistActor(db, object);
    return;
  }
  if (!isPostLike(object) || !isOwnObject(object, actorId)) return;
  const stored = await findRemoteObject(db, object.id.href);
  if (!stored || stored.actorId !== sender.userId) return;
  const parsed = await parseRemoteNote(
    object,
    stored.kind === 'post' ? postLimits.content : postLimits.comment,
    new URL(ctx.origin).host,
  );
  if (!parsed.isPublic || parsed.text === '') return;
  if (stored.kind === 'post') return updatePost(ctx, stored.localId, sender.userId, parsed);
  const postId = stored.kind === 'comment' ? await findCommentPost(db, stored.localId) : undefined;
  if (postId) await unlessRefused(() => editComment(db, sender.userId, postId, stored.localId, commentText(parsed)));
}

/**
 * Delete by its author of a Note stored here (or of a Tombstone in its place): the post or comment
 * goes. Delete of the sender itself (the object is its actor): its account here is erased with
 * everything it did (counts stay right, as for a local erasure).
 */
export async function onDelete(ctx: Ctx, del: Delete): Promise<void> {
  const { db } = ctx.data;
  const objectId = del.objectId;
  const actorId = del.actorId;
  if (!objectId || !actorId || actorId.origin === ctx.origin) return;
  const sender = await findRemoteActor(db, actorId.href);
  if (!sender) return;
  if (objectId.href === actorId.href) return eraseAccount(ctx.data, sender.userId);
  const stored = await findRemoteObject(db, objectId.href);
  if (!stored || stored.actorId !== sender.userId) return;
  if (stored.kind === 'post')
    await db.transaction(async (tx) => {
      await deletePostRow(tx, stored.localId, sender.userId);
      emitAfterCommit(tx, { type: 'post_changed', postId: stored.localId });
      await forgetRemoteObject(tx, objectId.href);
    });
  else if (stored.kind === 'comment') {
    const postId = await findCommentPost(db, stored.localId);
    await db.transaction(async (tx) => {
      if (postId) await removeComment(tx, postId, stored.localId);
      await forgetRemoteObject(tx, objectId.href);
    });
  }
}

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

/** Announce of a post of ours: a share by the sender's local row, its author told once (the shares service's rules). */
export async function onAnnounce(ctx: Ctx, announce: Announce): Promise<void> {
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
