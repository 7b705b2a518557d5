import { Temporal } from '@js-temporal/polyfill';
import type { Context } from '@fedify/fedify';
import {
  Announce,
  Create,
  Delete,
  Like,
  Mention,
  Note,
  PUBLIC_COLLECTION,
  Tombstone,
  Undo,
  Update,
  type Activity,
} from '@fedify/fedify/vocab';
import type { AppContext } from '../../context';
import { isId } from '../../platform/input/ids';
import { findLocalPerson } from './actors.repository';
import {
  findOutgoingComment,
  findRemoteTarget,
  likeExists,
  shareExists,
  type OutgoingComment,
  type RemoteTarget,
} from './interactions.repository';
import { noteHtml } from './note-html';
import { followerRecipients, recipientOf } from './recipients';
import type { RemoteInbox } from './remote-actors.repository';

/** What the interaction trigger (migration 301) enqueues: a local person's like, share or comment a remote account should hear of. */
export interface InteractionChange {
  kind: 'like' | 'share' | 'comment';
  op: 'insert' | 'update' | 'delete';
  postId: string;
  userId: string;
  /** The share's or the comment's id; null for a like. */
  id: string | null;
  /** The comment a comment replies to; null otherwise. */
  parentId: string | null;
  /** When the like, share or comment was made (ms): a like's id is made of it. */
  at: number;
}

const instant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(new Date(date).getTime());
const noLinks = { hashtagUrl: () => '', hashtags: new Set<string>(), mentions: new Map<string, string>() };

/** What a comment answers, and the remote authors it is sent to (the post's, the comment's it replies to). */
interface Thread {
  inReplyTo: URL;
  told: RemoteInbox[];
}

/** A comment's place: the remote post it is on and the remote comment it answers, whichever there are. */
async function threadOf(
  ctx: Context<AppContext>,
  comment: { postId: string; parentCommentId: string | null },
): Promise<Thread | null> {
  const { db } = ctx.data;
  const post = await findRemoteTarget(db, 'post', comment.postId);
  const parentId = comment.parentCommentId;
  const parent = parentId && isId(parentId) ? await findRemoteTarget(db, 'comment', parentId) : undefined;
  const inReplyTo = parentId
    ? new URL(parent?.objectUri ?? ctx.getObjectUri(Note, { id: parentId }).href)
    : post && new URL(post.objectUri);
  const told = [post?.author, parent?.author].filter((author): author is RemoteInbox => author !== undefined);
  const unique = told.filter((author, i) => told.findIndex((other) => other.actorUri === author.actorUri) === i);
  return inReplyTo && unique.length > 0 ? { inReplyTo, told: unique } : null;
}

/**
 * A local person's comment as a Note answering the remote post it is on (or the comment it
 * replies to), addressed to everyone with a copy to the remote authors it answers, whom it
 * mentions (so their servers tell them). Served at `GET /ap/posts/<comment id>` too: posts and
 * comments share one space of ids.
 */
function commentNote(ctx: Context<AppContext>, comment: OutgoingComment, thread: Thread): Note {
  const told = thread.told.map((author) => new URL(author.actorUri));
  return new Note({
    id: ctx.getObjectUri(Note, { id: comment.commentId }),
    attribution: ctx.getActorUri(comment.authorId),
    to: PUBLIC_COLLECTION,
    ccs: [...told, ctx.getFollowersUri(comment.authorId)],
    replyTarget: thread.inReplyTo,
    content: noteHtml(comment.content, noLinks),
    mediaType: 'text/html',
    tags: told.map((href) => new Mention({ href })),
    published: instant(comment.createdAt),
    updated: comment.editedAt ? instant(comment.editedAt) : null,
  });
}

/** A comment of a reachable local person that answers a remote post or comment, as a Note; null for any other id. */
export async function noteOfComment(ctx: Context<AppContext>, commentId: string): Promise<Note | null> {
  if (!isId(commentId)) return null;
  const comment = await findOutgoingComment(ctx.data.db, commentId);
  const thread = comment && (await threadOf(ctx, comment));
  return comment && thread ? commentNote(ctx, comment, thread) : null;
}

/** What is sent, and to whom (besides, for a share, the person's followers). */
interface Outgoing {
  activity: Activity;
  told: RemoteInbox[];
}

