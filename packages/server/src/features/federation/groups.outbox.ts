import { randomUUID } from 'node:crypto';
import { Temporal } from '@js-temporal/polyfill';
import type { Context } from '@fedify/fedify';
import {
  Accept,
  Activity,
  Announce,
  Block,
  Create,
  Delete,
  Follow,
  Note,
  PUBLIC_COLLECTION,
  Reject,
  Tombstone,
  Update,
} from '@fedify/fedify/vocab';
import type { AppContext } from '../../context';
import { isId } from '../../platform/input/ids';
import { hasCliquePostAudit, loadCliqueStanding } from '../cliques';
import { findLocalGroup, findLocalPerson, type LocalGroup } from './actors.repository';
import {
  acceptGroupFollow,
  claimGroupActivity,
  deleteGroupFollow,
  findCliqueComment,
  findCliquePost,
  findFederableCliquePost,
  findGroupFollow,
  forgetAnnouncedComment,
  forgetAnnouncedPost,
  forgetReceivedObject,
  recordAnnouncedComment,
  recordAnnouncedPost,
  wasAnnouncedPost,
  type CliqueComment,
} from './groups.repository';
import { buildNote } from './note';
import { noteHtml } from './note-html';
import type { PostChange } from './post-change';
import { followerRecipients, recipientOf } from './recipients';
import { findRemoteActorById } from './remote-actors.repository';

type Ctx = Context<AppContext>;

const instant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(new Date(date).getTime());
const noLinks = { hashtagUrl: () => '', hashtags: new Set<string>(), mentions: new Map<string, string>() };

/** What the comment trigger (migration 302) enqueues as `federation.group-comment`. */
export interface CommentChange {
  commentId: string;
  postId: string;
  authorId: string;
  cliqueId: string;
}

/** What the membership triggers (migration 302) enqueue as `federation.group-member`. */
export interface MemberChange {
  cliqueId: string;
  userId: string;
}

/** A fresh id for an activity the Group sends (never fetched: its receivers take it as sent). */
const activityId = (ctx: Ctx, cliqueId: string, kind: string) =>
  new URL(`${ctx.getActorUri(cliqueId).href}#${kind}/${randomUUID()}`);

/** The addressing of everything a Group says: everyone, a copy to its followers, the group as audience. */
function groupAddressing(ctx: Ctx, cliqueId: string) {
  return { to: PUBLIC_COLLECTION, cc: ctx.getFollowersUri(cliqueId), audience: ctx.getActorUri(cliqueId) };
}

/**
 * FEP-1b12: the Group wraps an activity in an `Announce` and sends it to its followers (the
 * clique's remote members, each server once at its shared inbox).
 */
async function announce(ctx: Ctx, cliqueId: string, inner: Activity): Promise<void> {
  const wrapper = new Announce({
    id: activityId(ctx, cliqueId, 'announce'),
    actor: ctx.getActorUri(cliqueId),
    object: inner,
    ...groupAddressing(ctx, cliqueId),
  });
  await ctx.sendActivity({ identifier: cliqueId }, await followerRecipients(ctx.data.db, cliqueId), wrapper, {
    preferSharedInbox: true,
  });
}

/**
 * A post of a public clique by a reachable local person as a Note: as the person's public posts
 * are (its text, hashtags, mentions, media, content warning), addressed to everyone with a copy
 * to the Group, whose id is its `audience` (FEP-1b12). Null for any other post.
 */
export async function noteOfCliquePost(ctx: Ctx, postId: string): Promise<Note | null> {
  const post = isId(postId) ? await findFederableCliquePost(ctx.data.db, postId) : undefined;
  if (!post) return null;
  const { note, mentioned } = await buildNote(ctx, post);
  const group = ctx.getActorUri(post.cliqueId);
  return note.clone({ ccs: [group, ...mentioned.map((account) => new URL(account.actorUri))], audience: group });
}

/** A reachable local person's comment on a public clique's post as a Note answering the post or comment. */
function commentNote(ctx: Ctx, comment: CliqueComment): Note {
  const group = ctx.getActorUri(comment.cliqueId);
  return new Note({
    id: ctx.getObjectUri(Note, { id: comment.commentId }),
    attribution: ctx.getActorUri(comment.authorId),
    to: PUBLIC_COLLECTION,
    cc: group,
    audience: group,
    replyTarget: new URL(comment.parentUri ?? ctx.getObjectUri(Note, { id: comment.parentId }).href),
    content: noteHtml(comment.content, noLinks),
    mediaType: 'text/html',
    published: instant(comment.createdAt),
    updated: comment.editedAt ? instant(comment.editedAt) : null,
  });
}

