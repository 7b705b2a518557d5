import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { cliqueRoutes } from './cliques';
import { followRoutes } from './follows';
import { friendRoutes } from './friends';
import { notificationRoutes } from './notifications';

/** The people-and-cliques area: cliques, friends, follows, suggestions and notifications. */
export async function socialRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  await app.register(cliqueRoutes, options);
  await app.register(friendRoutes, options);
  await app.register(followRoutes, options);
  await app.register(notificationRoutes, options);
}
