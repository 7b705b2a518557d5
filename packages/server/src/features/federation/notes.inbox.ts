import { randomUUID } from 'node:crypto';
import { isActor, type Create, type Delete, type Update } from '@fedify/fedify/vocab';
import { postLimits } from '@cliques/contracts';
import { firstLinkUrl } from '@cliques/links';
import { emitAfterCommit } from '../../platform/database/commit-events';
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
import { findLocalGroup, findLocalPerson } from './actors.repository';
import { onGroupNote } from './groups.inbox';
import { accountOf, isOwnObject, targetOf, unlessRefused, type Ctx, type Target } from './inbox-lookups';
import { persistActor } from './remote-actors';
import { findRemoteActor } from './remote-actors.repository';
import { bounded, isPostLike, parseRemoteNote, type ParsedNote, type PostLikeObject } from './remote-note';
import {
  findCommentPost,
  findRemoteObject,
  forgetRemoteObject,
  isFollowedHere,
  postExists,
  recordRemoteObject,
  type RemoteObject,
} from './remote-notes.repository';

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
 * A remote account's public Note as a public post of its local row, when it is `wanted` (a Group
 * someone here follows passed it on), someone here follows its author, or it mentions someone here
 * (who is told, as of a local post). Its hashtags are the text's. Returns the post (stored now or
 * by another delivery of the same object meanwhile).
 */
async function storePost(
  ctx: Ctx,
  uri: string,
  authorId: string,
  parsed: ParsedNote,
  wanted: boolean,
): Promise<string | undefined> {
  const { db } = ctx.data;
  const mentionIds = await mentionedHere(ctx, parsed);
  if (!wanted && !(await isFollowedHere(db, authorId)) && mentionIds.length === 0) return undefined;
  const postId = randomUUID();
  const linkUrl = firstLinkUrl(parsed.text);
  const posts = await postsServiceFor(ctx.data);
  const stored = await db.transaction(async (tx) => {
    if (!(await recordRemoteObject(tx, uri, { kind: 'post', localId: postId, actorId: authorId }))) return false;
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
    return true;
  });
  if (stored) return postId;
  const other = await findRemoteObject(db, uri);
  return other?.kind === 'post' ? other.localId : undefined;
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
 * A remote account's Note (or Article, Page, Question), its id on its author's server: a public
 * reply to a post or comment here becomes a comment, a public post a post when it is wanted here
 * (see `storePost`; `viaGroup`: a Group someone here follows passed it on). Anything else (not
 * public, answering what is not here, addressed to a clique here that refused it) is left alone.
 * The same object twice is stored once. Returns the post it is here, if it is one.
 */
export async function takeNote(
  ctx: Ctx,
  object: PostLikeObject & { id: URL },
  authorUri: URL,
  viaGroup = false,
): Promise<string | undefined> {
  const uri = object.id.href;
  const known = await findRemoteObject(ctx.data.db, uri);
  if (known) return known.kind === 'post' ? known.localId : undefined;
  const target = await targetOf(ctx, object.replyTargetId);
  if (object.replyTargetId && !target) return undefined;
  if (!target && (await toLocalGroup(ctx, object))) return undefined;
  const parsed = await parseRemoteNote(
    object,
    target ? postLimits.comment : postLimits.content,
    new URL(ctx.origin).host,
  );
  if (!parsed.isPublic || parsed.text === '') return undefined;
  const authorId = await accountOf(ctx, authorUri);
  if (!authorId) return undefined;
  if (!target) return storePost(ctx, uri, authorId, parsed, viaGroup);
  await storeComment(ctx, uri, authorId, target, parsed);
  return undefined;
}

/** Create of a Note by its author: one written into a public clique here is the clique's (groups.inbox.ts), else `takeNote`. */
export async function onCreate(ctx: Ctx, create: Create): Promise<void> {
  const object = await create.getObject(ctx);
  if (!isPostLike(object) || !create.actorId || !isOwnObject(object, create.actorId)) return;
  if (await onGroupNote(ctx, create, object)) return;
  await takeNote(ctx, object, create.actorId);
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
 * A Note stored here changed on its author's server: the post or comment it became takes the new
 * text (a Note that is no longer public is left as it was; one never stored here stays unknown).
 */
export async function retakeNote(ctx: Ctx, object: PostLikeObject, authorUri: URL): Promise<void> {
  const { db } = ctx.data;
  const sender = authorUri.origin !== ctx.origin ? await findRemoteActor(db, authorUri.href) : undefined;
  if (!sender || !isOwnObject(object, authorUri)) return;
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

/** Update by its author of a Note (`retakeNote`), or of the sender's own actor: its name and bio are refreshed. */
export async function onUpdate(ctx: Ctx, update: Update): Promise<void> {
  const actorId = update.actorId;
  if (!actorId || actorId.origin === ctx.origin || !(await findRemoteActor(ctx.data.db, actorId.href))) return;
  const object = await update.getObject(ctx);
  if (isActor(object)) {
    if (object.id?.href === actorId.href) await persistActor(ctx.data.db, object);
  } else if (isPostLike(object)) await retakeNote(ctx, object, actorId);
}

/** A post or comment stored from another server goes (deleted there, or removed by the group it came through). */
export async function removeStored(ctx: Ctx, objectUri: string, stored: RemoteObject): Promise<void> {
  const { db } = ctx.data;
  if (stored.kind === 'post')
    await db.transaction(async (tx) => {
      await deletePostRow(tx, stored.localId, stored.actorId);
      emitAfterCommit(tx, { type: 'post_changed', postId: stored.localId });
      await forgetRemoteObject(tx, objectUri);
    });
  else if (stored.kind === 'comment') {
    const postId = await findCommentPost(db, stored.localId);
    await db.transaction(async (tx) => {
      if (postId) await removeComment(tx, postId, stored.localId);
      await forgetRemoteObject(tx, objectUri);
    });
  }
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
  if (stored?.actorId === sender.userId) await removeStored(ctx, objectId.href, stored);
}
