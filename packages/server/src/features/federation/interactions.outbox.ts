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
  findRemotePostTarget,
  likeExists,
  shareExists,
  type OutgoingComment,
  type RemotePostTarget,
} from './interactions.repository';
import { noteHtml } from './note-html';
import { recipientOf } from './recipients';
import type { RemoteInbox } from './remote-actors.repository';

/** What the interaction trigger (migration 301) enqueues: a local person's like, share or comment on a remote post. */
export interface InteractionChange {
  kind: 'like' | 'share' | 'comment';
  op: 'insert' | 'update' | 'delete';
  postId: string;
  userId: string;
  /** The share's or the comment's id; null for a like. */
  id: string | null;
  /** When the like, share or comment was made (ms): a like's id is made of it. */
  at: number;
}

const instant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(new Date(date).getTime());
const noLinks = { hashtagUrl: () => '', hashtags: new Set<string>(), mentions: new Map<string, string>() };

/**
 * A local person's comment on a remote post as a Note answering that post (or the comment it
 * replies to), addressed to everyone with a copy to the post's author, whom it mentions (so their
 * server tells them). Served at `GET /ap/posts/<comment id>` too: posts and comments share ids' space.
 */
function commentNote(ctx: Context<AppContext>, comment: OutgoingComment, target: RemotePostTarget): Note {
  const parentUri = comment.parent
    ? (comment.parent.objectUri ?? ctx.getObjectUri(Note, { id: comment.parent.commentId }).href)
    : target.objectUri;
  const author = new URL(target.author.actorUri);
  return new Note({
    id: ctx.getObjectUri(Note, { id: comment.commentId }),
    attribution: ctx.getActorUri(comment.authorId),
    to: PUBLIC_COLLECTION,
    ccs: [author, ctx.getFollowersUri(comment.authorId)],
    replyTarget: new URL(parentUri),
    content: noteHtml(comment.content, noLinks),
    mediaType: 'text/html',
    tags: [new Mention({ href: author })],
    published: instant(comment.createdAt),
    updated: comment.editedAt ? instant(comment.editedAt) : null,
  });
}

/** A comment of a reachable local person on a remote post, as a Note; null for any other id. */
export async function noteOfComment(ctx: Context<AppContext>, commentId: string): Promise<Note | null> {
  if (!isId(commentId)) return null;
  const comment = await findOutgoingComment(ctx.data.db, commentId);
  const target = comment && (await findRemotePostTarget(ctx.data.db, comment.postId));
  return comment && target ? commentNote(ctx, comment, target) : null;
}

/** The activity a like, share or comment change becomes; null when nothing is to be sent (any more). */
async function activityOf(
  ctx: Context<AppContext>,
  change: InteractionChange,
  target: RemotePostTarget,
): Promise<{ activity: Activity; also: RemoteInbox[] } | null> {
  const { db, config } = ctx.data;
  const actor = ctx.getActorUri(change.userId);
  const post = new URL(target.objectUri);
  const author = new URL(target.author.actorUri);
  if (change.kind === 'like') {
    const like = new Like({
      id: new URL(`/ap/likes/${change.userId}/${change.postId}/${change.at}`, config.publicOrigin),
      actor,
      object: post,
      to: author,
    });
    const liked = await likeExists(db, change.postId, change.userId);
    if (change.op === 'insert') return liked ? { activity: like, also: [] } : null;
    return liked ? null : { activity: new Undo({ actor, object: like, to: author }), also: [] };
  }
  if (change.kind === 'share' && change.id) {
    const announce = new Announce({
      id: new URL(`/ap/shares/${change.id}`, config.publicOrigin),
      actor,
      object: post,
      to: PUBLIC_COLLECTION,
      ccs: [author, ctx.getFollowersUri(change.userId)],
      published: Temporal.Instant.fromEpochMilliseconds(change.at),
    });
    if (change.op === 'insert') return (await shareExists(db, change.id)) ? { activity: announce, also: [] } : null;
    return { activity: new Undo({ actor, object: announce, to: PUBLIC_COLLECTION, cc: author }), also: [] };
  }
  if (change.kind !== 'comment' || !change.id) return null;
  const comment = await findOutgoingComment(db, change.id);
  if (!comment) {
    if (change.op === 'insert') return null;
    const gone = new Tombstone({ id: ctx.getObjectUri(Note, { id: change.id }) });
    return { activity: new Delete({ actor, object: gone, to: PUBLIC_COLLECTION, cc: author }), also: [] };
  }
  const note = commentNote(ctx, comment, target);
  const addressing = { actor, object: note, to: PUBLIC_COLLECTION, ccs: note.ccIds };
  const activity = change.op === 'insert' ? new Create(addressing) : new Update(addressing);
  const parentAuthor = comment.parent?.author;
  return { activity, also: parentAuthor && parentAuthor.actorUri !== author.href ? [parentAuthor] : [] };
}

/**
 * A local person liked, shared or commented a remote account's post, or took it back (the
 * `federation.interaction` job): the Like, Announce or Note (or its Undo, Update, Delete) goes to
 * the post's author (a reply also to the author of the comment it answers; a share also to the
 * person's followers). Only a person reachable from other servers sends anything: the others'
 * likes, shares and comments stay on this server. The job reads the row as it is when it runs, so
 * a like taken back before it ran is not sent at all.
 */
export async function deliverInteraction(ctx: Context<AppContext>, change: InteractionChange): Promise<void> {
  const { db } = ctx.data;
  if (!isId(change.postId) || !isId(change.userId) || !(await findLocalPerson(db, change.userId))) return;
  const target = await findRemotePostTarget(db, change.postId);
  if (!target) return;
  const built = await activityOf(ctx, change, target);
  if (!built) return;
  const sender = { identifier: change.userId };
  const recipients = [target.author, ...built.also].map(recipientOf);
  await ctx.sendActivity(sender, recipients, built.activity, { preferSharedInbox: true });
  if (change.kind === 'share') await ctx.sendActivity(sender, 'followers', built.activity, { preferSharedInbox: true });
}
