import { expect, expectAccessible, test, type Page } from './support/fixtures';
import { createAccount, signIn } from './support/accounts';
import { png } from './support/png';
import { moderatorPassword, moderatorUsername } from './support/safety';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens an address and checks the page once its heading is shown. */
async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectAccessible(page);
}

test('signed-out pages pass axe in both themes: sign in, sign up, contact and the legal pages', async ({ page }) => {
  await visit(page, '/login', 'Sign in to Cliques');
  await visit(page, '/signup', /Create/);
  await visit(page, '/contact', 'Contact');
  await visit(page, '/privacy', /Privacy/);
  await visit(page, '/terms', /Terms/);
  await visit(page, '/eula', /License|EULA/);
  // An error message shown.
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill('nobody_here');
  await page.getByLabel('Password').fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page);
});

test('signed-in pages pass axe in both themes, with a picture in the composer and a menu open', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const ben = await createAccount(request);
  const ann = await createAccount(request);
  const benPage = await (await browser.newContext()).newPage();
  await signIn(benPage, ben);
  await benPage.goto(`/profile/${ann.userId}`);
  await benPage.getByRole('button', { name: 'Follow' }).click();
  await expect(benPage.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await benPage.getByRole('button', { name: 'Add Friend' }).click();
  await expect(benPage.getByText('Friend request sent')).toBeVisible();
  await signIn(page, ann);
  // The badges are drawn in both themes.
  await expect(nav(page).getByLabel('1 friend requests')).toBeVisible();
  await expectAccessible(page);

  const composer = page.getByRole('form', { name: 'New post' });
  await composer.getByRole('textbox', { name: "What's on your mind?" }).fill('Accessible #a11ytest');
  await composer
    .locator('input[type=file]')
    .setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: png(64, 48) });
  await expect(composer.getByRole('img', { name: 'Preview of beach.png' })).toBeVisible();
  await expectAccessible(page);
  await composer.getByRole('button', { name: 'Post' }).click();
  const card = page.getByRole('region', { name: 'Posts' }).getByRole('article').first();
  await expect(card.getByRole('link', { name: '#a11ytest' })).toBeVisible();
  await card.getByRole('link', { name: /just now|ago/ }).click();
  await expect(page).toHaveURL(/\/post\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeAttached();
  await expectAccessible(page);
  await page.goto('/hashtag/a11ytest');
  await expect(page.getByRole('heading', { level: 1, name: '#a11ytest' })).toBeVisible();
  await expectAccessible(page);
  await visit(page, '/hashtag', 'Hashtags');
  await visit(page, `/profile/${ben.userId}`, ben.username);
  await page.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: ann.username })).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('count-followers').getByRole('link').click();
  await expect(
    page.getByRole('region', { name: 'Followers' }).getByRole('link', { name: new RegExp(ben.username) }),
  ).toBeVisible();
  await expectAccessible(page);
  await visit(page, '/cliques', 'My Cliques');
  await page.getByRole('button', { name: 'Create a clique' }).click();
  const form = page.getByRole('form', { name: 'New clique' });
  await form.getByRole('textbox', { name: /Name/ }).fill('Readers');
  await form.getByRole('button', { name: 'Create Clique' }).click();
  await expect(page.getByRole('heading', { name: 'Readers' })).toBeVisible();
  await expectAccessible(page);
  await visit(page, '/chat', 'Chat');
  await visit(page, '/friends', 'Friends');
  await visit(page, '/notifications', 'Notifications');
  await visit(page, '/settings', 'Settings');
});

test('the moderation page passes axe in both themes', async ({ page, request }) => {
  const moderator = { username: moderatorUsername, password: moderatorPassword };
  await createAccount(request, moderator).catch(() => undefined); // the safety journey may have made it
  await signIn(page, moderator);
  await visit(page, '/moderation', 'Moderation');
});

test('keyboard only: post, like, and a menu that Enter opens and Escape closes, focus back on its button', async ({
  page,
  request,
}) => {
  const [ann, ben] = await Promise.all([createAccount(request), createAccount(request)]);
  await signIn(page, ann);
  // Focus moves to the page heading after client-side navigation.
  await nav(page).getByRole('link', { name: 'Hashtags' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hashtags' })).toBeFocused();
  await nav(page).getByRole('link', { name: 'Feed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeFocused();

  const text = page.getByRole('textbox', { name: "What's on your mind?" });
  await tabUntil(page, () => text.evaluate((node) => node === document.activeElement));
  await page.keyboard.type('Typed without a mouse');
  const post = page.getByRole('form', { name: 'New post' }).getByRole('button', { name: 'Post' });
  await tabUntil(page, () => post.evaluate((node) => node === document.activeElement));
  await page.keyboard.press('Enter');
  const card = page.getByRole('article').filter({ hasText: 'Typed without a mouse' });
  await expect(card).toBeVisible();

  const like = card.getByRole('button', { name: 'Like (0)' });
  await tabUntil(page, () => like.evaluate((node) => node === document.activeElement));
  await expect(like).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'true');

  // Another person's menu (report, mute, block), on their profile.
  await page.goto(`/profile/${ben.userId}`);
  const more = page.getByRole('button', { name: 'More actions' });
  await tabUntil(page, () => more.evaluate((node) => node === document.activeElement));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(more).toBeFocused();
});

/** Presses Tab until the check holds (at most 60 times), as a keyboard user moves through the page. */
async function tabUntil(page: Page, reached: () => Promise<boolean>): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await reached()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Not reached with Tab');
}
