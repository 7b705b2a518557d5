import { expect, test } from './support/fixtures';
import { createAccount, signIn } from './support/accounts';
import { png } from './support/png';

test('a warned post with a sensitive image: hidden behind its warning, blurred until tapped, then shown; the reader’s settings open both at once', async ({
  page,
  request,
}) => {
  test.slow();
  const ann = await createAccount(request);
  await signIn(page, ann);
  const secret = `The butler did it ${Date.now().toString(36)}`;

  // Ann writes a post behind a warning, with an image marked sensitive.
  const composer = page.getByRole('form', { name: 'New post' });
  await composer.getByRole('textbox', { name: "What's on your mind?" }).fill(secret);
  await composer.getByRole('checkbox', { name: 'Content warning' }).check();
  await composer.getByRole('textbox', { name: 'Warning shown before the post' }).fill('Film spoilers');
  await composer
    .locator('input[type=file]')
    .setInputFiles({ name: 'scene.png', mimeType: 'image/png', buffer: png(64, 48) });
  await composer.getByRole('checkbox', { name: 'Mark media as sensitive' }).check();
  await composer.getByRole('button', { name: 'Post' }).click();

  // In the feed: only the warning, until Show more.
  const card = page
    .getByRole('region', { name: 'Posts' })
    .getByRole('article', { name: `Post by ${ann.username}` })
    .filter({ hasText: 'Film spoilers' });
  await expect(card.getByText('Film spoilers')).toBeVisible();
  await expect(card.getByText(secret)).toHaveCount(0);
  const more = card.getByRole('button', { name: 'Show more' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(card.getByText(secret)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

  // The image is blurred and out of the accessibility tree until tapped.
  const imageName = `Image 1 of 1 by ${ann.username}`;
  await expect(card.locator('.feed-sensitive-blur')).toHaveCSS('filter', /blur/);
  await expect(card.getByRole('img', { name: imageName })).toHaveCount(0);
  await card.getByRole('button', { name: 'Show sensitive media' }).click();
  const image = card.getByRole('img', { name: imageName });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(card.locator('.feed-sensitive-blur')).toHaveCount(0);

  // With both settings on, the post page shows the warning above the open post and the image unblurred.
  await page.goto('/settings');
  await page.getByRole('checkbox', { name: 'Always expand posts with content warnings' }).check();
  await page.getByRole('checkbox', { name: 'Always show sensitive media' }).check();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  await page.goto('/feed');
  const open = page.getByRole('article', { name: `Post by ${ann.username}` }).filter({ hasText: 'Film spoilers' });
  await expect(open.getByText(secret)).toBeVisible();
  await expect(open.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  await expect(open.getByRole('img', { name: imageName })).toBeVisible();
});
