import type { FastifyInstance } from 'fastify';
import {
  MarkNotificationsBody,
  MarkNotificationsResponse,
  NotificationsQuery,
  NotificationsResponse,
} from '@cliques/contracts';
import type { Static } from '@sinclair/typebox';
import type { Database } from '../db/database';
import { callerOf } from '../plugins/auth';
import { getNotifications, markNotificationsRead } from '../services/notifications';

const tags = ['notifications'];

/** The caller's notifications: list with filters and paging, and marking read. */
export async function notificationRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get<{ Querystring: Static<typeof NotificationsQuery> }>(
    '/notifications',
    { schema: { tags, querystring: NotificationsQuery, response: { 200: NotificationsResponse } } },
    async (request) => getNotifications(db, callerOf(request).userId, request.query),
  );

  app.put<{ Body: Static<typeof MarkNotificationsBody> }>(
    '/notifications',
    { schema: { tags, body: MarkNotificationsBody, response: { 200: MarkNotificationsResponse } } },
    async (request) => markNotificationsRead(db, callerOf(request).userId, request.body),
  );
}
