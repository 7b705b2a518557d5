import type { RemoteVersions } from './cache-rules';
import { openPush, showPush } from './push-handlers';
import { answer, keepPage, remotesCache } from './worker-caches';

declare const self: ServiceWorkerGlobalScope;

/** What the page sends once the worker controls it: its config and the files it fetched without the worker. */
interface KeepPageMessage {
  type: 'keep-page';
  config: RemoteVersions;
  urls: string[];
}

self.addEventListener('install', (event) => {
  void self.skipWaiting();
  // Before it controls a page, the worker knows the remote versions: it keeps every remote file it answers.
  event.waitUntil(remotesCache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  const response = answer(request);
  if (response) event.respondWith(response);
});

self.addEventListener('message', (event) => {
  const data = event.data as KeepPageMessage | undefined;
  if (data?.type === 'keep-page' && Array.isArray(data.urls) && typeof data.config?.remotes === 'object')
    event.waitUntil(keepPage(data.config, data.urls));
});

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(self, readJson(event.data)));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPush(self, event.notification.data));
});

/** A push message's JSON, or null for none or anything else (the handlers show their fallback). */
function readJson(data: PushMessageData | null): unknown {
  try {
    return data?.json() ?? null;
  } catch {
    return null;
  }
}
