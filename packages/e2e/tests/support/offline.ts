import { expect, type Page } from '@playwright/test';

/**
 * Waits until the service worker controls the page and keeps the page's files: the host page and
 * the files of the current remotes (what an offline start needs).
 */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const names = await caches.keys();
          const remotes = names.find((name) => name.startsWith('cliques-remotes-'));
          const shell = await caches.match('/', { cacheName: 'cliques-shell-v1' });
          return Boolean(shell && remotes && (await (await caches.open(remotes)).keys()).length > 0);
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}
