import type { Context } from '@fedify/fedify';
import type { AppContext } from '../../context';
import { isId } from '../../platform/input/ids';
import type { JobDefinition } from '../../platform/jobs/queue';
import { deliverCliquePost } from './groups.outbox';
import { deliverPersonPost } from './notes.outbox';
import type { PostChange } from './post-change';

/** The job the post trigger (migration 300) enqueues for every change of a public post or a clique's post. */
export const postDeliveryJobName = 'federation.post';

/** A context for work outside a request (jobs): the server's public origin, the app's context. */
export function jobContext(context: AppContext): Context<AppContext> {
  if (!context.federation) throw new Error('federation is off');
  return context.federation.createContext(new URL(context.config.publicOrigin), context);
}

/**
 * `federation.post`: tells other servers what became of a post. A clique's post is its Group's to
 * deliver (groups.outbox.ts); a person's goes to their followers (notes.outbox.ts). It reads the
 * post as it is when it runs, so a retry or a late run sends the latest state.
 */
export function postDeliveryJob(context: AppContext): JobDefinition<PostChange> {
  return {
    name: postDeliveryJobName,
    lane: 'federation',
    maxAttempts: 5,
    handler: async ({ payload }) => {
      if (!isId(payload.postId)) return;
      const ctx = jobContext(context);
      if (payload.cliqueId) await deliverCliquePost(ctx, payload);
      else await deliverPersonPost(ctx, payload);
    },
  };
}
