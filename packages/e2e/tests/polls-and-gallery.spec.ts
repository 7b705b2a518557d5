import { expect, test } from './support/fixtures';
import { createAccount } from './support/accounts';
import { signedInPage } from './support/chat-ui';
import { apiAs, cliquePath, cliqueWith, section } from './support/clique-ui';
import { png } from './support/png';

// Polls and a clique's gallery (issue 36): a poll made in the composer, two people voting in two
// browsers and each seeing the other's vote arrive without a reload; a clique's photos in its Gallery.

test('a poll: made in the composer, voted on in two browsers, each vote arriving live in the other', async ({
  browser,
  request,
}) => {
  test.slow();
  const [ann, ben] = await Promise.all([createAccount(request), createAccount(request)]);
  const annPage = await signedInPage(browser, ann);
  const question = `Tea or coffee? ${Date.now().toString(36)}`;

  // Ann adds a poll to a post.
  const composer = annPage.getByRole('form', { name: 'New post' });
  await composer.getByRole('textbox', { name: "What's on your mind?" }).fill(question);
  await composer.getByRole('button', { name: 'Add a poll' }).click();
  await composer.getByRole('textbox', { name: 'Option 1' }).fill('Tea');
  await composer.getByRole('textbox', { name: 'Option 2' }).fill('Coffee');
  const created = annPage.waitForResponse((r) => r.url().endsWith('/api/posts') && r.request().method() === 'POST');
  await composer.getByRole('button', { name: 'Post' }).click();
  const { post } = (await (await created).json()) as { post: { postId: string } };

  // Both open the post; Ben votes Tea, and Ann's page counts it without a reload.
  await annPage.goto(`/post/${post.postId}`);
  const benPage = await signedInPage(browser, ben);
  await benPage.goto(`/post/${post.postId}`);
  const annPoll = annPage.getByRole('region', { name: 'Poll' });
  const benPoll = benPage.getByRole('region', { name: 'Poll' });
  await expect(annPoll.getByText('0 votes')).toBeVisible();
  await benPoll.getByRole('radio', { name: 'Tea' }).check();
  await benPoll.getByRole('button', { name: 'Vote' }).click();
  await expect(benPoll.getByText('Your choice')).toBeVisible();
  await expect(annPoll.getByText('1 vote', { exact: true })).toBeVisible();

  // Ann votes Coffee; Ben's bars move to half and half without a reload.
  await annPoll.getByRole('radio', { name: 'Coffee' }).check();
  await annPoll.getByRole('button', { name: 'Vote' }).click();
  await expect(benPoll.getByText('2 votes')).toBeVisible();
  await expect(benPoll.getByText('50%')).toHaveCount(2);
  await benPage.context().close();
  await annPage.context().close();
});

test('a clique’s gallery shows the photos posted there, opened in a lightbox with their alt text', async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const [ann, ben] = await Promise.all([createAccount(request), createAccount(request)]);
  const [asAnn, asBen] = await Promise.all([ann, ben].map((account) => apiAs(request, baseURL as string, account)));
  const cliqueId = await cliqueWith(asAnn, [asBen], { name: `Climbers ${Date.now()}` });

  // Ann posts a photo with its description in the clique.
  const annPage = await signedInPage(browser, ann);
  await annPage.goto(cliquePath(cliqueId));
  const composer = annPage.getByRole('form', { name: 'New post in this clique' });
  await composer.getByLabel("What's on your mind?").fill('The summit at last');
  await composer
    .locator('input[type=file]')
    .setInputFiles({ name: 'summit.png', mimeType: 'image/png', buffer: png(64, 48) });
  await composer.getByRole('textbox', { name: 'Description of summit.png' }).fill('Three climbers on a snowy summit');
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(annPage.getByTestId('post-list').getByText('The summit at last')).toBeVisible();

  // Ben, a member, finds it in the Gallery and opens it; Escape brings him back.
  const benPage = await signedInPage(browser, ben);
  await benPage.goto(cliquePath(cliqueId));
  await section(benPage, 'Gallery');
  const tile = benPage.getByRole('button', { name: 'Three climbers on a snowy summit' });
  await expect(tile).toBeVisible();
  await tile.click();
  const viewer = benPage.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer.getByRole('img', { name: 'Three climbers on a snowy summit' })).toBeVisible();
  await expect(viewer.getByText('Three climbers on a snowy summit')).toBeVisible();
  await benPage.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await benPage.context().close();
  await annPage.context().close();
});
