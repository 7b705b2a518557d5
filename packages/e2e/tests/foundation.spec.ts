import { expect, test, type Page } from './support/fixtures';

// These journeys block or watch the remotes' files with page.route, which never sees what the service
// worker answers from its cache (offline.spec.ts covers the worker).
test.use({ serviceWorkers: 'block' });

/** Records which remote folders the page fetched files from. */
function trackRemotes(page: Page): Set<string> {
  const remotes = new Set<string>();
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/^\/remotes\/([\w-]+)\//);
    if (match?.[1]) remotes.add(match[1]);
  });
  return remotes;
}

test('the shell renders the sign-in area from its own remote, and only that remote', async ({ page }) => {
  const remotes = trackRemotes(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect.poll(() => [...remotes]).toEqual(['mfe-auth']);
});

test('the legal area loads from its own remote', async ({ page }) => {
  const remotes = trackRemotes(page);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(remotes.has('mfe-legal')).toBe(true);
  expect(remotes.has('mfe-auth')).toBe(false);
});

test('a blocked remote costs only its area: fallback, Retry, and the rest still works', async ({ page }) => {
  await page.route('**/remotes/mfe-legal/**', (route) => route.abort());
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Legal is unavailable' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await page.unroute('**/remotes/mfe-legal/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Legal is unavailable' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.route('**/remotes/mfe-legal/**', (route) => route.abort());
  await page.goto('/eula');
  await expect(page.getByRole('heading', { name: 'Legal is unavailable' })).toBeVisible();
  // The shell around the broken area still works: the theme switch, and in-app navigation to another area.
  await page.getByRole('button', { name: /theme$/ }).click();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/login');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Legal is unavailable' })).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();
});

test('a hanging remote turns into the fallback within seconds', async ({ page }) => {
  await page.route('**/remotes/mfe-legal/mf-manifest.json', () => undefined);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Legal is unavailable' })).toBeVisible({ timeout: 15_000 });
});

test('a deep link two levels down renders the app', async ({ page }) => {
  await page.goto('/post/abc');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();
});

test('a deep link is answered with the host page', async ({ request }) => {
  const response = await request.get('/post/abc');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(await response.text()).toContain('<div id="root">');
  expect(response.headers()['cache-control']).toBe('no-cache');
});

test('hashed assets are cached for good; entries, manifests and config never', async ({ request }) => {
  const manifest = await request.get('/remotes/mfe-feed/mf-manifest.json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/config.json')).headers()['cache-control']).toBe('no-cache');
  const html = await (await request.get('/')).text();
  const script = html.match(/src="\/?(main\.[0-9a-f]{10}\.js)"/)?.[1];
  expect(script).toBeTruthy();
  expect((await request.get(`/${script}`)).headers()['cache-control']).toContain('immutable');
});

test('the theme survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Light theme' })).toBeVisible();
  // The footer is the shell's and shows first; the page itself comes with its area.
  await expect(page.getByRole('heading', { name: 'Sign in to Cliques', level: 1 })).toBeVisible();
});
