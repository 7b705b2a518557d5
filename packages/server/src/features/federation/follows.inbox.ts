import type { InboxContext } from '@fedify/fedify';
import { Accept, Follow, Reject, Undo } from '@fedify/fedify/vocab';
import type { AppContext } from '../../context';
import { HttpError } from '../../platform/http/errors';
import { follow, unfollow } from '../follows';
import { findLocalPerson } from './actors.repository';
import { persistActor } from './remote-actors';
import { findRemoteActor } from './remote-actors.repository';

/**
 * A remote account follows a local person: stored as a follow (the person is told, as of a local
 * follower) and accepted at once. A person someone blocked, or who blocked them, rejects it.
 * Follows of a clique's Group are joins (groups.inbox.ts).
 */
export async function onPersonFollow(
  ctx: InboxContext<AppContext>,
  activity: Follow,
  identifier: string,
): Promise<void> {
  const { db } = ctx.data;
  if (!(await findLocalPerson(db, identifier))) return;
  const actor = await activity.getActor(ctx);
  if (!actor) return;
  const followerId = await persistActor(db, actor);
  if (!followerId) return;
  let accepted = true;
  try {
    await follow(db, followerId, identifier);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    accepted = false;
  }
  const answer = accepted
    ? new Accept({ actor: ctx.getActorUri(identifier), object: activity })
    : new Reject({ actor: ctx.getActorUri(identifier), object: activity });
  await ctx.sendActivity({ identifier }, actor, answer);
}

/** A remote account stops following a local person. */
export async function onUndoFollow(ctx: InboxContext<AppContext>, undo: Undo, followed: Follow): Promise<void> {
  const { db } = ctx.data;
  if (!undo.actorId || !followed.objectId) return;
  const parsed = ctx.parseUri(followed.objectId);
  if (parsed?.type !== 'actor') return;
  const remote = await findRemoteActor(db, undo.actorId.href);
  if (remote) await unfollow(db, remote.userId, parsed.identifier);
}

/**
 * A remote account refused a local person's follow (or a server took it back): the follow goes.
 * The embedded Follow is ours, so it is read as sent, not fetched again from us by its id (we do not
 * serve it); trusting it is safe: a signed Reject only ever ends a follow of its own sender.
 */
export async function onRejectedFollow(ctx: InboxContext<AppContext>, reject: Reject): Promise<void> {
  const { db } = ctx.data;
  const object = await reject.getObject({
    documentLoader: ctx.documentLoader,
    contextLoader: ctx.contextLoader,
    crossOrigin: 'trust',
  });
  if (!(object instanceof Follow) || !reject.actorId || !object.actorId) return;
  const parsed = ctx.parseUri(object.actorId);
  if (parsed?.type !== 'actor') return;
  const remote = await findRemoteActor(db, reject.actorId.href);
  if (remote) await unfollow(db, parsed.identifier, remote.userId);
}
