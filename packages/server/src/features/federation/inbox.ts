import type { Federation, InboxContext } from '@fedify/fedify';
import {
  Accept,
  Announce,
  Create,
  Delete,
  Flag,
  Follow,
  Like,
  Reject,
  Undo,
  Update,
  type Activity,
} from '@fedify/fedify/vocab';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { onPersonFollow, onRejectedFollow, onUndoFollow } from './follows.inbox';
import { onGroupFollow, onUndoGroupFollow } from './groups.inbox';
import { onCreate, onDelete, onUpdate } from './notes.inbox';
import { onAnnounce, onLike, onUndoAnnounce, onUndoLike } from './reactions.inbox';
import { onFlag } from './safety.inbox';
import { rememberSender } from './inbox-lookups';
import { senderStanding } from './remote-actors.repository';

type Listener<A extends Activity> = (ctx: InboxContext<AppContext>, activity: A) => Promise<void>;

/**
 * Drops whatever comes from a server an admin blocked; everything else goes to its listener, the
 * sender's local row (read with the policy) already known to `senderOf`.
 */
function guarded<A extends Activity>(listener: Listener<A>): Listener<A> {
  return async (ctx, activity) => {
    const actorId = activity.actorId;
    if (!actorId?.host) return;
    const { policy, userId } = await senderStanding(ctx.data.db, actorId.host, actorId.href);
    if (policy === 'block') return;
    if (userId) rememberSender(activity, userId);
    await listener(ctx, activity);
  };
}

/**
 * Every local actor's inbox and the shared inbox (`/ap/inbox`): Fedify checks each request's
 * signature, then the activity goes to what handles it here. An unknown kind is ignored.
 */
export function registerInbox(federation: Federation<AppContext>, log: FastifyBaseLogger): void {
  federation
    .setInboxListeners('/ap/actors/{identifier}/inbox', '/ap/inbox')
    .on(
      Follow,
      guarded(async (ctx, follow) => {
        const target = follow.objectId && ctx.parseUri(follow.objectId);
        if (target?.type !== 'actor') return;
        await onPersonFollow(ctx, follow, target.identifier);
        await onGroupFollow(ctx, follow, target.identifier);
      }),
    )
    .on(
      Undo,
      guarded(async (ctx, undo) => {
        const object = await undo.getObject(ctx);
        if (object instanceof Follow) {
          await onUndoFollow(ctx, undo, object);
          await onUndoGroupFollow(ctx, undo, object);
        } else if (object instanceof Like) await onUndoLike(ctx, undo, object);
        else if (object instanceof Announce) await onUndoAnnounce(ctx, undo, object);
      }),
    )
    .on(
      Accept,
      guarded(async () => undefined),
    )
    .on(Reject, guarded(onRejectedFollow))
    .on(Create, guarded(onCreate))
    .on(Update, guarded(onUpdate))
    .on(Delete, guarded(onDelete))
    .on(Like, guarded(onLike))
    .on(Announce, guarded(onAnnounce))
    .on(Flag, guarded(onFlag))
    .onError((_ctx, error) => {
      log.warn({ err: error }, 'federation: an incoming activity failed');
    });
}
