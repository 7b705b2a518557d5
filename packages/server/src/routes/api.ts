import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { accountRoutes } from '../account/routes';
import { adminRoutes } from '../deploy/admin-routes';
import { moderationRoutes } from '../moderation/routes';
import { suspensionCheck } from '../moderation/suspension';
import { apiScope } from '../plugins/api-scope';
import { authPlugin } from '../plugins/auth';
import { safetyRoutes } from '../safety/routes';
import { contactRoutes } from './contact';
import { healthRoutes } from './health';
import { userRoutes } from './users';
import { messageRoutes } from './messages';
import { postsAreaRoutes } from './posts-area';
import { socialRoutes } from './social';
import { writeLimitsPlugin } from '../write-limits/plugin';

/** The /api scope: one bearer hook for all of it (routes opt out with `config.public`), then each area. */
export async function apiRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(authPlugin, { verify: context.verifyIdToken });
  await app.register(suspensionCheck, { db: context.db });
  await app.register(writeLimitsPlugin, { limiter: context.writeLimiter });
  await app.register(apiScope);
  await app.register(healthRoutes, { db: context.db });
  await app.register(contactRoutes, { context });
  await app.register(userRoutes, { db: context.db, admins: new Set(context.config.adminUsers) });
  await app.register(messageRoutes, { db: context.db });
  await app.register(socialRoutes, { db: context.db });
  await app.register(safetyRoutes, { db: context.db });
  await app.register(postsAreaRoutes, { context });
  await app.register(accountRoutes, { context });
  await app.register(moderationRoutes, { context });
  const { config, db, releaseStore: store, bundle, verifyIdToken: verify } = context;
  await app.register(adminRoutes, { prefix: '/admin', deps: { config, db, store, bundle }, verify });
}
