import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { federationBridge } from './bridge';
import { createCliquesFederation } from './federation';
import { DatabaseKvStore } from './kv-store.repository';
import { JobMessageQueue } from './message-queue';
import { mountReach } from './reach';
import { interactionDeliveryJob } from './interaction-delivery.job';
import { postDeliveryJob } from './post-delivery.job';
import { postMediaRoutes } from './post-media.routes';
import { setFederationEnabled } from './state.repository';

/** How often expired rows of Fedify's store are removed (seconds). */
const kvPruneSeconds = 3600;

/**
 * Turns federation on or off for this server (FEDERATION): the database learns which, so posts
 * enqueue deliveries only while it is on. On, Fedify's routes answer, its queue runs on the job
 * queue and `context.federation` is set for the features that send activities.
 */
export async function mountFederation(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, jobs, config } = context;
  await setFederationEnabled(db, config.federation.enabled);
  if (!config.federation.enabled) return;
  const queue = new JobMessageQueue(jobs);
  jobs.define(queue.definition());
  const kv = new DatabaseKvStore(db);
  jobs.define({
    name: 'federation.kv-prune',
    everySeconds: kvPruneSeconds,
    handler: async () => void (await kv.prune()),
  });
  const federation = createCliquesFederation(context, queue, app.log);
  context.federation = federation;
  mountReach(app, context, federation);
  jobs.define(postDeliveryJob(context));
  jobs.define(interactionDeliveryJob(context));
  await app.register(postMediaRoutes, { context });
  await federationBridge(app, { federation, context });
  const stop = new AbortController();
  void federation.startQueue(context, { signal: stop.signal });
  app.addHook('onClose', async () => stop.abort());
}