/** A like or a share of a remote post (or its Undo); null when it is not to be sent (any more). */
async function reactionActivity(
  ctx: Context<AppContext>,
  change: InteractionChange,
  post: RemoteTarget,
): Promise<Outgoing | null> {
  const { db, config } = ctx.data;
  const actor = ctx.getActorUri(change.userId);
  const object = new URL(post.objectUri);
  const author = new URL(post.author.actorUri);
  const told = [post.author];
  if (change.kind === 'like') {
    const like = new Like({
      id: new URL(`/ap/likes/${change.userId}/${change.postId}/${change.at}`, config.publicOrigin),
      actor,
      object,
      to: author,
    });
    const liked = await likeExists(db, change.postId, change.userId);
    if (change.op === 'insert') return liked ? { activity: like, told } : null;
    return liked ? null : { activity: new Undo({ actor, object: like, to: author }), told };
  }
  if (!change.id) return null;
  const announce = new Announce({
    id: new URL(`/ap/shares/${change.id}`, config.publicOrigin),
    actor,
    object,
    to: PUBLIC_COLLECTION,
    ccs: [author, ctx.getFollowersUri(change.userId)],
    published: Temporal.Instant.fromEpochMilliseconds(change.at),
  });
  if (change.op === 'insert') return (await shareExists(db, change.id)) ? { activity: announce, told } : null;
  return { activity: new Undo({ actor, object: announce, to: PUBLIC_COLLECTION, cc: author }), told };
}

/** A comment's Create, Update or Delete; null when it is not to be sent (any more). */
async function commentActivity(ctx: Context<AppContext>, change: InteractionChange): Promise<Outgoing | null> {
  if (!change.id || !isId(change.id)) return null;
  const actor = ctx.getActorUri(change.userId);
  const comment = await findOutgoingComment(ctx.data.db, change.id);
  if (comment) {
    const thread = await threadOf(ctx, comment);
    if (!thread) return null;
    const note = commentNote(ctx, comment, thread);
    const addressing = { actor, object: note, to: PUBLIC_COLLECTION, ccs: note.ccIds };
    return { activity: change.op === 'insert' ? new Create(addressing) : new Update(addressing), told: thread.told };
  }
  if (change.op === 'insert') return null;
  // Gone (or no longer to be seen elsewhere): its Delete goes to those it answered.
  const thread = await threadOf(ctx, { postId: change.postId, parentCommentId: change.parentId });
  if (!thread) return null;
  const gone = new Tombstone({ id: ctx.getObjectUri(Note, { id: change.id }) });
  const activity = new Delete({
    actor,
    object: gone,
    to: PUBLIC_COLLECTION,
    ccs: thread.told.map((t) => new URL(t.actorUri)),
  });
  return { activity, told: thread.told };
}

/**
 * A local person liked, shared or commented a remote account's post, answered a remote account's
 * comment, or took it back (the `federation.interaction` job): the Like, Announce or Note (or its
 * Undo, Update, Delete) goes to the remote authors concerned (a share also to the person's
 * followers). Only a person reachable from other servers sends anything: the others' likes,
 * shares and comments stay on this server. The job reads the row as it is when it runs, so a like
 * taken back before it ran is not sent at all.
 */
export async function deliverInteraction(ctx: Context<AppContext>, change: InteractionChange): Promise<void> {
  const { db } = ctx.data;
  if (!isId(change.postId) || !isId(change.userId) || !(await findLocalPerson(db, change.userId))) return;
  let outgoing: Outgoing | null = null;
  if (change.kind === 'comment') outgoing = await commentActivity(ctx, change);
  else {
    const post = await findRemoteTarget(db, 'post', change.postId);
    if (post) outgoing = await reactionActivity(ctx, change, post);
  }
  if (!outgoing) return;
  const sender = { identifier: change.userId };
  // A share goes to the person's followers too: one delivery to each inbox for all of them.
  const followers = change.kind === 'share' ? await followerRecipients(db, change.userId) : [];
  await ctx.sendActivity(sender, [...outgoing.told.map(recipientOf), ...followers], outgoing.activity, {
    preferSharedInbox: true,
  });
}
