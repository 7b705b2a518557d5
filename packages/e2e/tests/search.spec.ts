import { expect, test } from './support/fixtures';
import { createAccount, signIn } from './support/accounts';
import { createPostAs } from './support/dev-remote';

test('search from the top bar, open a result, then narrow it with from: and a #tag', async ({ page, request }) => {
  test.slow();
  const ann = await createAccount(request);
  const ben = await createAccount(request);
  // A word and a tag no other journey writes, so the results are exactly these posts.
  const word = `granite${Date.now().toString(36)}`;
  const tag = `crag${Date.now().toString(36)}`;
  await signIn(page, ann);
  const origin = new URL(page.url()).origin;
  const bensTagged = `Ben's ${word} ridge at dawn #${tag}`;
  const bensPlain = `Ben packs for the ${word} wall`;
  const annsPost = `Ann's ${word} notes`;
  await createPostAs(origin, ben, bensTagged);
  await createPostAs(origin, ben, bensPlain);
  await createPostAs(origin, ann, annsPost);

  // Ctrl-K focuses the top bar's field; Enter opens the results, every post with the word.
  const field = page.getByRole('navigation', { name: 'Main' }).getByRole('searchbox', { name: 'Search' });
  await page.keyboard.press('Control+k');
  await expect(field).toBeFocused();
  await field.fill(word);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&type=all$`));
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  const posts = page.getByRole('region', { name: 'Posts' }).getByRole('article');
  await expect(posts).toHaveCount(3);
  await expect(posts.filter({ hasText: bensTagged })).toHaveCount(1);
  await expect(posts.filter({ hasText: bensPlain })).toHaveCount(1);
  await expect(posts.filter({ hasText: annsPost })).toHaveCount(1);

  // A result opens on its own page.
  await posts
    .filter({ hasText: bensPlain })
    .getByRole('link', { name: /just now|ago/ })
    .click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('article', { name: `Post by ${ben.username}` })).toContainText(bensPlain);

  // `/` focuses the field too; from: keeps Ben's posts only.
  await page.keyboard.press('/');
  await expect(field).toBeFocused();
  await field.fill(`${word} from:${ben.username}`);
  await field.press('Enter');
  await expect(page.getByRole('searchbox', { name: 'Search posts, people, cliques and hashtags' })).toHaveValue(
    `${word} from:${ben.username}`,
  );
  await expect(posts).toHaveCount(2);
  await expect(posts.filter({ hasText: annsPost })).toHaveCount(0);

  // A #tag finds the tagged post, and the hashtag itself.
  await page.keyboard.press('Control+k');
  await field.fill(`#${tag}`);
  await field.press('Enter');
  await expect(posts).toHaveCount(1);
  await expect(posts.first()).toContainText(bensTagged);
  await expect(page.getByRole('region', { name: 'Hashtags' }).getByRole('link', { name: tag })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hashtags' })).toContainText('1 post');

  // The Posts tab says what it is showing, and the recent searches keep all three, newest first.
  await page.getByRole('tab', { name: 'Posts' }).click();
  await expect(page).toHaveURL(new RegExp(`type=posts$`));
  await expect(page.getByRole('tabpanel', { name: 'Posts' }).getByRole('article')).toHaveCount(1);
  await page.goto('/search');
  await expect(page.getByRole('region', { name: 'Recent searches' }).getByRole('link')).toHaveText([
    `#${tag}`,
    `${word} from:${ben.username}`,
    word,
  ]);
});
