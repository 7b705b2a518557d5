import { expect, test, type Page } from './support/fixtures';
import { createAccount, signIn } from './support/accounts';
import { ownInstanceWithoutWriteLimits } from './support/own-instance';
import { idTokenOf } from './support/dev-remote';

const app = ownInstanceWithoutWriteLimits('long-feed');
const total = 1000;

/** Writes `count` posts as the account through the API, a few at a time: "Long feed post 1" is the oldest. */
async function seedPosts(token: string, count: number): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  await fetch(`${app.url}/api/users/sync`, { method: 'POST', headers: { authorization: headers.authorization } });
  for (let start = 1; start <= count; start += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, count - start + 1) }, async (_, i) => {
        const response = await fetch(`${app.url}/api/posts`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ content: `Long feed post ${start + i}` }),
        });
        if (response.status !== 201) throw new Error(`POST /api/posts answered ${response.status}`);
      }),
    );
  }
}

const cards = (page: Page) => page.getByRole('region', { name: 'Posts' }).getByRole('article');

/** The first card wholly inside the viewport: its text's post number and its top edge. */
async function firstCardInView(page: Page): Promise<{ n: number; top: number }> {
  return page.evaluate(() => {
    for (const card of document.querySelectorAll('section[aria-label="Posts"] article')) {
      const { top, bottom } = card.getBoundingClientRect();
      const n = /Long feed post (\d+)/.exec(card.textContent ?? '')?.[1];
      if (n && top >= 0 && bottom <= window.innerHeight) return { n: Number(n), top };
    }
    throw new Error('No card in view');
  });
}

test('a feed of 1,000 posts keeps fewer than 60 cards mounted, and back from a post returns to the same post', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const ann = await createAccount(app.url);
  await seedPosts(await idTokenOf(app.url, ann), total);
  const page = await (await browser.newContext({ baseURL: app.url })).newPage();
  await signIn(page, ann);
  await expect(cards(page).first()).toContainText(`Long feed post ${total}`);

  // Load every page (50 of 20) with Load more, counting the cards mounted after each.
  let mostMounted = 0;
  const loadMore = page.getByRole('button', { name: /^(Load more|Loading\.\.\.)$/ });
  while (await loadMore.isVisible()) {
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('button', { name: 'Loading...' })).toHaveCount(0, { timeout: 30_000 });
    mostMounted = Math.max(mostMounted, await cards(page).count());
  }
  await expect(cards(page).last()).toContainText('Long feed post 1');

  // Scrolled through the whole list, top to bottom, the page never holds more than a screenful or so.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 2000) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await page.waitForTimeout(30);
    mostMounted = Math.max(mostMounted, await cards(page).count());
  }
  expect(mostMounted).toBeGreaterThan(0);
  expect(mostMounted).toBeLessThan(60);

  // Deep in the list (about post 400), open a post, come back: the same post, at the same place.
  await page.evaluate((to) => window.scrollTo(0, to), Math.round(height * 0.6));
  await page.waitForTimeout(300);
  const before = await firstCardInView(page);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  expect(before.n).toBeLessThan(600);
  const postText = (p: Page) => p.getByText(`Long feed post ${before.n}`, { exact: true });
  const card = cards(page).filter({ has: postText(page) });
  await card.getByRole('link', { name: /comments?$/ }).click();
  await expect(page).toHaveURL(/\/post\//);
  await expect(postText(page)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(cards(page).filter({ has: postText(page) })).toBeInViewport({ ratio: 1 });
  const after = await firstCardInView(page);
  expect(after.n).toBe(before.n);
  expect(Math.abs(after.top - before.top)).toBeLessThan(40);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(40);
  expect(await cards(page).count()).toBeLessThan(60);
});
