import type { PushPayload } from '@cliques/contracts';

/** A window of this app the worker controls (WindowClient has these). */
interface AppWindow {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** What the push handlers need of the service worker's global scope (ServiceWorkerGlobalScope has it). */
export interface PushWorkerScope {
  location: { origin: string };
  navigator?: { language: string };
  registration: {
    showNotification(title: string, options: { body: string; data: { url: string }; tag?: string }): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<ReadonlyArray<AppWindow>>;
    openWindow(url: string): Promise<unknown>;
  };
}

/**
 * The text of a push the worker cannot read, in the browser's language (the worker has neither the
 * app's catalogs nor the person's stored choice; the server's pushes carry their own text).
 */
const fallbackBodies: Record<string, string> = {
  en: 'You have something new',
  es: 'Tienes algo nuevo',
  ar: 'لديك شيء جديد',
};

function fallbackFor(language: string): PushPayload {
  const body = fallbackBodies[language.slice(0, 2).toLowerCase()] ?? fallbackBodies.en;
  return { title: 'Cliques', body, url: '/notifications' };
}

/**
 * The payload the server sent, or the fallback (in `language`, a BCP 47 tag) for anything else; the
 * url only ever a path of this app.
 */
export function readPushPayload(data: unknown, language = 'en'): PushPayload {
  const fallback = fallbackFor(language);
  const value = data && typeof data === 'object' ? (data as Partial<Record<keyof PushPayload, unknown>>) : {};
  const text = (v: unknown, or: string) => (typeof v === 'string' && v.length > 0 ? v.slice(0, 200) : or);
  const url = typeof value.url === 'string' && /^\/(?!\/)/.test(value.url) ? value.url : fallback.url;
  const payload = { title: text(value.title, fallback.title), body: text(value.body, fallback.body), url };
  return typeof value.tag === 'string' && value.tag.length > 0 ? { ...payload, tag: value.tag.slice(0, 100) } : payload;
}

/**
 * The worker's `push` event: show the notification. Wire it as
 * `self.addEventListener('push', (e) => e.waitUntil(showPush(self, e.data?.json())))`.
 */
export function showPush(scope: PushWorkerScope, data: unknown): Promise<void> {
  const { title, body, url, tag } = readPushPayload(data, scope.navigator?.language);
  // A grouped notification's push replaces its group's line ("Ana and 49 others liked your post").
  return scope.registration.showNotification(title, { body, data: { url }, tag: tag ?? url });
}

/**
 * The worker's `notificationclick` event: focus an open window of the app on the notification's
 * page, or open one. Wire it as `e.notification.close(); e.waitUntil(openPush(self, e.notification.data))`.
 */
export async function openPush(scope: PushWorkerScope, data: unknown): Promise<void> {
  const { url } = readPushPayload(data);
  const target = new URL(url, scope.location.origin).href;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === scope.location.origin);
  if (!open) {
    await scope.clients.openWindow(target);
    return;
  }
  await open.focus();
  if (open.url !== target) await open.navigate(target);
}