/** A public clique's comment by a reachable local person as a Note; null for any other id. */
export async function noteOfCliqueComment(ctx: Ctx, commentId: string): Promise<Note | null> {
  const comment = isId(commentId) ? await findCliqueComment(ctx.data.db, commentId) : undefined;
  if (!comment?.published || !comment.reachable || !(await findLocalGroup(ctx.data.db, comment.cliqueId))) return null;
  return commentNote(ctx, comment);
}

/** The Create (first) or Update (after) of a local Note, by its author, addressed as the Group addresses. */
function createOrUpdate(ctx: Ctx, note: Note, authorId: string, first: boolean): Activity {
  const values = {
    actor: ctx.getActorUri(authorId),
    object: note,
    to: PUBLIC_COLLECTION,
    ccs: note.ccIds,
    audience: note.audienceId,
  };
  const id = note.id?.href ?? '';
  return first
    ? new Create({ ...values, id: new URL(`${id}#create`) })
    : new Update({ ...values, id: new URL(`${id}#update/${Date.now()}`), updated: note.updated });
}

/** A remote member's kept Create, announced once (null when it already was or none is kept). */
async function receivedCreate(ctx: Ctx, localId: string): Promise<Activity | null> {
  const kept = await claimGroupActivity(ctx.data.db, localId);
  if (!kept) return null;
  const activity = await Activity.fromJsonLd(kept, {
    documentLoader: ctx.documentLoader,
    contextLoader: ctx.contextLoader,
  });
  return activity instanceof Create ? activity : null;
}

/**
 * A Delete of a post or comment the Group announced (named by the object it came as, when it came
 * from another server): by its author when they are a reachable local person who removed it
 * themselves, else by the Group (a moderator's removal, or a remote member's content: FEP-1b12
 * takes a Group's own server as its moderator).
 */
async function announceDelete(
  ctx: Ctx,
  cliqueId: string,
  gone: { localId: string; authorId: string },
  byModerator: boolean,
): Promise<void> {
  const { db } = ctx.data;
  const objectUri = await forgetReceivedObject(db, gone.localId);
  const byAuthor = !byModerator && !objectUri && (await findLocalPerson(db, gone.authorId)) !== undefined;
  const remove = new Delete({
    id: activityId(ctx, cliqueId, 'delete'),
    actor: ctx.getActorUri(byAuthor ? gone.authorId : cliqueId),
    object: new Tombstone({ id: objectUri ? new URL(objectUri) : ctx.getObjectUri(Note, { id: gone.localId }) }),
    ...groupAddressing(ctx, cliqueId),
  });
  await announce(ctx, cliqueId, remove);
}

/**
 * A post of a clique changed (the `federation.post` job). A public clique's Group announces it to
 * its remote members (FEP-1b12): a reachable local person's post as the Create of its Note (an
 * Update after a change), a remote member's as the Create they sent (once); a post that is gone or
 * held after it was announced as a Delete. Private and secret cliques have no Group: nothing leaves.
 */
export async function deliverCliquePost(ctx: Ctx, change: PostChange): Promise<void> {
  const { db } = ctx.data;
  if (!change.cliqueId || !isId(change.postId)) return;
  const group = await findLocalGroup(db, change.cliqueId);
  if (!group) return;
  const post = await findCliquePost(db, change.postId);
  if (post?.published && post.cliqueId === group.cliqueId) {
    if (post.remoteAuthor) {
      const create = await receivedCreate(ctx, change.postId);
      if (create && (await recordAnnouncedPost(db, change.postId, post.authorId, group.cliqueId)))
        await announce(ctx, group.cliqueId, create);
      return;
    }
    const note = await noteOfCliquePost(ctx, change.postId);
    if (!note) return;
    const first = !(await wasAnnouncedPost(db, change.postId));
    await announce(ctx, group.cliqueId, createOrUpdate(ctx, note, post.authorId, first));
    if (first) await recordAnnouncedPost(db, change.postId, post.authorId, group.cliqueId);
    return;
  }
  const authorId = await forgetAnnouncedPost(db, change.postId);
  if (!authorId) return;
  const removed = await hasCliquePostAudit(db, group.cliqueId, 'post_removed', change.postId);
  await announceDelete(ctx, group.cliqueId, { localId: change.postId, authorId }, removed);
}

