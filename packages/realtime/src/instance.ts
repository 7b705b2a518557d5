import { createRealtimeTicket } from '@cliques/api-client';
import { sessionStore } from '@cliques/session';
import { RealtimeClient } from './realtime-client';

/** The socket URL on the page's own origin (a remote's dev server proxies /ws to the app server). */
export function socketUrl(
  userId: string,
  ticket: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws?userId=${encodeURIComponent(userId)}&ticket=${encodeURIComponent(ticket)}`;
}

/**
 * The one realtime client of the page. This package is a federated singleton, so the host (badge)
 * and the chat area share this instance and its single socket.
 */
export const realtimeClient = new RealtimeClient({
  getTicket: () => createRealtimeTicket(),
  getUserId: () => sessionStore.user?.userId ?? null,
  url: (userId, ticket) => socketUrl(userId, ticket),
  createSocket: (url) => new WebSocket(url),
});
