import { Delete, PUBLIC_COLLECTION } from '@fedify/fedify/vocab';
import type { AppContext } from '../../context';
import { isId } from '../../platform/input/ids';
import type { JobDefinition } from '../../platform/jobs/queue';
import { actorDeleteJobName, type ActorErasure } from '../departures';
import { findActorKeys } from './actors.repository';
import { deleteActorKeys } from './erasure.repository';
import { jobContext } from './post-delivery.job';
import { recipientOf } from './recipients';

/**
 * `federation.actor-delete` (enqueued by departures/ in the erasure's transaction): sends `Delete`
 * of the person's actor to the servers of the remote accounts that knew them (shared inboxes where
 * they have one), signed with the person's keys, which the erasure left in actor_keys for this;
 * then removes the keys. Fedify's queued deliveries carry the signing key
 * with them, so they still go out after. A run that finds no keys has already sent it.
 */
export function actorDeleteJob(context: AppContext): JobDefinition<ActorErasure> {
  return {
    name: actorDeleteJobName,
    lane: 'federation',
    maxAttempts: 5,
    handler: async ({ payload }) => {
      if (!isId(payload.userId) || !(await findActorKeys(context.db, payload.userId))) return;
      const ctx = jobContext(context);
      const actor = ctx.getActorUri(payload.userId);
      await ctx.sendActivity(
        { identifier: payload.userId },
        payload.recipients.map(recipientOf),
        new Delete({ id: new URL(`${actor.href}#delete`), actor, object: actor, to: PUBLIC_COLLECTION }),
        { preferSharedInbox: true },
      );
      await deleteActorKeys(context.db, payload.userId);
    },
  };
}
