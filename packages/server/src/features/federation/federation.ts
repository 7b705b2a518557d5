import { createExponentialBackoffPolicy, createFederation, type Federation } from '@fedify/fedify';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { registerActors } from './actors';
import { usage } from './actors.repository';
import { registerCollections } from './collections';
import { documentLoaderOptions } from './document-loader';
import { registerGroups } from './groups';
import { registerInbox } from './inbox';
import { DatabaseKvStore } from './kv-store.repository';
import type { JobMessageQueue } from './message-queue';
import { registerObjects } from './objects';

/** The server's software as NodeInfo and User-Agent name it. */
export const software = { name: 'cliques', version: '0.1.0' };

/** How long NodeInfo's counts are kept before they are counted again. */
const usageTtlMs = 10 * 60_000;

/**
 * The one Fedify federation of the server: its store and queue on the server's database and job
 * queue, the origin other servers know it by (PUBLIC_ORIGIN), deliveries retried for about a day
 * (30 s doubling up to 4 h, 14 tries), and private addresses reachable only outside production.
 */
export function createCliquesFederation(
  context: AppContext,
  queue: JobMessageQueue,
  log: FastifyBaseLogger,
): Federation<AppContext> {
  const { config, db } = context;
  const federation = createFederation<AppContext>({
    kv: new DatabaseKvStore(db),
    queue,
    origin: config.publicOrigin,
    manuallyStartQueue: true,
    ...documentLoaderOptions(context, { software: `Cliques/${software.version}`, url: new URL(config.publicOrigin) }),
    outboxRetryPolicy: createExponentialBackoffPolicy({
      initialDelay: { seconds: 30 },
      factor: 2,
      maxDelay: { hours: 4 },
      maxAttempts: 14,
    }),
    onOutboxError: (error, activity) =>
      log.warn({ err: error, activity: activity?.id?.href }, 'federation: a delivery failed'),
  });
  registerActors(federation);
  registerCollections(federation);
  registerObjects(federation);
  registerGroups(federation, context);
  registerInbox(federation, log);
  let counted: { at: number; users: number; posts: number } | undefined;
  federation.setNodeInfoDispatcher('/nodeinfo/2.1', async () => {
    if (!counted || Date.now() - counted.at > usageTtlMs) counted = { at: Date.now(), ...(await usage(db)) };
    return {
      software: { ...software, homepage: new URL(config.publicOrigin) },
      protocols: ['activitypub'],
      usage: { users: { total: counted.users }, localPosts: counted.posts, localComments: 0 },
      openRegistrations: true,
    };
  });
  return federation;
}
