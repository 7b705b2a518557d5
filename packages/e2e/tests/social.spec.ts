import { expect, test, type Browser, type Page } from './support/fixtures';
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
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('link', { name: new RegExp(account.username) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/profile/${account.userId}$`));
}

test('friend request → Friends badge → accept → the bell shows it and links to the new friend; follow changes counts', async ({
  browser,
  request,
}) => {
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
  await nav(benPage)
    .getByRole('link', { name: /Friends/ })
    .click();
  const requests = benPage.getByRole('region', { name: 'Friend requests' });
  await expect(requests.getByText(ann.username, { exact: true })).toBeVisible();
  await requests.getByRole('button', { name: `Accept ${ann.username}` }).click();
  await expect(
    benPage.getByRole('region', { name: 'Friends', exact: true }).getByText(ann.username, { exact: true }),
  ).toBeVisible();
  await expect(requests.getByText('No friend requests.')).toBeVisible();

  await annPage.goto('/feed');
  await expect(nav(annPage).getByLabel('1 unread notifications')).toBeVisible();
  await nav(annPage).getByRole('link', { name: 'Notifications' }).click();
  const item = annPage.getByTestId('notification').filter({ hasText: `${ben.username} accepted your friend request` });
  await expect(item).toBeVisible();
  await item.getByRole('link').click();
  await expect(annPage).toHaveURL(new RegExp(`/profile/${ben.userId}$`));
  await expect(
    annPage.getByRole('region', { name: 'Profile', exact: true }).getByRole('button', { name: 'Unfriend' }),
  ).toBeVisible();

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

  // Both follows are one grouped line; the friend request is another.
  const page = await signedInPage(browser, ann);
  await expect(nav(page).getByLabel('2 unread notifications')).toBeVisible();
  await page.goto('/notifications');
  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(2);
  await expect(page.getByText('2 unread', { exact: true })).toBeVisible();
  await expect(items.first()).toContainText(`${cal.username} and 1 other started following you`);
  await expect(items.filter({ hasText: `${ben.username} sent you a friend request` })).toHaveCount(1);

  await page.getByLabel('Type').selectOption({ label: 'Follows' });
  await expect(items).toHaveCount(1);
  await items.first().getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByText('1 unread', { exact: true })).toBeVisible();

  await page.getByLabel('Unread only').check();
  await expect(items).toHaveCount(0);
  await page.getByLabel('Type').selectOption({ label: 'All notifications' });
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`${ben.username} sent you a friend request`);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('No unread notifications.')).toBeVisible();
  await expect(page.getByText('0 unread', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText('0 unread', { exact: true })).toBeVisible();
  await expect(items).toHaveCount(2);
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

test('a clique: the owner creates it, invites a member and posts in it; the member accepts and sees the post, an outsider does not', async ({
  browser,
  request,
}) => {
  const [ann, ben, cal] = await Promise.all([createAccount(request), createAccount(request), createAccount(request)]);
  const annPage = await signedInPage(browser, ann);
  await nav(annPage).getByRole('link', { name: 'My Cliques' }).click();
  await annPage.getByRole('button', { name: 'Create a clique' }).click();
  const form = annPage.getByRole('form', { name: 'New clique' });
  await form.getByLabel('Name').fill('Climbers');
  await form.getByLabel('Description').fill('Weekend walls');
  await form.getByRole('button', { name: 'Create Clique' }).click();
  await expect(annPage.getByRole('heading', { name: 'Climbers' })).toBeVisible();
  const cliqueUrl = annPage.url();
  expect(cliqueUrl).toMatch(/\/cliques\?clique=[0-9a-f-]{36}$/);

  // Nobody becomes a member without consent: the owner invites, the person accepts.
  await annPage.getByRole('tab', { name: 'Manage' }).click();
  await annPage.getByRole('tab', { name: 'Invitations and links' }).click();
  const invite = annPage.getByRole('region', { name: 'Invite people' });
  await invite.getByLabel('Find people to invite').fill(ben.username);
  await invite.getByRole('button', { name: 'Search' }).click();
  await invite.getByRole('button', { name: `Invite ${ben.username}` }).click();
  await expect(invite.getByRole('status')).toHaveText(`Invited ${ben.username}`);

  await annPage.getByRole('tab', { name: 'Posts', exact: true }).click();
  const composer = annPage.getByRole('form', { name: 'New post in this clique' });
  await composer.getByLabel("What's on your mind?").fill('Bouldering on Saturday #climbing');
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(annPage.getByTestId('post-list').getByText('Bouldering on Saturday')).toBeVisible();

  const benPage = await signedInPage(browser, ben);
  await nav(benPage).getByRole('link', { name: 'My Cliques' }).click();
  await benPage.getByRole('tab', { name: 'Invitations' }).click();
  await benPage.getByRole('button', { name: 'Accept the invitation to Climbers' }).click();
  await expect(benPage.getByTestId('post-list').getByText('Bouldering on Saturday')).toBeVisible();
  await expect(benPage.getByRole('button', { name: 'Leave Clique' })).toBeVisible();
  await expect(benPage.getByRole('button', { name: 'Delete Clique' })).toHaveCount(0);

  const calPage = await signedInPage(browser, cal);
  await calPage.goto(new URL(cliqueUrl).pathname + new URL(cliqueUrl).search);
  await expect(calPage.getByText('Clique not found')).toBeVisible();
  await expect(calPage.getByText('Bouldering on Saturday')).toHaveCount(0);
  await expect(calPage.getByRole('navigation', { name: 'Your cliques' }).getByRole('button')).toHaveCount(0);
});

/** A 64×48 PNG (solid colour) drawn by the browser, as a picture someone would choose. */
async function samplePicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#3a4fd8';
    context.fillRect(0, 0, 64, 48);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

test('a profile picture uploads through the media pipeline, shows, and stays after a reload', async ({
  browser,
  request,
}) => {
  const ann = await createAccount(request);
  const page = await signedInPage(browser, ann);
  await page.goto('/profile');
  const form = page.getByRole('region', { name: 'Edit profile' });
  await form
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await samplePicture(page) });
  await expect(form.getByText('Profile picture updated')).toBeVisible();
  const picture = page.getByRole('img', { name: `${ann.username}'s profile picture` });
  await expect(picture).toHaveAttribute(
    'src',
    new RegExp(`/media/files/users/${ann.userId}/profile/avatar.jpg\\?expires=`),
  );
  await page.reload();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('the followers list opens from the count; a follower is followed back in place', async ({ browser, request }) => {
  const ann = await createAccount(request);
  const ben = await createAccount(request);
  const annPage = await signedInPage(browser, ann);
  await visitProfile(annPage, ben);
  await annPage.getByRole('button', { name: 'Follow' }).click();
  await expect(annPage.getByTestId('count-followers')).toHaveText('1Followers');

  const benPage = await signedInPage(browser, ben);
  await benPage.goto('/profile');
  await benPage.getByTestId('count-followers').getByRole('link').click();
  await expect(benPage).toHaveURL(/\?list=followers$/);
  const followers = benPage.getByRole('region', { name: 'Followers' });
  await expect(followers.getByRole('link', { name: new RegExp(ann.username) })).toBeVisible();
  await followers.getByRole('button', { name: 'Follow' }).click();
  await expect(followers.getByRole('button', { name: 'Unfollow' })).toBeVisible();

  await benPage.reload();
  await expect(benPage.getByTestId('count-following')).toHaveText('1Following');
  await benPage.getByTestId('count-following').getByRole('link').click();
  const following = benPage.getByRole('region', { name: 'Following' });
  await expect(following.getByRole('link', { name: new RegExp(ann.username) })).toBeVisible();
  await expect(following.getByRole('button', { name: 'Unfollow' })).toBeVisible();
});
