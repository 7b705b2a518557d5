import type { Context, Federation } from '@fedify/fedify';
import { Follow, Undo } from '@fedify/fedify/vocab';
import type { AppContext } from '../../context';
import { userExists } from '../people';
import { isId } from '../../platform/input/ids';
import type { JobDefinition } from '../../platform/jobs/queue';
import { jobContext } from './post-delivery.job';
import { recipientOf } from './recipients';
import { findRemoteActorById, serverPolicy } from './remote-actors.repository';
import { findRemoteFollow } from './remote-follows.repository';

/** What migration 303's trigger enqueues when a local person follows a remote account, or stops. */
export interface FollowChange {
  followerId: string;
  followedId: string;
  /** When the follow began (epoch milliseconds): part of the Follow's id, so its Undo names it. */
  since: number;
  undo: boolean;
}

/** The job of migration 303's trigger. */
export const followJobName = 'federation.follow';

/** Where a Follow a local person sent is: `/ap/follows/<follower>/<followed>/<since>`. */
const followPath = '/ap/follows/{follower}/{followed}/{since}';

/**
 * The Follow a local person sent a remote account: its id names both and when the follow began,
 * so the Undo sent later carries the same Follow, and a follow made again later is a new activity
 * (servers drop an id they have seen).
 */
function followActivity(ctx: Context<AppContext>, change: Omit<FollowChange, 'undo'>, followedUri: string): Follow {
  return new Follow({
    id: ctx.getObjectUri(Follow, {
      follower: change.followerId,
      followed: change.followedId,
      since: String(change.since),
    }),
    actor: ctx.getActorUri(change.followerId),
    object: new URL(followedUri),
  });
}

/**
 * Serves a Follow by its id while the follow lasts: a server that answers it with an Accept or a
 * Reject may quote it, and a quoted object from another origin is read again from its own (as
 * Fedify does before onRejectedFollow takes it back).
 */
export function registerFollowObjects(federation: Federation<AppContext>): void {
  federation.setObjectDispatcher(Follow, followPath, async (ctx, { follower, followed, since }) => {
    if (!isId(follower) || !isId(followed)) return null;
    const stored = await findRemoteFollow(ctx.data.db, follower, followed);
    if (stored?.since !== Number(since)) return null;
    return followActivity(ctx, { followerId: follower, followedId: followed, since: stored.since }, stored.followedUri);
  });
}

/**
 * `federation.follow`: sends the `Follow` (or its `Undo`) to the remote account's inbox, signed
 * with the follower's keys. Nothing goes to a blocked server, for an account no longer stored, or
 * for a follower who was erased since (their `Delete` tells the other side). Fedify's queue then
 * delivers it, with retries.
 */
export function followJob(context: AppContext): JobDefinition<FollowChange> {
  return {
    name: followJobName,
    lane: 'federation',
    maxAttempts: 5,
    handler: async ({ payload }) => {
      if (!isId(payload.followerId) || !isId(payload.followedId)) return;
      const remote = await findRemoteActorById(context.db, payload.followedId);
      if (!remote || (await serverPolicy(context.db, remote.host)) === 'block') return;
      if (!(await userExists(context.db, payload.followerId))) return;
      const ctx = jobContext(context);
      const follow = followActivity(ctx, payload, remote.actorUri);
      const activity = payload.undo
        ? new Undo({ id: new URL(`${follow.id?.href}#undo`), actor: follow.actorId, object: follow })
        : follow;
      await ctx.sendActivity({ identifier: payload.followerId }, recipientOf(remote), activity);
    },
  };
}
