import type { RuntimeConfig } from '@cliques/runtime-config';
import { routeOf } from '../sw/cache-rules';

/** What the page sends the worker: its config and files it fetched that the worker did not see. */
export interface KeepPageMessage {
  type: 'keep-page';
  config: RuntimeConfig;
  urls: string[];
}

/** A file the browser fetched for this page (resource timing): its URL and when its request started. */
type FetchedFile = Pick<PerformanceEntry, 'name' | 'startTime'>;

/** The parts of `navigator.serviceWorker` the hand-over uses. */
type WorkerContainer = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;

/**
 * Registers the service worker (/sw.js) in a production build and hands it every file this page
 * fetched without it (on a first visit: the host page, its chunks, the first area's remote files and
 * the config), so the app starts offline from the next visit on. The worker keeps each file it
 * answers itself; files it already holds are not fetched again.
 */
export function registerServiceWorker(config: RuntimeConfig): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  // From now on, not from the load event: a file requested before the worker is in control but
  // arriving after it must still be handed over, and the timeline's buffer (250 entries) can fill up.
  const stop = handOverFiles(serviceWorker, config, (take) => {
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type: 'resource', buffered: true });
    return () => observer.disconnect();
  });
  // After the first page's files have loaded, so installing the worker does not compete with them.
  const start = () => void serviceWorker.register('/sw.js').catch(stop);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * Sends the worker, once it controls the page, the files the page fetched without it: every file
 * whose request started before the worker took control, whenever its response ends (the browser
 * lists a file once it has arrived, so one still arriving at that moment is sent when it does), and
 * the page itself (`/`) on a first visit. A file requested later went through the worker, which keeps
 * it. Only files the worker keeps are listed (no API calls). Returns the function that stops watching.
 */
export function handOverFiles(
  serviceWorker: WorkerContainer,
  config: RuntimeConfig,
  watch: (take: (files: FetchedFile[]) => void) => () => void,
  now: () => number = () => performance.now(),
): () => void {
  // A page already in control from its start (a later visit) fetched everything through the worker.
  let controlledAt = serviceWorker.controller ? 0 : Infinity;
  const waiting = new Set<string>(serviceWorker.controller ? [] : ['/']);

  function send(): void {
    const { controller } = serviceWorker;
    if (!controller || waiting.size === 0) return;
    const message: KeepPageMessage = { type: 'keep-page', config, urls: [...waiting] };
    waiting.clear();
    controller.postMessage(message);
  }

  const stop = watch((files) => {
    for (const { name, startTime } of files) if (startTime < controlledAt && kept(name)) waiting.add(name);
    send();
  });
  serviceWorker.addEventListener('controllerchange', () => {
    if (controlledAt === Infinity) controlledAt = now();
    send();
  });
  return stop;
}

/** A file of this origin the worker keeps (the shell's or a remote's), not an API call or media; the config goes whole. */
function kept(url: string): boolean {
  const { origin, pathname } = new URL(url, location.href);
  const route = routeOf(pathname, 'no-cors');
  return origin === location.origin && (route === 'shell' || route === 'remote');
}
