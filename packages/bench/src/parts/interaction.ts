import type { Page } from '@playwright/test';
import { launchChromium } from '../lib/browser';
import { markdownTable, say } from '../lib/output';
import { ports } from '../lib/paths';
import { startAppServer } from '../lib/processes';
import { signedInUser } from '../lib/signed-in';
import { atMost, type PartReport } from '../lib/targets';

/** How many posts the feed holds when the Likes are measured, and how many Likes are measured. */
const postCount = 1000;
const likes = 10;
/** Chromium reports event timing entries from this duration on (its minimum). */
const durationThreshold = 16;

/** Writes `count` posts as the user, a few requests at a time (the server runs with WRITE_LIMITS=off). */
async function seedPosts(origin: string, idToken: string, count: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const response = await fetch(`${origin}/api/posts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: `Feed post ${next}: an ordinary line of text, like most posts. #bench` }),
      });
      if (response.status !== 201) throw new Error(`POST /api/posts answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

const posts = (page: Page) => page.locator('article[aria-label^="Post by"]');

/**
 * Presses Load more until the feed has every page (the list mounts only the cards near the viewport,
 * so the cards in the DOM do not count what is loaded); the first post written is then at the bottom.
 */
async function loadPosts(page: Page, count: number): Promise<number> {
  await posts(page).first().waitFor({ state: 'visible' });
  const more = page.getByRole('button', { name: /^(Load more|Loading\.\.\.)$/ });
  while (await more.isVisible()) {
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByRole('button', { name: 'Loading...' }).waitFor({ state: 'detached', timeout: 30_000 });
  }
  // At the bottom, the first post written (seeded 8 at a time, so among the last few) is mounted.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByText(/^Feed post 1:/).waitFor({ timeout: 10_000 });
  return count;
}

/** Starts recording event timing entries (interactions only) into `window.__interactions`. */
async function observeInteractions(page: Page): Promise<void> {
  await page.evaluate((threshold) => {
    const store = window as unknown as { __interactions: { id: number; name: string; duration: number }[] };
    store.__interactions = [];
    new PerformanceObserver((list) => {
      // interactionId: Chromium's id of the user interaction an event belongs to (not in TypeScript's DOM types yet).
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
        if (entry.interactionId)
          store.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: threshold, buffered: false } as PerformanceObserverInit);
  }, durationThreshold);
}

/** Each interaction's duration (the longest of its events); an interaction under the threshold counts as the threshold. */
async function interactionDurations(page: Page, expected: number): Promise<number[]> {
  const entries = await page.evaluate(
    () => (window as unknown as { __interactions: { id: number; duration: number }[] }).__interactions,
  );
  const byId = new Map<number, number>();
  for (const entry of entries) byId.set(entry.id, Math.max(byId.get(entry.id) ?? 0, entry.duration));
  const durations = [...byId.values()];
  while (durations.length < expected) durations.push(durationThreshold);
  return durations.sort((a, b) => a - b);
}

/**
 * The INP row: Like on a feed with 1,000 posts loaded (a signed-in user's own posts, Load more until
 * every page is loaded; the list mounts only the cards near the viewport), measured with Chromium's event timing. Each Like waits for the count to
 * change before the next; INP with fewer than 50 interactions is the longest one.
 */
export async function interactionBench(): Promise<PartReport> {
  const browser = await launchChromium();
  const server = await startAppServer({ port: ports.app, env: { WRITE_LIMITS: 'off' } });
  try {
    const user = await signedInUser(browser, server.origin, 0);
    say(`interaction: seeding ${postCount} posts…`);
    await seedPosts(server.origin, user.idToken, postCount);
    const context = await browser.newContext({ baseURL: server.origin, storageState: user.storageState });
    const page = await context.newPage();
    await page.goto('/feed');
    const shown = await loadPosts(page, postCount);
    await observeInteractions(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let n = 0; n < likes; n += 1) {
      // Spread over the list: scroll to the next tenth, then like the first card wholly in view there.
      await page.evaluate((y) => window.scrollTo(0, y), Math.floor((n * height) / likes));
      await page.waitForTimeout(300);
      const href = await page.evaluate(() => {
        for (const card of document.querySelectorAll('article[aria-label^="Post by"]')) {
          const { top, bottom } = card.getBoundingClientRect();
          const like = card.querySelector('button[title="Like"]');
          if (like?.textContent?.includes('Like (0)') && top >= 0 && bottom <= window.innerHeight)
            return card.querySelector('a.feed-post-time')?.getAttribute('href');
        }
        throw new Error('No card to like in view');
      });
      const card = posts(page).filter({ has: page.locator(`a.feed-post-time[href="${href}"]`) });
      await card.getByRole('button', { name: /^Like \(0\)/ }).click();
      await card.getByRole('button', { name: /^Like \(1\)/ }).waitFor();
    }
    await page.waitForTimeout(500);
    const durations = await interactionDurations(page, likes);
    await context.close();
    const inp = durations[durations.length - 1] as number;
    const median = durations[Math.floor(durations.length / 2)] as number;
    say(`interaction: Like with ${shown} posts on the page, INP ${inp} ms (median ${median} ms)`);
    return {
      part: 'interaction',
      title: `Interaction (Like on a feed with ${shown} posts loaded; Chromium event timing, durationThreshold ${durationThreshold} ms)`,
      markdown: markdownTable(
        ['interaction', 'posts on the page', 'Likes', 'median', 'INP (longest)'],
        [['Like', shown, likes, `${median} ms`, `${inp} ms`]],
      ),
      targets: [atMost(`Like with ${postCount} posts loaded: INP`, inp, 50, (n) => `${n} ms`)],
    };
  } finally {
    await server.stop();
    await browser.close();
  }
}
