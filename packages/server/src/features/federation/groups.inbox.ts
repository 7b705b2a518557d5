import type { Context } from '@fedify/fedify';
import { Note, type Create, type Follow, type Undo } from '@fedify/fedify/vocab';
import { postLimits } from '@cliques/contracts';
import type { AppContext } from '../../context';
import { HttpError } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { isCliqueMember, joinClique, loadCliqueStanding, removeCliqueMember, withdrawRequest } from '../cliques';
import { CommentsService, removeComment } from '../comments';
import { deletePostRow, postsServiceFor } from '../posts';
import { findLocalGroup } from './actors.repository';
import { answerGroupMember, deliverCliqueComment, deliverCliquePost } from './groups.outbox';
import { deleteGroupFollow, findPublicCliqueTarget, insertGroupActivity, upsertGroupFollow } from './groups.repository';
import { persistActor } from './remote-actors';
import { findRemoteActor } from './remote-actors.repository';
import { parseRemoteNote, type PostLikeObject } from './remote-note';
import { findRemoteObject, recordRemoteObject } from './remote-notes.repository';

type Ctx = Context<AppContext>;

/** Lets a refusal of the clique's rules pass (a ban, invitation only, a full clique, admins-only posting); rethrows anything else. */
function passRefusal(error: unknown): void {
  if (!(error instanceof HttpError)) throw error;
}

/**
 * A remote account follows a public clique's Group: a join, as a local person's join goes (the
 * clique's rules and notifications alike). Open: a member at once and an Accept; request: a join
 * request in the clique's queue (its questions cannot be asked: none are kept), answered when a
 * moderator approves (Accept) or declines (Reject) — see `answerGroupMember`; invitation only,
 * banned, blocked by the owner or full: a Reject.
 */
export async function onGroupFollow(ctx: Ctx, follow: Follow, cliqueId: string): Promise<void> {
  const { db } = ctx.data;
  if (!isId(cliqueId) || !follow.id || !(await findLocalGroup(db, cliqueId))) return;
  const actor = await follow.getActor(ctx);
  const userId = actor && (await persistActor(db, actor));
  if (!actor || !userId) return;
  await upsertGroupFollow(db, cliqueId, userId, follow.id.href);
  try {
    if (!(await isCliqueMember(db, cliqueId, userId))) await joinClique(db, userId, cliqueId, null);
  } catch (error) {
    passRefusal(error);
  }
  await answerGroupMember(ctx, { cliqueId, userId });
}

/** A remote member leaves a public clique (Undo of their Follow of its Group), or withdraws their request. */
export async function onUndoGroupFollow(ctx: Ctx, undo: Undo, follow: Follow): Promise<void> {
  const { db } = ctx.data;
  if (!undo.actorId || !follow.objectId || follow.actorId?.href !== undo.actorId.href) return;
  const parsed = ctx.parseUri(follow.objectId);
  if (parsed?.type !== 'actor' || !isId(parsed.identifier)) return;
  const cliqueId = parsed.identifier;
  const remote = await findRemoteActor(db, undo.actorId.href);
  if (!remote || !(await deleteGroupFollow(db, cliqueId, remote.userId))) return;
  const standing = await loadCliqueStanding(db, cliqueId, remote.userId);
  if (standing?.subject.role) await removeCliqueMember(db, remote.userId, cliqueId, remote.userId);
  else if (standing?.subject.requested) await withdrawRequest(db, remote.userId, cliqueId);
}

/** The public clique a Note is written into: addressed to its Group (to, cc or audience), or answering one of its posts. */
async function targetOf(
  ctx: Ctx,
  create: Create,
  note: PostLikeObject,
): Promise<{ cliqueId: string; postId: string | null; commentId: string | null } | undefined> {
  const { db } = ctx.data;
  if (note.replyTargetId) {
    const local = ctx.parseUri(note.replyTargetId);
    const localId =
      local?.type === 'object' && local.class === Note
        ? local.values.id
        : (await findRemoteObject(db, note.replyTargetId.href))?.localId;
    const target = localId && isId(localId) ? await findPublicCliqueTarget(db, localId) : undefined;
    return target && { cliqueId: target.cliqueId, postId: target.postId, commentId: target.commentId };
  }
  const addressed = [create, note].flatMap((object) => [...object.toIds, ...object.ccIds, ...object.audienceIds]);
  for (const uri of addressed) {
    const parsed = ctx.parseUri(uri);
    if (parsed?.type === 'actor' && isId(parsed.identifier) && (await findLocalGroup(db, parsed.identifier)))
      return { cliqueId: parsed.identifier, postId: null, commentId: null };
  }
  return undefined;
}

/** Undoes a duplicate: the same object was stored meanwhile by another delivery of it. */
async function dropDuplicate(ctx: Ctx, kind: 'post' | 'comment', localId: string, postId: string, authorId: string) {
  await ctx.data.db.transaction(async (tx) => {
    if (kind === 'post') await deletePostRow(tx, localId, authorId);
    else await removeComment(tx, postId, localId);
  });
}

/**
 * A remote account's Note written into a public clique (FEP-1b12): addressed to its Group, or a
 * reply to one of its posts or comments. Taken as the person's post (or comment) in the clique,
 * by the clique's rules for them as for anyone: a member posts (held for the moderators under the
 * approval policy; refused when only admins post), a non-member does not. The Create is kept as
 * received and the Group announces it to its other members once published. Returns whether the
 * Note was the clique's (taken now or before); false leaves it to the other handlers.
 */
export async function onGroupNote(ctx: Ctx, create: Create, note: PostLikeObject): Promise<boolean> {
  const { db, config } = ctx.data;
  const authorUri = create.actorId;
  if (!note.id || !authorUri || note.id.origin !== authorUri.origin) return false;
  if (!note.attributionIds.some((id) => id.href === authorUri.href)) return false;
  if (await findRemoteObject(db, note.id.href)) return true;
  const target = await targetOf(ctx, create, note);
  if (!target) return false;
  const actor = await create.getActor(ctx);
  const authorId = actor?.id?.href === authorUri.href ? await persistActor(db, actor) : undefined;
  if (!authorId) return false;
  const host = new URL(config.publicOrigin).host;
  const kind = target.postId ? 'comment' : 'post';
  const parsed = await parseRemoteNote(note, kind === 'comment' ? postLimits.comment : postLimits.content, host);
  let localId: string;
  let postId: string;
  try {
    if (target.postId) {
      postId = target.postId;
      const comments = new CommentsService(db);
      localId = (await comments.addComment(authorId, postId, parsed.text, target.commentId)).commentId;
    } else {
      const posts = await postsServiceFor(ctx.data);
      const warning = parsed.contentWarning?.slice(0, postLimits.contentWarning) ?? null;
      const body = {
        cliqueId: target.cliqueId,
        content: parsed.text,
        contentWarning: warning,
        sensitive: parsed.sensitive,
      };
      localId = postId = (await posts.create(authorId, body)).postId;
    }
  } catch (error) {
    passRefusal(error);
    return false;
  }
  if (!(await recordRemoteObject(db, note.id.href, { kind, localId, actorId: authorId }))) {
    await dropDuplicate(ctx, kind, localId, postId, authorId);
    return true;
  }
  await insertGroupActivity(db, localId, target.cliqueId, await create.toJsonLd({ contextLoader: ctx.contextLoader }));
  const cliqueId = target.cliqueId;
  if (kind === 'comment') await deliverCliqueComment(ctx, { commentId: localId, postId, authorId, cliqueId });
  else await deliverCliquePost(ctx, { postId, authorId, cliqueId });
  return true;
}
