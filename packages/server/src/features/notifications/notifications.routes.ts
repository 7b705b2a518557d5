import {
  MarkNotificationsBody,
  MarkNotificationsResponse,
  NotificationsQuery,
  NotificationsResponse,
  errorResponses,
} from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { getNotifications, markNotificationsRead } from './notifications.service';

const tags = ['notifications'];

/** The caller's notifications: list with filters and paging, and marking read. */
export const notificationRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Your notifications',
        operationId: 'listNotifications',
        querystring: NotificationsQuery,
        response: { 200: NotificationsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => getNotifications(db, callerOf(request).userId, request.query),
  );

  app.put(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Mark notifications read',
        operationId: 'markNotificationsRead',
        body: MarkNotificationsBody,
        // 404: an id that is not one of your notifications.
        response: { 200: MarkNotificationsResponse, ...errorResponses(400, 401, 404, 413) },
      },
    },
    async (request) => markNotificationsRead(db, callerOf(request).userId, request.body),
  );
};
