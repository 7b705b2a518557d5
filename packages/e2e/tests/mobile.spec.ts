import { expect, test, type Page } from './support/fixtures';
import { createAccount, signIn } from './support/accounts';

// A phone (390 × 844): the navigation is a bar of one row at the bottom with the five main places and
// a Menu for the rest; the page keeps room for it. Wider screens keep the top bar (every other journey).

const phone = { width: 390, height: 844 };

/** The five places in the bar, the address each opens and the page's heading there. */
const places = [
  { name: 'My Cliques', path: '/cliques', heading: 'My Cliques' },
  { name: 'Chat', path: '/chat', heading: 'Chat' },
  { name: 'Friends', path: '/friends', heading: 'Friends' },
  { name: 'Notifications', path: '/notifications', heading: 'Notifications' },
  { name: 'Feed', path: '/feed', heading: 'Feed' },
];

/** The navigation landmark, named "Main" in the page's language. */
const nav = (page: Page, name = 'Main') => page.getByRole('navigation', { name });

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('the navigation is one row at the bottom; the five places, then Menu for Hashtags and Sign Out', async ({
    page,
    request,
  }) => {
    await signIn(page, await createAccount(request));
    const bar = await nav(page).boundingBox();
    expect(bar).not.toBeNull();
    expect(Math.round((bar?.y ?? 0) + (bar?.height ?? 0))).toBe(phone.height);
    expect(bar?.height).toBeLessThan(90);

    const items = nav(page).getByRole('listitem');
    await expect(items).toHaveText(['Feed', 'My Cliques', 'Chat', 'Friends', 'Notifications', 'Menu']);
    const tops = await items.evaluateAll((all) => all.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toHaveCount(0);

    for (const place of places) {
      await nav(page).getByRole('link', { name: place.name }).click();
      await expect(page).toHaveURL(new RegExp(`${place.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: place.heading, exact: true })).toBeVisible();
    }

    // The last thing on the page (the footer's theme switch) scrolls clear of the bar, once the
    // page's content has arrived (it can grow after the first scroll: scrolled again until it stops).
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const last = await page.getByRole('contentinfo').getByRole('button').last().boundingBox();
        const barTop = (await nav(page).boundingBox())?.y ?? 0;
        return (last?.y ?? 0) + (last?.height ?? 0) - barTop;
      })
      .toBeLessThanOrEqual(0);

    await nav(page).getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('menu', { name: 'Menu' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Hashtags', 'Profile', 'Search', 'Sign Out']);
    await menu.getByRole('menuitem', { name: 'Hashtags' }).click();
    await expect(page).toHaveURL(/\/hashtag$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hashtags', exact: true })).toBeVisible();

    // By keyboard: Enter opens the menu on its first entry, End reaches Sign Out.
    await nav(page).getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Hashtags' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
  });
});

/** Switches the signed-in page to a language as the picker stores it. */
async function switchLanguage(page: Page, language: 'es' | 'ar') {
  await page.evaluate((value) => window.localStorage.setItem('cliques-language', value), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The top of each item of the bar, and whether all of it lies inside the screen. */
async function barLayout(page: Page, name: string) {
  return nav(page, name)
    .getByRole('listitem')
    .evaluateAll((all) =>
      all.map((item) => {
        const box = item.getBoundingClientRect();
        return { top: Math.round(box.top), left: box.left, inside: box.left >= 0 && box.right <= window.innerWidth };
      }),
    );
}

test.describe('on a phone, in Spanish and Arabic', () => {
  test.use({ viewport: phone });

  test('the longer Spanish labels still fit on one row', async ({ page, request }) => {
    await signIn(page, await createAccount(request));
    await switchLanguage(page, 'es');
    await expect(nav(page, 'Principal').getByRole('listitem')).toHaveText([
      'Inicio',
      'Mis cliques',
      'Chat',
      'Amigos',
      'Notificaciones',
      'Menú',
    ]);
    const items = await barLayout(page, 'Principal');
    expect(new Set(items.map((item) => item.top)).size).toBe(1);
    expect(items.every((item) => item.inside)).toBe(true);
  });

  test('in Arabic the bar runs right to left and the Menu opens inside the screen', async ({ page, request }) => {
    await signIn(page, await createAccount(request));
    await switchLanguage(page, 'ar');
    await expect(nav(page, 'الرئيسية').getByRole('button', { name: 'القائمة' })).toBeVisible();
    const items = await barLayout(page, 'الرئيسية');
    expect(new Set(items.map((item) => item.top)).size).toBe(1);
    expect(items[0]!.left).toBeGreaterThan(items[items.length - 1]!.left);
    await nav(page, 'الرئيسية').getByRole('button', { name: 'القائمة' }).click();
    const menu = await page.getByRole('menu').boundingBox();
    expect(menu!.x).toBeGreaterThanOrEqual(0);
    expect(menu!.x + menu!.width).toBeLessThanOrEqual(phone.width);
  });
});

test('on a desktop screen the top bar stays and there is no tab bar', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, await createAccount(request));
  const bar = await nav(page).boundingBox();
  expect(bar?.y).toBe(0);
  await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Hashtags' })).toBeVisible();
});
