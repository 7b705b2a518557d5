import { expect, test, type Browser, type Page } from './support/fixtures';
import { createAccount, signIn, uniqueUsername, type Account } from './support/accounts';
import { messages, send } from './support/chat-ui';
import { bucketOrigin, startCluster, type Cluster } from './support/cluster';
import { png } from './support/png';
import { missingServices } from './support/services';
import { recordSockets, socketEventsSince } from './support/socket-log';
import { postAndRecord, probeServedAgain } from './support/stop-journey';

/*
 * docs/DEPLOY.md's topology for real: nginx in front of two instances of the built server,
 * PostgreSQL, Redis and a bucket (s3rver). The journeys run in Chromium through the balancer; then
 * one instance is stopped mid-journey (SIGTERM, later SIGKILL) and the people go on.
 */
test.describe.configure({ mode: 'serial' });

let missing: string[] = [];
let cluster: Cluster | undefined;
let ben: Account;
/** Ann's feed and chat (two tabs of one browser) and Ben's chat, kept across the serial tests. */
let annFeed: Page;
let annChat: Page;
let benChat: Page;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  missing = await missingServices();
  if (missing.length > 0) console.warn(`many-instance journeys skipped: ${missing.join('; ')}`);
  else cluster = await startCluster();
});
test.afterAll(async () => {
  await cluster?.close();
});
test.beforeEach(() => {
  test.skip(missing.length > 0, `many instances need PostgreSQL, Redis and nginx: ${missing.join('; ')}`);
});

function running(): Cluster {
  if (!cluster) throw new Error('the cluster did not start');
  return cluster;
}

/** A browser context of its own on the balancer's origin, recording its sockets. */
async function openPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: running().url });
  await recordSockets(context);
  return context.newPage();
}

/** Sign-up through the pages, with the code from whichever instance mailed it. */
async function signUp(page: Page, username: string, password: string): Promise<void> {
  const email = `${username}@example.test`;
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await page.getByLabel('Verification Code').fill(await running().latestCode(email));
  await page.getByRole('button', { name: 'Verify Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('sign-up, sign-in, a post with an image (uploaded to the bucket) and chat both ways, through the balancer', async ({
  browser,
}) => {
  test.slow();
  const { url } = running();
  annFeed = await openPage(browser);
  const annName = uniqueUsername('ann');
  await signUp(annFeed, annName, 'Correct-horse-1');
  await signIn(annFeed, { username: annName, password: 'Correct-horse-1' });
  ben = await createAccount(url, { username: uniqueUsername('ben'), readCode: (email) => running().latestCode(email) });
  const benPage = await openPage(browser);
  await signIn(benPage, ben);

  // The image goes straight to the bucket; the post shows it through a signed URL the bucket answers.
  const composer = annFeed.getByRole('form', { name: 'New post' });
  await composer.getByRole('textbox', { name: "What's on your mind?" }).fill('Sunset from behind the balancer');
  await composer
    .locator('input[type=file]')
    .setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: png(32, 24) });
  const uploaded = annFeed.waitForResponse((r) => r.request().method() === 'PUT' && r.url().startsWith(bucketOrigin));
  await composer.getByRole('button', { name: 'Post' }).click();
  expect((await uploaded).status()).toBe(200);
  const card = annFeed.getByRole('article', { name: `Post by ${annName}` }).first();
  await expect(card).toContainText('Sunset from behind the balancer');
  const image = card.getByRole('img', { name: `Image 1 of 1 by ${annName}` });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 32))
    .toBe(true);

  // Chat both ways: each person's socket may be on either instance; Redis carries the deliveries.
  annChat = await annFeed.context().newPage();
  await annChat.goto(`/chat?with=${ben.userId}`);
  await send(annChat, 'Hello Ben, through nginx');
  await benPage.goto('/chat');
  await benPage
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(annName) })
    .click();
  await expect(messages(benPage).getByText('Hello Ben, through nginx')).toBeVisible();
  await send(benPage, 'Hi Ann, loud and clear');
  await expect(messages(annChat).getByText('Hi Ann, loud and clear')).toBeVisible();
  benChat = benPage;
});

for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
  test(`${signal} of an instance mid-journey: posting and chatting go on, nothing acknowledged is lost, sockets move to the other instance`, async () => {
    test.slow();
    const { instances } = running();
    for (const instance of instances) if (!instance.running) await instance.start();
    const pages = [annFeed, annChat, benChat];
    const counts = await Promise.all(instances.map((instance) => instance.openSockets()));
    const victim = instances[counts.indexOf(Math.max(...counts))];
    const survivor = instances.find((instance) => instance !== victim);
    if (!victim || !survivor) throw new Error('two instances are needed');
    expect(Math.max(...counts)).toBeGreaterThan(0);

    const stoppedAt = Date.now();
    const [, rest, posts] = await Promise.all([
      victim.stop(signal),
      probeServedAgain(annFeed, stoppedAt),
      postAndRecord(
        annFeed,
        [1, 2, 3].map((n) => `${signal} post ${n}`),
      ),
      (async () => {
        for (const n of [1, 2, 3]) {
          await send(annChat, `${signal}: Ann's message ${n}`);
          await send(benChat, `${signal}: Ben's message ${n}`);
        }
      })(),
    ]);

    // Every page whose socket the stop closed (1012 on SIGTERM: reconnect now) opened a new one, on the survivor.
    const reopenedAfter: number[] = [];
    for (const page of pages) {
      await expect
        .poll(
          async () => {
            const events = await socketEventsSince(page, stoppedAt);
            const closed = events.findIndex((event) => event.type === 'close');
            return closed === -1 || events.slice(closed).some((event) => event.type === 'open');
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      const events = await socketEventsSince(page, stoppedAt);
      const close = events.find((event) => event.type === 'close');
      const open = events.find((event) => event.type === 'open');
      if (!close || !open) continue;
      if (signal === 'SIGTERM') expect(close.code).toBe(1012);
      reopenedAfter.push(open.at - stoppedAt);
    }
    expect(reopenedAfter.length).toBeGreaterThan(0);
    expect(await survivor.openSockets()).toBeGreaterThanOrEqual(pages.length);

    // Nothing acknowledged is lost: every 201 post is in Ann's feed, every sent message on both sides.
    expect(posts.acknowledged.length).toBeGreaterThan(0);
    await annFeed.reload();
    for (const content of posts.acknowledged)
      await expect(annFeed.getByRole('article').filter({ hasText: content })).toHaveCount(1);
    for (const page of [annChat, benChat]) {
      for (const n of [1, 2, 3]) {
        await expect(messages(page).getByText(`${signal}: Ann's message ${n}`)).toBeVisible();
        await expect(messages(page).getByText(`${signal}: Ben's message ${n}`)).toBeVisible();
      }
    }
    console.log(
      `${signal}: REST served again ${rest.servedAfterMs} ms after the stop (first request sent at ${rest.firstSentAfterMs} ms, answered in ${rest.servedAfterMs - rest.firstSentAfterMs} ms; ${rest.failed} of ${rest.probes} probe requests failed); ` +
        `socket reopened on the other instance after ${reopenedAfter.join(', ')} ms; ${posts.acknowledged.length} of ${posts.tried} posts acknowledged (${posts.refused.join(', ') || 'none refused'})`,
    );
  });
}
