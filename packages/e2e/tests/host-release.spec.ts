import { expect, test, type Browser, type Page } from './support/fixtures';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createAccount, signIn, type Account } from './support/accounts';
import { deploy, deployToken, repositoryRoot } from './support/delivery';
import { waitForOfflineReady } from './support/offline';

const footerFile = path.join(repositoryRoot, 'host/src/shell/footer.tsx');
const feedPage = path.join(repositoryRoot, 'mfe-feed/src/features/feed/components/feed-page.tsx');
const stamp = Date.now().toString(36);
const hostVersion = `e2e-${stamp}-host`;
const previewVersion = `e2e-${stamp}-preview`;
/** What the host release adds to the footer, so a person can see which host they got. */
const newFooter = `Shell shipped ${stamp}`;
/** What the previewed feed release changes. */
const previewHeading = 'Feed, in preview';

/** The bucket of a person: sha256 of the user id, first 4 bytes, modulo 100 (docs/API.md). */
function bucketOf(userId: string): number {
  return createHash('sha256').update(userId).digest().readUInt32BE(0) % 100;
}

/** Builds and ships a changed copy of a source file, and puts the file back whatever happens. */
async function shipChanged(file: string, from: string, to: string, ...args: string[]): Promise<string> {
  const original = fs.readFileSync(file, 'utf8');
  const changed = original.replace(from, to);
  if (changed === original) throw new Error(`${path.basename(file)} no longer has the text this journey changes`);
  try {
    fs.writeFileSync(file, changed);
    return await deploy(...args);
  } finally {
    fs.writeFileSync(file, original);
  }
}

/** A signed-in tab on /feed, reloaded once: the sign-in's /config.json has set the cohort cookie. */
async function openFeed(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  await page.reload();
  return page;
}

test('the shell is a release: a new footer canaried for half the people, live for all (and offline), then rolled back', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const shipped = await shipChanged(
    footerFile,
    '<Link to="/contact">{t(\'Contact\')}</Link>',
    `<Link to="/contact">{t('Contact')}</Link><span>${newFooter}</span>`,
    'host',
    '--version',
    hostVersion,
    '--percent',
    '50',
  );
  expect(shipped).toContain(`host ${hostVersion} is the canary for 50 % of people`);
  expect(shipped).toMatch(/Build [\d.]+ s, upload [\d.]+ s, switch [\d.]+ s; [\d.]+ s in all\./);

  const people: Account[] = [];
  while (!people.some((p) => bucketOf(p.userId) < 50) || !people.some((p) => bucketOf(p.userId) >= 50))
    people.push(await createAccount(request));
  const inCanary = await openFeed(browser, people.find((p) => bucketOf(p.userId) < 50) as Account);
  const notInCanary = await openFeed(browser, people.find((p) => bucketOf(p.userId) >= 50) as Account);
  for (let load = 0; load < 2; load += 1) {
    await expect(inCanary.locator('footer')).toContainText(newFooter);
    await expect(notInCanary.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(notInCanary.locator('footer')).not.toContainText(newFooter);
    await Promise.all([inCanary.reload(), notInCanary.reload()]);
  }

  // Promoted: the same release, live for everyone (the source is back as it was, so by the API).
  const auth = { authorization: `Bearer ${deployToken}` };
  const { etag } = (await (await request.get('/api/admin/remotes', { headers: auth })).json()) as { etag: string };
  const promoted = await request.put('/api/admin/remotes/host', {
    headers: { ...auth, 'if-match': etag },
    data: { version: hostVersion },
  });
  expect(promoted.status()).toBe(200);
  await notInCanary.reload();
  await expect(notInCanary.locator('footer')).toContainText(newFooter);
  // The worker keeps the live host release's page and files: it starts offline.
  await waitForOfflineReady(notInCanary);
  await notInCanary.context().setOffline(true);
  await notInCanary.reload();
  await expect(notInCanary.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(notInCanary.locator('footer')).toContainText(newFooter);
  await notInCanary.context().setOffline(false);
  // The release's page serves every app path, signed out too.
  const anonymous = await (await browser.newContext()).newPage();
  await anonymous.goto('/login');
  await expect(anonymous.locator('footer')).toContainText(newFooter);

  const rolledBack = await deploy('host', '--rollback');
  expect(rolledBack).toMatch(/Rolled back in (0\.\d) s\./);
  await Promise.all([inCanary.reload(), anonymous.reload()]);
  await expect(inCanary.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(inCanary.locator('footer')).not.toContainText(newFooter);
  await expect(anonymous.locator('footer')).not.toContainText(newFooter);
});

test('a preview link shows a changed feed to whoever opens it while everyone else stays on live', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const printed = await shipChanged(
    feedPage,
    "<h1>{t('Feed')}</h1>",
    `<h1>${previewHeading}</h1>`,
    'mfe-feed',
    '--preview',
    '--version',
    previewVersion,
  );
  expect(printed).toContain(`Preview of mfe_feed ${previewVersion} (live unchanged), until `);
  const link = printed.match(/https?:\/\/\S+\?preview=\S+/)?.[0];
  expect(link).toBeDefined();

  const reviewer = await openFeed(browser, await createAccount(request));
  const colleague = await openFeed(browser, await createAccount(request));
  await reviewer.goto(link as string);
  await expect(reviewer.getByRole('heading', { name: previewHeading })).toBeVisible();
  await expect(reviewer.getByRole('status').filter({ hasText: `Preview of mfe-feed ${previewVersion}` })).toBeVisible();
  // The tab keeps its preview on reloads; another browser is on live.
  await reviewer.reload();
  await expect(reviewer.getByRole('heading', { name: previewHeading })).toBeVisible();
  await expect(colleague.getByRole('heading', { name: 'Feed', exact: true })).toBeVisible();

  await reviewer.getByRole('button', { name: 'Leave preview' }).click();
  await expect(reviewer.getByRole('heading', { name: 'Feed', exact: true })).toBeVisible();
  await expect(reviewer.getByText(`Preview of mfe-feed ${previewVersion}`)).toHaveCount(0);

  // A tampered link is reported, and the page runs live.
  const tampered = (link as string).replace(
    /\?preview=(.)/,
    (_, first: string) => `?preview=${first === 'A' ? 'B' : 'A'}`,
  );
  await colleague.goto(tampered);
  await expect(colleague.getByRole('status').filter({ hasText: 'A preview link was not used' })).toBeVisible();
  await expect(colleague.getByRole('heading', { name: 'Feed', exact: true })).toBeVisible();
});
