import type { Federation } from '@fedify/fedify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { addFederationApiHooks } from './api-hooks';
import { federationBridge } from './bridge';
import { createCliquesFederation } from './federation';
import { DatabaseKvStore } from './kv-store.repository';
import { JobMessageQueue } from './message-queue';
import { defineReach } from './reach';
import { interactionDeliveryJob } from './interaction-delivery.job';
import { postDeliveryJob } from './post-delivery.job';
import { postMediaRoutes } from './post-media.routes';
import { setFederationEnabled } from './state.repository';

/** How often expired rows of Fedify's store are removed (seconds). */
const kvPruneSeconds = 3600;

/**
 * Federation without HTTP: Fedify on the job queue and the database's store, its actors, objects
 * and collections, and every job that sends or takes activities; sets `context.federation`. The
 * server builds it (mountFederation) and so does the delivery thread that runs those jobs.
 */
export function createFederationServices(context: AppContext, log: FastifyBaseLogger): Federation<AppContext> {
  const { db, jobs } = context;
  const queue = new JobMessageQueue(jobs);
  jobs.define(queue.definition());
  const kv = new DatabaseKvStore(db);
  jobs.define({
    name: 'federation.kv-prune',
    everySeconds: kvPruneSeconds,
    handler: async () => void (await kv.prune()),
  });
  const federation = createCliquesFederation(context, queue, log);
  context.federation = federation;
  defineReach(context, federation);
  jobs.define(postDeliveryJob(context));
  jobs.define(interactionDeliveryJob(context));
  return federation;
}

/** Hands Fedify the messages of its queue (as the `federation` lane's jobs run) until the returned stop is called. */
export function listenToFederationQueue(federation: Federation<AppContext>, context: AppContext): () => void {
  const stop = new AbortController();
  void federation.startQueue(context, { signal: stop.signal });
  return () => stop.abort();
}

/**
 * Turns federation on or off for this server (FEDERATION): the database learns which, so posts
 * enqueue deliveries only while it is on. On, Fedify's routes answer, its queue runs on the job
 * queue and `context.federation` is set for the features that send activities.
 */
export async function mountFederation(app: FastifyInstance, context: AppContext): Promise<void> {
  await setFederationEnabled(context.db, context.config.federation.enabled);
  if (!context.config.federation.enabled) return;
  const federation = createFederationServices(context, app.log);
  addFederationApiHooks(app, context);
  await app.register(postMediaRoutes, { context });
  await federationBridge(app, { federation, context });
  const stopListening = listenToFederationQueue(federation, context);
  app.addHook('onClose', async () => stopListening());
}
