import {
  pendingCliqueRequestCount,
  pendingFriendRequestCount,
  unreadMessageCount,
  unreadNotificationCount,
} from '@cliques/api-client';
import { sessionStore } from '@cliques/session';
import type { BadgeSources } from './badge-store';

/** The badge counts from the API, for the signed-in user. */
export const apiBadgeSources: BadgeSources = {
  unreadNotifications: () => unreadNotificationCount(),
  pendingFriendRequests: () => {
    const userId = sessionStore.user?.userId;
    return userId ? pendingFriendRequestCount(userId) : Promise.resolve(0);
  },
  unreadMessages: () => unreadMessageCount(),
  pendingCliqueRequests: () => pendingCliqueRequestCount(),
};
