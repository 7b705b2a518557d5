import type { FastifyInstance } from 'fastify';
import type { AppContext, RoutePlugin } from '../context';
import { accountRoutes } from '../account/routes';
import { adminRoutes } from '../deploy/admin-routes';
import { moderationRoutes } from '../moderation/routes';
import { pushRoutes } from '../push/routes';
import { suspensionCheck } from '../moderation/suspension';
import { languageMemory } from '../i18n/language-memory';
import { apiScope } from '../plugins/api-scope';
import { authPlugin } from '../plugins/auth';
import { safetyRoutes } from '../safety/routes';
import { writeLimitsPlugin } from '../write-limits/plugin';
import { cliqueRoutes } from './cliques';
import { commentRoutes } from './comments';
import { contactRoutes } from './contact';
import { followRoutes } from './follows';
import { friendRoutes } from './friends';
import { hashtagRoutes } from './hashtags';
import { healthRoutes } from './health';
import { mediaRoutes } from './media';
import { messageRoutes } from './messages';
import { notificationRoutes } from './notifications';
import { postRoutes } from './posts';
import { userRoutes } from './users';

/** Every area's routes under /api, each a plugin given the one context. */
const areas: RoutePlugin[] = [
  healthRoutes,
  contactRoutes,
  userRoutes,
  messageRoutes,
  cliqueRoutes,
  friendRoutes,
  followRoutes,
  notificationRoutes,
  safetyRoutes,
  postRoutes,
  commentRoutes,
  hashtagRoutes,
  mediaRoutes,
  accountRoutes,
  moderationRoutes,
  pushRoutes,
];

/** The /api scope: one bearer hook for all of it (routes opt out with `config.public`), then each area. */
export async function apiRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(authPlugin, { verify: context.verifyIdToken });
  await app.register(suspensionCheck, { db: context.db });
  await app.register(languageMemory, { db: context.db });
  await app.register(writeLimitsPlugin, { limiter: context.writeLimiter });
  await app.register(apiScope);
  for (const routes of areas) await app.register(routes, { context });
  await app.register(adminRoutes, { prefix: '/admin', context });
}
