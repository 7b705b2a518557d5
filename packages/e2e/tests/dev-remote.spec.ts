import { expect, test, type Page } from './support/fixtures';
import { createAccount, signIn, uniqueUsername } from './support/accounts';
import { createPostAs, startDevServer, type DevServer } from './support/dev-remote';

// A feature team's loop: mfe-feed's real dev server (its port 3002, or E2E_DEV_PORT), its proxy
// pointed at the app under test, used alone on its own origin and as an override inside the built app.
const devPort = Number(process.env.E2E_DEV_PORT ?? 3002);
const appOrigin = () => String(test.info().project.use.baseURL);
let dev: DevServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The dev server's first compile, on a busy machine.
  test.setTimeout(300_000);
  dev = await startDevServer({ dir: 'mfe-feed', port: devPort, appOrigin: appOrigin() });
});

test.afterAll(async () => {
  await dev?.stop();
});

/** Every URL the page requested from the dev server. */
function requestsTo(page: Page, origin: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${origin}/`)) urls.push(request.url());
  });
  return urls;
}

test('mfe-feed alone: a signed-out visitor signs in on the dev server and sees the real feed', async ({ page }) => {
  const account = await createAccount(appOrigin(), { username: uniqueUsername('solo') });
  const content = `Hello from a standalone feed ${Date.now().toString(36)}`;
  await createPostAs(appOrigin(), account, content);

  await page.goto(`${dev.origin}/feed`);
  await expect(page.getByRole('heading', { name: 'Sign in to Cliques' })).toBeVisible();
  await expect(page.getByRole('alert')).toBeEmpty();
  await page.getByLabel('Email or Username').fill(account.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();

  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${dev.origin}/feed`);
  await expect(page.getByRole('heading', { level: 1, name: 'Feed', exact: true })).toBeVisible();
  await expect(page.getByText(content)).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(account.username);

  // The session survives a reload (the identity library's tokens on the dev server's origin).
  await page.reload();
  await expect(page.getByText(content)).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByLabel('Email or Username')).toBeVisible();
});

test('mfe-feed from the dev server inside the built app, through the override', async ({ page }) => {
  const account = await createAccount(appOrigin(), { username: uniqueUsername('override') });
  const content = `Hello from the dev remote ${Date.now().toString(36)}`;
  await createPostAs(appOrigin(), account, content);
  const fromDevServer = requestsTo(page, dev.origin);
  const fromBuiltFeed: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(appOrigin()).origin && /\/mfe-feed\//.test(url.pathname))
      fromBuiltFeed.push(request.url());
  });
  const runtimeErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /RUNTIME-|Federation Runtime/.test(message.text()))
      runtimeErrors.push(message.text());
  });

  const overrides = JSON.stringify({ mfe_feed: `${dev.origin}/mf-manifest.json` });
  await page.goto(`/login?remoteOverrides=${encodeURIComponent(overrides)}`);
  await signIn(page, account);

  await expect(page.getByRole('heading', { level: 1, name: 'Feed', exact: true })).toBeVisible();
  await expect(page.getByText(content)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Feed is unavailable' })).toHaveCount(0);
  expect(fromDevServer.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(fromDevServer.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(fromBuiltFeed).toEqual([]);
  expect(runtimeErrors).toEqual([]);
});
