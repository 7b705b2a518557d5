import { expect, test, type Page } from './support/fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { createAccount, signIn } from './support/accounts';
import { messages } from './support/chat-ui';
import { deploy, repositoryRoot } from './support/delivery';
import { idTokenOf } from './support/dev-remote';
import { waitForOfflineReady } from './support/offline';

const feedPage = path.join(repositoryRoot, 'mfe-feed/src/features/feed/components/feed-page.tsx');
const offlineNotice = 'You are offline.';

test('the app is installable, and its shell starts offline after one visit online', async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request);
  await signIn(page, account);
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect((await manifest.json()).icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  await waitForOfflineReady(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Feed', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: offlineNotice })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: offlineNotice })).toHaveCount(0);
});

/**
 * The files a page fetched from its own origin that an offline start needs: the page itself (kept
 * under `/`), the host's and the areas' scripts, styles, manifests and the config; never the API,
 * sign-in calls, media or the worker itself.
 */
function keptFiles(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || url.origin !== new URL(page.url()).origin) return;
    if (request.resourceType() === 'document') files.add('/');
    else if (!/^\/(api|ws|identity|media|sw\.js)(\/|$)/.test(url.pathname)) files.add(url.href);
  });
  return files;
}

/** Which of these files no cache of the app holds. */
function missingFromCaches(page: Page, files: Iterable<string>): Promise<string[]> {
  return page.evaluate(
    async (urls) => {
      const found = await Promise.all(urls.map((url) => caches.match(url, { ignoreVary: true })));
      return urls.filter((_, index) => !found[index]);
    },
    [...files],
  );
}

test('the first visit to /login keeps every file it loaded: the sign-in page starts offline from the next visit', async ({
  page,
  context,
}) => {
  // A fresh profile (the test's own context): no worker and no cache yet.
  const loaded = keptFiles(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/login');
  await expect(page.getByLabel('Email or Username')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  // As a person would: a few seconds on the page once the worker is in control, then the connection goes.
  await page.waitForTimeout(6_000);

  expect([...loaded]).toEqual(expect.arrayContaining(['/', expect.stringMatching(/\/remotes\/mfe-auth\//)]));
  expect(await missingFromCaches(page, loaded), 'files the first visit loaded but no cache holds').toEqual([]);
  expect(warnings.filter((text) => /custom Amazon Cognito/.test(text))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByLabel('Email or Username')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('heading', { name: /is unavailable/ })).toHaveCount(0);
  await context.setOffline(false);
});

test('after a deploy the worker serves the new remote, online and then offline', async ({ page, context, request }) => {
  test.setTimeout(300_000);
  const account = await createAccount(request);
  await signIn(page, account);
  await waitForOfflineReady(page);
  await expect(page.getByRole('heading', { name: 'Feed', exact: true })).toBeVisible();

  const newHeading = 'Feed, shipped while you were away';
  const original = fs.readFileSync(feedPage, 'utf8');
  try {
    const shipped = original.replace("<h1>{t('Feed')}</h1>", `<h1>${newHeading}</h1>`);
    if (shipped === original) throw new Error('feed-page.tsx no longer has the heading this journey changes');
    fs.writeFileSync(feedPage, shipped);
    expect(await deploy('mfe-feed', '--version', `e2e-offline-${Date.now().toString(36)}`)).toContain('is live');
  } finally {
    fs.writeFileSync(feedPage, original);
  }
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: newHeading })).toBeVisible();
    await waitForOfflineReady(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: newHeading })).toBeVisible();
  } finally {
    await context.setOffline(false);
    // Leave the server as the other journeys expect it: the bundled build live.
    await deploy('mfe-feed', '--rollback');
  }
});

test('a message and a post written offline wait, survive a reload, and are delivered once when back online', async ({
  browser,
  request,
}) => {
  const [ann, ben] = [await createAccount(request), await createAccount(request)];
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ann);
  await waitForOfflineReady(page);
  // One online visit to the chat, so its files are kept too.
  await page.goto(`/chat?with=${ben.userId}`);
  await expect(page.getByText('No messages yet. Say hello!')).toBeVisible();
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Feed', exact: true })).toBeVisible();

  await context.setOffline(true);
  const postText = `Posted from the tunnel ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: "What's on your mind?" }).fill(postText);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const waitingPosts = page.getByRole('list', { name: 'Waiting to send' });
  await expect(waitingPosts).toContainText(postText);
  await expect(waitingPosts).toContainText('Waiting to send');

  const messageText = `Written offline ${Date.now().toString(36)}`;
  await page.goto(`/chat?with=${ben.userId}`);
  await page.getByRole('textbox', { name: 'Message' }).fill(messageText);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  const waitingMessage = messages(page).getByRole('listitem').filter({ hasText: messageText });
  await expect(waitingMessage).toContainText('Waiting to send');

  await page.reload();
  await expect(waitingMessage).toContainText('Waiting to send');
  await page.goto('/feed');
  await expect(waitingPosts).toContainText(postText);

  await context.setOffline(false);
  await expect(page.getByRole('region', { name: 'Posts' }).getByText(postText)).toBeVisible();
  await expect(waitingPosts).toHaveCount(0);
  await page.goto(`/chat?with=${ben.userId}`);
  await expect(waitingMessage).toContainText(/Sent|Read/);

  // Delivered once: Ben sees one message, and Ann's profile one post.
  const benPage = await (await browser.newContext()).newPage();
  await signIn(benPage, ben);
  await benPage.goto(`/chat?with=${ann.userId}`);
  await expect(messages(benPage).getByText(messageText)).toHaveCount(1);
  await page.reload();
  await expect(messages(page).getByText(messageText)).toHaveCount(1);
  const token = await idTokenOf(`http://localhost:${process.env.E2E_PORT ?? 8180}`, ann);
  const headers = { authorization: `Bearer ${token}` };
  const feed = await request.get(`/api/users/${ann.userId}/feed?type=own`, { headers });
  const posts = ((await feed.json()) as { posts: { content: string }[] }).posts;
  expect(posts.filter((post) => post.content === postText)).toHaveLength(1);
});
