import type { RuntimeConfig } from '@cliques/runtime-config';

/**
 * Registers the service worker (/sw.js) in a production build, and gives it what this page loaded
 * before it was in control (on a first visit: the host page, its chunks, the first area's remote
 * files and the config), so the app starts offline from the next visit on. Files the worker already
 * holds are not fetched again.
 */
export function registerServiceWorker(config: RuntimeConfig): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // After the first page's files have loaded, so the worker keeps them all; the app works without it.
  const start = () => void handOver(config).catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function handOver(config: RuntimeConfig): Promise<void> {
  const { serviceWorker } = navigator;
  await serviceWorker.register('/sw.js');
  // Once the worker is in control it sees every request itself: what came before is in the timeline.
  if (!serviceWorker.controller)
    await new Promise((resolve) => serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  const urls = ['/', ...performance.getEntriesByType('resource').map((entry) => entry.name)];
  // The whole config: the worker answers /config.json with it offline.
  serviceWorker.controller?.postMessage({ type: 'keep-page', config, urls });
}