/**
 * A comment on a clique's post changed (the `federation.group-comment` job): the Group announces a
 * reachable local person's comment as the Create (then Update) of its Note, a remote member's as
 * the Create they sent, and a removed one as a Delete. A comment going with its post says nothing
 * more: the post's Delete covers it.
 */
export async function deliverCliqueComment(ctx: Ctx, change: CommentChange): Promise<void> {
  const { db } = ctx.data;
  if (!isId(change.commentId) || !isId(change.cliqueId)) return;
  const group = await findLocalGroup(db, change.cliqueId);
  if (!group) return;
  const comment = await findCliqueComment(db, change.commentId);
  if (comment?.published && comment.cliqueId === group.cliqueId) {
    if (comment.remoteAuthor) {
      const create = await receivedCreate(ctx, comment.commentId);
      if (create && (await recordAnnouncedComment(db, comment))) await announce(ctx, group.cliqueId, create);
      return;
    }
    if (!comment.reachable) return;
    const first = await recordAnnouncedComment(db, comment);
    await announce(ctx, group.cliqueId, createOrUpdate(ctx, commentNote(ctx, comment), comment.authorId, first));
    return;
  }
  const gone = await forgetAnnouncedComment(db, change.commentId);
  if (!gone || !(await findCliquePost(db, gone.postId))) return;
  await announceDelete(ctx, group.cliqueId, { localId: change.commentId, authorId: gone.authorId }, false);
}

/** The Group answers a remote account's Follow. */
async function answerFollow(
  ctx: Ctx,
  group: LocalGroup,
  remote: { actorUri: string; inbox: string; sharedInbox: string | null },
  followUri: string,
  kind: 'accept' | 'reject',
): Promise<void> {
  const groupUri = ctx.getActorUri(group.cliqueId);
  const follow = new Follow({ id: new URL(followUri), actor: new URL(remote.actorUri), object: groupUri });
  const values = { id: activityId(ctx, group.cliqueId, kind), actor: groupUri, object: follow, to: follow.actorId };
  const answer = kind === 'accept' ? new Accept(values) : new Reject(values);
  await ctx.sendActivity({ identifier: group.cliqueId }, recipientOf(remote), answer);
}

/**
 * FEP-1b12 (as Lemmy does it): the Group tells a banned remote member, and its followers, that
 * the person is blocked from the group (`Block` with the group as target, announced).
 */
async function announceBan(
  ctx: Ctx,
  group: LocalGroup,
  remote: { actorUri: string; inbox: string; sharedInbox: string | null },
): Promise<void> {
  const groupUri = ctx.getActorUri(group.cliqueId);
  const block = new Block({
    id: activityId(ctx, group.cliqueId, 'block'),
    actor: groupUri,
    object: new URL(remote.actorUri),
    target: groupUri,
    ...groupAddressing(ctx, group.cliqueId),
  });
  await ctx.sendActivity({ identifier: group.cliqueId }, recipientOf(remote), block);
  await announce(ctx, group.cliqueId, block);
}

/**
 * A remote follower's join request was answered or their membership ended (the
 * `federation.group-member` job; also called at once after a Follow). As it stands when it runs:
 * a member whose Follow was not accepted yet gets the Accept; someone no longer a member nor
 * waiting gets a Reject of their Follow (their server then stops taking them for a member), or,
 * when a member was banned, a Block; their Follow is then forgotten.
 */
export async function answerGroupMember(ctx: Ctx, change: MemberChange): Promise<void> {
  const { db } = ctx.data;
  if (!isId(change.cliqueId) || !isId(change.userId)) return;
  const follow = await findGroupFollow(db, change.cliqueId, change.userId);
  const group = follow && (await findLocalGroup(db, change.cliqueId));
  const remote = group && (await findRemoteActorById(db, change.userId));
  if (!follow || !group || !remote) return;
  const standing = await loadCliqueStanding(db, change.cliqueId, change.userId);
  if (standing?.subject.role) {
    if (await acceptGroupFollow(db, change.cliqueId, change.userId))
      await answerFollow(ctx, group, remote, follow.followUri, 'accept');
    return;
  }
  if (standing?.subject.requested) return;
  if (!(await deleteGroupFollow(db, change.cliqueId, change.userId))) return;
  if (standing?.subject.banned && follow.accepted) await announceBan(ctx, group, remote);
  else await answerFollow(ctx, group, remote, follow.followUri, 'reject');
}
