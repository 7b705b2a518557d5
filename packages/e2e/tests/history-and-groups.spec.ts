import { expect, test } from './support/fixtures';
import { createAccount, signIn, type Account } from './support/accounts';
import { createPostAs, idTokenOf } from './support/dev-remote';
import { ownInstanceWithoutWriteLimits } from './support/own-instance';

// Sixty people sign up for the likes: a server of this file's own, so the shared one's sign-up limit stays untouched.
const app = ownInstanceWithoutWriteLimits('history-and-groups');

/** `account` likes the post through the API. */
async function likeAs(account: Account, postId: string): Promise<void> {
  const authorization = `Bearer ${await idTokenOf(app.url, account)}`;
  await fetch(`${app.url}/api/users/sync`, { method: 'POST', headers: { authorization } });
  const response = await fetch(`${app.url}/api/posts/${postId}/like`, { method: 'POST', headers: { authorization } });
  if (response.status !== 200) throw new Error(`POST /api/posts/${postId}/like answered ${response.status}`);
}

test('edit a post twice, then read its versions from "Edited"', async ({ browser }) => {
  const ann = await createAccount(app.url);
  const page = await (await browser.newContext({ baseURL: app.url })).newPage();
  await signIn(page, ann);
  const composer = page.getByRole('form', { name: 'New post' });
  await composer.getByRole('textbox', { name: "What's on your mind?" }).fill('Version one of my news');
  await composer.getByRole('button', { name: 'Post' }).click();
  const card = page.getByRole('region', { name: 'Posts' }).getByRole('article', { name: `Post by ${ann.username}` });
  await expect(card).toContainText('Version one of my news');
  await expect(card.getByRole('button', { name: /^Edited/ })).toHaveCount(0);

  for (const text of ['Version two of my news', 'Version three of my news']) {
    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    await card.getByRole('textbox', { name: 'Edit post' }).fill(text);
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card).toContainText(text);
  }

  await card.getByRole('button', { name: /^Edited/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit history' });
  const versions = dialog.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem');
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('Current version');
  await expect(versions.nth(0)).toContainText('Version three of my news');
  await expect(versions.nth(1)).toContainText('Version two of my news');
  await expect(versions.nth(2)).toContainText('Original');
  await expect(versions.nth(2)).toContainText('Version one of my news');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('60 likes arrive: the bell counts one, and the notifications page shows one grouped line', async ({ browser }) => {
  test.setTimeout(240_000);
  const ann = await createAccount(app.url);
  const postId = await createPostAs(app.url, ann, 'Liked by sixty');
  const likers: Account[] = [];
  for (let batch = 0; batch < 6; batch += 1)
    likers.push(...(await Promise.all(Array.from({ length: 10 }, () => createAccount(app.url)))));
  for (let batch = 0; batch < 6; batch += 1)
    await Promise.all(likers.slice(batch * 10, batch * 10 + 10).map((liker) => likeAs(liker, postId)));

  const page = await (await browser.newContext({ baseURL: app.url })).newPage();
  await signIn(page, ann);
  const bell = page.getByRole('link', { name: 'Notifications' });
  await expect(bell.getByLabel('1 unread notifications')).toBeVisible();

  await bell.click();
  const lines = page.getByTestId('notification');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('and 59 others liked your post');
  await lines.first().getByRole('button', { name: 'Mark as read' }).click();
  await expect(bell.getByLabel(/unread notifications/)).toBeHidden();
});
