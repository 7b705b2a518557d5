import { expect, test } from './support/fixtures';
import { createAccount, signIn } from './support/accounts';
import { createPostAs } from './support/dev-remote';

test('quote a post from its Share menu, then its author detaches it and the quote shows it unavailable', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const ann = await createAccount(request);
  const ben = await createAccount(request);
  await signIn(page, ann);
  const bensText = `Ben's sourdough tip ${Date.now().toString(36)}`;
  const bensPostId = await createPostAs(new URL(page.url()).origin, ben, bensText);

  // Ann quotes Ben's post: Share opens a choice, Quote opens the composer with his post under the text.
  await page.goto(`/post/${bensPostId}`);
  const bens = page.getByRole('article', { name: `Post by ${ben.username}` });
  await bens.getByRole('button', { name: 'Share (0)' }).click();
  await expect(page.getByRole('menuitem', { name: 'Share' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quote post' });
  await expect(dialog.getByRole('blockquote')).toContainText(bensText);
  await dialog.getByRole('textbox', { name: "What's on your mind?" }).fill('This changed my bread');
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your quote is posted.');
  await dialog.getByRole('link', { name: 'See it' }).click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
  const quoteUrl = new URL(page.url()).pathname;
  const quote = page.getByRole('article', { name: `Post by ${ann.username}` });
  await expect(quote.getByRole('blockquote', { name: `Quoted post by ${ben.username}` })).toContainText(bensText);

  // Ben sees the quote under his post and detaches his post from it: the quote shows it unavailable.
  const benPage = await (await browser.newContext()).newPage();
  await signIn(benPage, ben);
  await benPage.goto(`/post/${bensPostId}`);
  await expect(benPage.getByRole('heading', { name: 'Quotes' })).toBeVisible();
  await expect(benPage.getByRole('region', { name: 'Quotes' })).toContainText('This changed my bread');
  await benPage.goto(quoteUrl);
  const seenByBen = benPage.getByRole('article', { name: `Post by ${ann.username}` });
  await seenByBen.getByRole('button', { name: 'Remove quote' }).click();
  await expect(seenByBen.getByText('This post is unavailable')).toBeVisible();
  await expect(seenByBen.getByRole('button', { name: 'Remove quote' })).toHaveCount(0);

  // Ann, reloading her quote, sees the same.
  await page.reload();
  await expect(quote.getByText('This post is unavailable')).toBeVisible();
  await expect(quote).not.toContainText(bensText);
});
