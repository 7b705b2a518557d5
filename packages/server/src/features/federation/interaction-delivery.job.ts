import type { AppContext } from '../../context';
import type { JobDefinition } from '../../platform/jobs/queue';
import { deliverInteraction, type InteractionChange } from './interactions.outbox';
import { jobContext } from './post-delivery.job';

/** The job the interaction trigger (migration 301) enqueues for a local like, share or comment of a remote post. */
export const interactionDeliveryJobName = 'federation.interaction';

/** `federation.interaction`: sends a local person's like, share or comment of a remote post (interactions.outbox.ts). */
export function interactionDeliveryJob(context: AppContext): JobDefinition<InteractionChange> {
  return {
    name: interactionDeliveryJobName,
    lane: 'federation',
    maxAttempts: 5,
    handler: async ({ payload }) => deliverInteraction(jobContext(context), payload),
  };
}
