import { expect, test, type Browser, type Page } from './support/fixtures';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createAccount, signIn, type Account } from './support/accounts';
import { deploy, deployToken, repositoryRoot } from './support/delivery';

const feedPage = path.join(repositoryRoot, 'mfe-feed/src/features/feed/components/feed-page.tsx');
const stamp = Date.now().toString(36);
const v1 = `e2e-${stamp}-1`;
const v2 = `e2e-${stamp}-2`;
/** What the second release changes, so a person can see which one they got. */
const newHeading = 'Feed, newly shipped';

/** The mfe-feed release versions a page has fetched files of. */
function trackFeedReleases(page: Page): Set<string> {
  const versions = new Set<string>();
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/^\/releases\/mfe-feed\/([^/]+)\//);
    if (match?.[1]) versions.add(match[1]);
  });
  return versions;
}

/** A signed-in tab on /feed, with the releases it loads recorded. */
async function openFeed(browser: Browser, account: Account): Promise<{ page: Page; releases: Set<string> }> {
  const page = await (await browser.newContext()).newPage();
  const releases = trackFeedReleases(page);
  await signIn(page, account);
  return { page, releases };
}

/** The bucket of plan B: sha256 of the user id, first 4 bytes, modulo 100. */
function bucketOf(userId: string): number {
  return createHash('sha256').update(userId).digest().readUInt32BE(0) % 100;
}

test('a feature team ships mfe-feed alone: release, live for fresh loads while an open tab keeps working, rollback, a sticky canary', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const account = await createAccount(request);

  expect(await deploy('mfe-feed', '--version', v1)).toContain(`mfe_feed ${v1} is live`);
  const oldTab = await openFeed(browser, account);
  await expect(oldTab.page.getByRole('heading', { name: 'Feed', exact: true })).toBeVisible();
  expect([...oldTab.releases]).toEqual([v1]);

  const original = fs.readFileSync(feedPage, 'utf8');
  try {
    const shipped = original.replace("<h1>{t('Feed')}</h1>", `<h1>${newHeading}</h1>`);
    if (shipped === original) throw new Error('feed-page.tsx no longer has the heading this journey changes');
    fs.writeFileSync(feedPage, shipped);
    expect(await deploy('mfe-feed', '--version', v2)).toContain(`mfe_feed ${v2} is live`);
  } finally {
    fs.writeFileSync(feedPage, original);
  }

  const fresh = await openFeed(browser, account);
  await expect(fresh.page.getByRole('heading', { name: newHeading })).toBeVisible();
  expect([...fresh.releases]).toEqual([v2]);

  // The open tab stays on its release: a page it had not loaded yet still comes from v1's files.
  await oldTab.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hashtags' }).click();
  await expect(oldTab.page.getByRole('heading', { name: 'Hashtags', exact: true })).toBeVisible();
  expect([...oldTab.releases]).toEqual([v1]);

  expect(await deploy('mfe-feed', '--rollback')).toContain(`mfe_feed ${v1} is live`);
  await fresh.page.reload();
  await expect(fresh.page.getByRole('heading', { name: 'Feed', exact: true })).toBeVisible();

  // A canary at 50 %: one person on each side of the split, each kept on their version across reloads.
  const remotes = await request.get('/api/admin/remotes', { headers: { authorization: `Bearer ${deployToken}` } });
  const canary = await request.put('/api/admin/remotes/mfe_feed', {
    headers: { authorization: `Bearer ${deployToken}`, 'if-match': remotes.headers().etag ?? '' },
    data: { version: v2, percent: 50 },
  });
  expect(canary.status()).toBe(200);
  const people: Account[] = [];
  while (!people.some((p) => bucketOf(p.userId) < 50) || !people.some((p) => bucketOf(p.userId) >= 50))
    people.push(await createAccount(request));
  const inCanary = people.find((p) => bucketOf(p.userId) < 50) as Account;
  const notInCanary = people.find((p) => bucketOf(p.userId) >= 50) as Account;
  for (const [person, heading] of [
    [inCanary, newHeading],
    [notInCanary, 'Feed'],
  ] as const) {
    const { page } = await openFeed(browser, person);
    for (let load = 0; load < 3; load += 1) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await page.reload();
    }
  }

  // Leave the server as the other journeys expect it: the canary ended, then the bundled build live.
  expect(await deploy('mfe-feed', '--rollback')).toContain(`mfe_feed ${v1} is live`);
  await deploy('mfe-feed', '--rollback');
});
