import { expect, test, type Page } from './support/fixtures';
import { createAccount, signIn, type Account } from './support/accounts';

// The federation runtime ships once: the host provides it and every remote uses the host's. So do the
// shared libraries: a built remote brings no copy of React, the router, MobX or the session, and takes
// the host's. Whatever order the areas load in, the page holds one copy of each, and every area still
// works and is styled.

/** Each area at one of its paths, and what shows it rendered. */
const areas = [
  { remote: 'mfe-feed', path: '/feed', shown: (page: Page) => page.getByRole('heading', { level: 1, name: 'Feed' }) },
  { remote: 'mfe-chat', path: '/chat', shown: (page: Page) => page.getByRole('heading', { level: 1, name: 'Chat' }) },
  {
    remote: 'mfe-social',
    path: '/friends',
    shown: (page: Page) => page.getByRole('heading', { level: 1, name: 'Friends' }),
  },
  { remote: 'mfe-legal', path: '/privacy', shown: (page: Page) => page.getByRole('heading', { level: 1 }) },
];

/**
 * The federation runtime in the page: the containers (host and remotes) it started, how many distinct
 * runtime copies made them, and which containers offered a shared library. Each copy of the runtime
 * core brings its own ModuleFederation class, so a remote that bundled its own copy shows up as a
 * second constructor; a remote that bundled its own React shows up among the shared libraries' sources.
 */
async function federationRuntime(
  page: Page,
): Promise<{ containers: string[]; copies: number; providedBy?: string; sharedFrom: string[] }> {
  return page.evaluate(() => {
    type Offered = Record<string, { from: string }[]>;
    const global = globalThis as unknown as {
      __FEDERATION__?: { __INSTANCES__?: { name: string; constructor: unknown; options: { shared?: Offered } }[] };
      _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
    };
    const instances = global.__FEDERATION__?.__INSTANCES__ ?? [];
    const offered = instances.flatMap((instance) => Object.values(instance.options.shared ?? {}).flat());
    return {
      containers: instances.map((instance) => instance.name).sort(),
      copies: new Set(instances.map((instance) => instance.constructor)).size,
      providedBy: global._FEDERATION_RUNTIME_CORE_FROM?.name,
      sharedFrom: [...new Set(offered.map((shared) => shared.from))].sort(),
    };
  });
}

/**
 * Expects the host and `remotes` (their container names) started by one runtime copy, the host's, and
 * every shared library on the page offered by the host alone.
 */
async function expectOneRuntime(page: Page, remotes: string[]): Promise<void> {
  const names = ['host', ...remotes.map((remote) => remote.replace('-', '_'))].sort();
  await expect.poll(async () => (await federationRuntime(page)).containers).toEqual(expect.arrayContaining(names));
  expect(await federationRuntime(page)).toMatchObject({ copies: 1, providedBy: 'host', sharedFrom: ['host'] });
}

/**
 * Expects the host's styles and each of `remotes`' own applied: a production build puts CSS in files
 * loaded beside each chunk, so every area must bring its sheet whichever page loaded it first.
 */
async function expectStyled(page: Page, remotes: string[]): Promise<void> {
  const rulesFrom = (folder: string) =>
    page.evaluate(
      (prefix) =>
        [...document.styleSheets]
          .filter((sheet) => sheet.href && new URL(sheet.href).pathname.startsWith(prefix))
          .reduce((count, sheet) => count + sheet.cssRules.length, 0),
      folder,
    );
  const surface = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-surface').trim(),
  );
  expect(surface, "the host's design tokens apply").not.toBe('');
  for (const remote of remotes)
    await expect
      .poll(() => rulesFrom(`/remotes/${remote}/`), { message: `${remote}'s styles apply` })
      .toBeGreaterThan(0);
}

/** Records the scripts the page fetched from each remote folder. */
function remoteScripts(page: Page): Map<string, string[]> {
  const scripts = new Map<string, string[]>();
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/^\/remotes\/([\w-]+)\/(.+\.js)$/);
    if (match?.[1] && match[2]) scripts.set(match[1], [...(scripts.get(match[1]) ?? []), match[2]]);
  });
  return scripts;
}

let account: Account;

test.beforeAll(async ({ baseURL }) => {
  account = await createAccount(String(baseURL));
});

test('signed out, the sign-in area loads alone on the host runtime', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectOneRuntime(page, ['mfe-auth']);
  await expectStyled(page, ['mfe-auth']);
});

for (const area of areas) {
  test(`${area.remote} loads alone at ${area.path}, on the host runtime`, async ({ page }) => {
    await signIn(page, account);
    await page.goto(area.path);
    await expect(area.shown(page)).toBeVisible();
    await expectOneRuntime(page, [area.remote]);
    await expectStyled(page, [area.remote]);
  });
}

test('every area loads after the others, in one page, with one runtime', async ({ page }) => {
  const scripts = remoteScripts(page);
  await signIn(page, account);
  const loaded = ['mfe-auth', 'mfe-feed'];
  for (const area of areas.filter((a) => a.remote !== 'mfe-feed')) {
    // In-page navigation, as a link does: the areas before stay loaded.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, area.path);
    await expect(area.shown(page)).toBeVisible();
    loaded.push(area.remote);
    await expectOneRuntime(page, loaded);
    await expectStyled(page, [area.remote]);
  }
  await page.evaluate(() => {
    window.history.pushState({}, '', '/feed');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(areas[0]?.shown(page) ?? page.locator('h1')).toBeVisible();
  // Each remote's entry was fetched once for the whole visit.
  for (const remote of loaded)
    expect(scripts.get(remote)?.filter((file) => file === 'remoteEntry.js')).toEqual(['remoteEntry.js']);
});
