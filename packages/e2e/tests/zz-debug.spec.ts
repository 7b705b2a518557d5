import { test, type Browser } from '@playwright/test';
import { createAccount, signIn, type Account } from './support/accounts';

async function signedInPage(browser: Browser, account: Account) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

test('debug', async ({ browser, request }) => {
  const ann = await createAccount(request);
  const page = await signedInPage(browser, ann);
  const composer = page.getByRole('form', { name: 'New post' });
  await composer.getByRole('textbox', { name: "What's on your mind?" }).fill('One post, two cards');
  await composer.getByRole('button', { name: 'Post' }).click();
  const feed = page.getByRole('region', { name: 'Posts' });
  const own = feed.getByRole('article', { name: `Post by ${ann.username}` });
  await own.getByRole('button', { name: 'Share (0)' }).click();
  await page.waitForTimeout(500);
  void ('ALL', await feed.evaluate((e) => e.outerHTML.replace(/<svg.*?<\/svg>/g, '').slice(0, 3000)));
  await page.getByRole('button', { name: 'Mine' }).click();
  await page.waitForTimeout(1500);
  void ('MINE', await feed.evaluate((e) => e.outerHTML.slice(0, 4000)));
  console.log('GEOM', await page.evaluate(() => [window.innerHeight, window.scrollY, document.documentElement.scrollHeight, document.documentElement.clientHeight, document.querySelector('section.feed-list')!.getBoundingClientRect().top, document.querySelectorAll('section.feed-list article').length]));
  await page.evaluate(() => window.scrollBy(0, 5));
  await page.waitForTimeout(500);
  console.log('GEOM2', await page.evaluate(() => [window.scrollY, document.querySelectorAll('section.feed-list article').length]));
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.waitForTimeout(500);
  console.log('GEOM3', await page.evaluate(() => [window.scrollY, document.querySelectorAll('section.feed-list article').length]));
});
