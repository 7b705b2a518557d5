import type { FastifyInstance, RouteOptions } from 'fastify';
import { ErrorBody } from '@cliques/contracts';
import type { AppContext, RoutePlugin } from '../context';
import { accountRoutes } from './account/account.routes';
import { adminRoutes } from './deploy/deploy.routes';
import { moderationRoutes } from './moderation/moderation.routes';
import { cliqueReportRoutes } from './moderation/clique-reports.routes';
import { realtimeRoutes } from './realtime/realtime.routes';
import { pushRoutes } from './push/push.routes';
import { allowedWhileSuspended, suspensionCheck } from './people/suspension';
import { languageMemory } from './people/language-memory.plugin';
import { apiScope } from '../platform/http/api-scope.plugin';
import { authPlugin } from '../platform/http/auth.plugin';
import { safetyRoutes } from './safety/safety.routes';
import { writeLimitsPlugin } from '../platform/write-limits/write-limits.plugin';
import { cliqueRoutes } from './cliques/cliques.routes';
import { commentRoutes } from './comments/comments.routes';
import { commentEditRoutes } from './comments/comment-edits.routes';
import { historyRoutes } from './history/history.routes';
import { contactRoutes } from './contact/contact.routes';
import { followRoutes } from './follows/follows.routes';
import { friendRoutes } from './friends/friends.routes';
import { hashtagRoutes } from './hashtags/hashtags.routes';
import { healthRoutes } from '../platform/operations/health.routes';
import { mediaRoutes } from './media/media.routes';
import { messageRoutes } from './chat/chat.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { heldPostRoutes } from './posts/held-posts.routes';
import { postRoutes } from './posts/posts.routes';
import { quoteRoutes } from './posts/quotes.routes';
import { reactionRoutes } from './reactions/reactions.routes';
import { shareRoutes } from './shares/shares.routes';
import { bookmarkRoutes } from './bookmarks/bookmarks.routes';
import { searchRoutes } from './search/search.routes';
import { pollRoutes } from './polls/polls.routes';
import { eventRoutes } from './events/events.routes';
import { calendarRoutes } from './events/calendar.routes';
import { galleryRoutes } from './gallery/gallery.routes';
import { userRoutes } from './people/people.routes';
import { serverPolicyRoutes } from './federation/servers.routes';

/** Every area's routes under /api, each a plugin given the one context. */
const areas: RoutePlugin[] = [
  healthRoutes,
  contactRoutes,
  userRoutes,
  messageRoutes,
  realtimeRoutes,
  cliqueRoutes,
  friendRoutes,
  followRoutes,
  notificationRoutes,
  safetyRoutes,
  pollRoutes,
  eventRoutes,
  calendarRoutes,
  postRoutes,
  heldPostRoutes,
  galleryRoutes,
  reactionRoutes,
  shareRoutes,
  quoteRoutes,
  bookmarkRoutes,
  commentEditRoutes,
  historyRoutes,
  searchRoutes,
  commentRoutes,
  hashtagRoutes,
  mediaRoutes,
  accountRoutes,
  moderationRoutes,
  cliqueReportRoutes,
  pushRoutes,
  serverPolicyRoutes,
];

/**
 * A suspended caller's writes are refused with 403 `suspended` (people/suspension.ts): every route
 * that check can refuse — a write with a caller, not among those allowed while suspended — declares
 * that answer, so the OpenAPI document names it.
 */
function declareSuspendedRefusal(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const refusable = methods.some(
    (method) => !['GET', 'HEAD', 'OPTIONS'].includes(method) && !allowedWhileSuspended.has(`${method} ${route.url}`),
  );
  if (!refusable || route.config?.public || !route.schema?.response) return;
  route.schema.response = { 403: ErrorBody, ...(route.schema.response as object) };
}

/**
 * The account routes' summaries and operation ids for the OpenAPI document, until their schemas in
 * account/account.routes.ts carry them (what a route's schema says wins).
 */
const accountOperations: Record<string, { summary: string; operationId: string }> = {
  'GET /api/account/export': { summary: 'Download all your data as a zip', operationId: 'exportAccount' },
  'POST /api/account/export-link': { summary: 'A download link for your data', operationId: 'createExportLink' },
  'DELETE /api/account': { summary: 'Erase your account', operationId: 'deleteAccount' },
};

function nameAccountOperation(route: RouteOptions): void {
  const named = accountOperations[`${String(route.method)} ${route.url}`];
  if (named && route.schema) route.schema = { ...named, ...route.schema };
}

/** The /api scope: one bearer hook for all of it (routes opt out with `config.public`), then each area. */
export async function apiRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.addHook('onRoute', declareSuspendedRefusal);
  app.addHook('onRoute', nameAccountOperation);
  await app.register(authPlugin, { verify: context.verifyIdToken });
  await app.register(suspensionCheck, { db: context.db });
  await app.register(languageMemory, { db: context.db });
  await app.register(writeLimitsPlugin, { limiter: context.writeLimiter });
  await app.register(apiScope);
  for (const routes of areas) await app.register(routes, { context });
  await app.register(adminRoutes, { prefix: '/admin', context });
}
