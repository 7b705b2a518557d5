import type { InboxContext } from '@fedify/fedify';
import { isActor, type Activity } from '@fedify/fedify/vocab';
import type { AppContext } from '../../context';
import type { Queryable } from '../../platform/database/database';
import { HttpError } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { persistActor } from './remote-actors';
import { findRemoteActor } from './remote-actors.repository';
import type { PostLikeObject } from './remote-note';
import { findCommentPost, findRemoteObject, postExists } from './remote-notes.repository';

/** The context every inbox handler gets. */
export type Ctx = InboxContext<AppContext>;

/** A post or a comment here that an object id names. */
export type Target = { postId: string; commentId: string | null };

/** Runs a service call for a remote account; what the service refuses (404, 403) is simply not done. */
export async function unlessRefused(action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}

/** The post or comment a local id is (a stored remote post may have been removed here since). */
export async function targetById(db: Queryable, id: string | undefined): Promise<Target | undefined> {
  if (!id || !isId(id)) return undefined;
  if (await postExists(db, id)) return { postId: id, commentId: null };
  const postId = await findCommentPost(db, id);
  return postId ? { postId, commentId: id } : undefined;
}

/** The post or comment an id is here: ours (`/ap/posts/<id>`), or, unless `oursOnly`, a remote one stored here. */
export async function targetOf(ctx: Ctx, uri: URL | null, oursOnly = false): Promise<Target | undefined> {
  if (!uri) return undefined;
  const parsed = ctx.parseUri(uri);
  if (parsed?.type === 'object') return targetById(ctx.data.db, parsed.values.id);
  return oursOnly ? undefined : targetById(ctx.data.db, (await findRemoteObject(ctx.data.db, uri.href))?.localId);
}

/** The local row of the remote account at an actor URI (fetched and stored on first sight); undefined for our own. */
export async function accountOf(ctx: Ctx, actorUri: URL | null): Promise<string | undefined> {
  if (!actorUri || actorUri.origin === ctx.origin) return undefined;
  const known = await findRemoteActor(ctx.data.db, actorUri.href);
  if (known) return known.userId;
  const actor = await ctx.lookupObject(actorUri).catch(() => null);
  return isActor(actor) && actor.id?.href === actorUri.href ? persistActor(ctx.data.db, actor) : undefined;
}

/** Senders' local rows already read for an activity (by the inbox's guard, with their server's policy). */
const knownSenders = new WeakMap<Activity, string>();

/** Notes the local row of an activity's sender, read already. */
export function rememberSender(activity: Activity, userId: string): void {
  knownSenders.set(activity, userId);
}

/** The local row of the remote account an activity comes from (stored on first sight); undefined for our own. */
export const senderOf = async (ctx: Ctx, activity: Activity) =>
  knownSenders.get(activity) ?? accountOf(ctx, activity.actorId);

/** Whether an object is its sender's own: attributed to them, and its id on their server. */
export const isOwnObject = (object: PostLikeObject, actorId: URL | null): object is PostLikeObject & { id: URL } =>
  actorId !== null &&
  object.id?.origin === actorId.origin &&
  object.attributionIds.some((id) => id.href === actorId.href);
