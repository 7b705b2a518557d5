import { expect, test } from './support/fixtures';
import { createAccount, signIn } from './support/accounts';
import { createPostAs } from './support/dev-remote';

test('bookmark a post in the feed and another on its page, find them in Bookmarks from your profile, take one back', async ({
  page,
  request,
}) => {
  test.slow();
  const ann = await createAccount(request);
  const ben = await createAccount(request);
  await signIn(page, ann);
  const bensText = `Ben's bread recipe ${Date.now().toString(36)}`;
  const bensPostId = await createPostAs(new URL(page.url()).origin, ben, bensText);

  // Ann writes a post and bookmarks it from her feed.
  const composer = page.getByRole('form', { name: 'New post' });
  await composer.getByRole('textbox', { name: "What's on your mind?" }).fill('Keep this one for later');
  await composer.getByRole('button', { name: 'Post' }).click();
  const own = page
    .getByRole('region', { name: 'Posts' })
    .getByRole('article', { name: `Post by ${ann.username}` })
    .filter({ hasText: 'Keep this one for later' });
  await own.getByRole('button', { name: 'Bookmark' }).click();
  await expect(own.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');

  // Ben's post, opened by its address, bookmarked there.
  await page.goto(`/post/${bensPostId}`);
  const bens = page.getByRole('article', { name: `Post by ${ben.username}` });
  await bens.getByRole('button', { name: 'Bookmark' }).click();
  await expect(bens.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');

  // From her own profile to her bookmarks: both posts, the newest bookmark first.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Bookmarks' }).click();
  await expect(page).toHaveURL(/\/bookmarks$/);
  await expect(page.getByRole('heading', { name: 'Bookmarks' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Bookmarks' });
  const cards = list.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(bensText);
  await expect(cards.nth(1)).toContainText('Keep this one for later');

  // Taking one back: after a reload only the other is listed.
  await cards.nth(1).getByRole('button', { name: 'Bookmark' }).click();
  await expect(cards.nth(1).getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('article')).toContainText(bensText);
});
