import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount, signIn, type Account } from './support/accounts';

/** A signed-in page of its own (separate storage), for journeys with several people. */
async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens someone's profile the way a person finds it: search on /friends, then follow the link. */
async function visitProfile(page: Page, account: Account): Promise<void> {
  await page.goto('/friends');
  await page.getByLabel('Search by name or username').fill(account.username);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: new RegExp(account.username) }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${account.userId}$`));
}

test('friend request → Friends badge → accept → the bell shows it and links to the new friend; follow changes counts', async ({ browser, request }) => {
  const ann = await createAccount(request);
  const ben = await createAccount(request);
  const annPage = await signedInPage(browser, ann);
  const benPage = await signedInPage(browser, ben);

  await visitProfile(annPage, ben);
  await expect(annPage.getByRole('heading', { name: ben.username })).toBeVisible();
  await annPage.getByRole('button', { name: 'Add Friend' }).click();
  await expect(annPage.getByText('Friend request sent')).toBeVisible();

  await benPage.reload();
  await expect(nav(benPage).getByLabel('1 friend requests')).toBeVisible();
  await nav(benPage).getByRole('link', { name: /Friends/ }).click();
  const requests = benPage.getByRole('region', { name: 'Friend requests' });
  await expect(requests.getByText(ann.username, { exact: true })).toBeVisible();
  await requests.getByRole('button', { name: `Accept ${ann.username}` }).click();
  await expect(benPage.getByRole('region', { name: 'Friends', exact: true }).getByText(ann.username, { exact: true })).toBeVisible();
  await expect(requests.getByText('No friend requests.')).toBeVisible();

  await annPage.goto('/feed');
  await expect(nav(annPage).getByLabel('1 unread notifications')).toBeVisible();
  await nav(annPage).getByRole('link', { name: 'Notifications' }).click();
  const item = annPage.getByTestId('notification').filter({ hasText: `${ben.username} accepted your friend request` });
  await expect(item).toBeVisible();
  await item.getByRole('link').click();
  await expect(annPage).toHaveURL(new RegExp(`/profile/${ben.userId}$`));
  await expect(annPage.getByRole('region', { name: 'Profile', exact: true }).getByRole('button', { name: 'Unfriend' })).toBeVisible();

  const followers = annPage.getByTestId('count-followers');
  await expect(followers).toHaveText('0Followers');
  await annPage.getByRole('button', { name: 'Follow' }).click();
  await expect(followers).toHaveText('1Followers');
  await annPage.goto('/profile');
  await expect(annPage.getByTestId('count-following')).toHaveText('1Following');
  await expect(annPage.getByTestId('count-friends')).toHaveText('1Friends');
  await visitProfile(annPage, ben);
  await annPage.getByRole('button', { name: 'Unfollow' }).click();
  await expect(followers).toHaveText('0Followers');
});

test('notifications: type filter, unread only, mark one and all read', async ({ browser, request }) => {
  const [ann, ben, cal] = await Promise.all([createAccount(request), createAccount(request), createAccount(request)]);
  for (const fan of [ben, cal]) {
    const page = await signedInPage(browser, fan);
    await visitProfile(page, ann);
    await page.getByRole('button', { name: 'Follow' }).click();
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    if (fan === ben) await page.getByRole('button', { name: 'Add Friend' }).click();
    await expect(page.getByText(fan === ben ? 'Friend request sent' : 'Unfollow')).toBeVisible();
    await page.context().close();
  }

  const page = await signedInPage(browser, ann);
  await expect(nav(page).getByLabel('3 unread notifications')).toBeVisible();
  await page.goto('/notifications');
  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(3);
  await expect(page.getByText('3 unread')).toBeVisible();
  await expect(items.first()).toContainText(`${cal.username} started following you`);
  await expect(items.filter({ hasText: `${ben.username} sent you a friend request` })).toHaveCount(1);

  await page.getByLabel('Type').selectOption({ label: 'Follows' });
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: `${cal.username} started following you` })).toHaveCount(1);
  await items.filter({ hasText: cal.username }).getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByText('2 unread')).toBeVisible();

  await page.getByLabel('Unread only').check();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`${ben.username} started following you`);
  await page.getByLabel('Type').selectOption({ label: 'All notifications' });
  await expect(items).toHaveCount(2);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('No unread notifications.')).toBeVisible();
  await expect(page.getByText('0 unread')).toBeVisible();

  await page.reload();
  await expect(page.getByText('0 unread')).toBeVisible();
  await expect(items).toHaveCount(3);
  await expect(nav(page).getByLabel(/unread notifications/)).toHaveCount(0);
});

test('profile edits persist across a reload', async ({ browser, request }) => {
  const ann = await createAccount(request);
  const page = await signedInPage(browser, ann);
  await nav(page).getByRole('link', { name: 'Profile' }).click();
  const form = page.getByRole('region', { name: 'Edit profile' });
  await form.getByLabel('Display name').fill('Ann Climber');
  await form.getByLabel('Bio').fill('Weekends on the wall.');
  await form.getByLabel('Location').fill('Lyon');
  await form.getByLabel('Profession').fill('Engineer');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(form.getByText('Profile saved')).toBeVisible();
  await page.reload();
  const header = page.getByRole('region', { name: 'Profile', exact: true });
  await expect(header.getByRole('heading', { name: 'Ann Climber' })).toBeVisible();
  await expect(header.getByText('Weekends on the wall.')).toBeVisible();
  await expect(header.getByText('Engineer · Lyon')).toBeVisible();
  await expect(form.getByLabel('Display name')).toHaveValue('Ann Climber');
});
