import http from 'node:http';
import { expect, test, type Browser, type Page } from './support/fixtures';
import { createAccount, signIn, type Account } from './support/accounts';
import { png } from './support/png';

/** The test's own web site, on the last port of the journey's range (E2E_PORT + 9; 127.0.0.1 is allowlisted). */
const sitePort = Number(process.env.E2E_PORT ?? 8180) + 9;

async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

test('a post with an address shows that page’s preview to another account', async ({ browser, request }) => {
  test.slow();
  const picture = png(120, 80);
  const site = http.createServer((req, res) => {
    if (req.url === '/picture.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<html><head><title>Fallback</title><meta property="og:title" content="Harbour walk guide">
       <meta property="og:description" content="Three hours along the old docks."><meta property="og:image" content="/picture.png">
       </head><body>Guide</body></html>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(sitePort, '127.0.0.1', resolve));
  try {
    const ann = await createAccount(request);
    const ben = await createAccount(request);
    const address = `http://127.0.0.1:${sitePort}/harbour`;
    const annPage = await signedInPage(browser, ann);
    const composer = annPage.getByRole('form', { name: 'New post' });
    const text = composer.getByRole('textbox', { name: "What's on your mind?" });
    await text.fill(`Our walk today: ${address}`);
    await composer.getByRole('button', { name: 'Post' }).click();
    await expect(text).toHaveValue('');

    // Ben opens Ann's profile; the server fetches the page in the background, so he may need a reload.
    const benPage = await signedInPage(browser, ben);
    const card = benPage.getByRole('article', { name: `Post by ${ann.username}` }).first();
    const preview = card.getByRole('link', { name: /Harbour walk guide/ });
    await expect(async () => {
      await benPage.goto(`/profile/${ann.userId}`);
      await expect(preview).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await expect(preview).toHaveAttribute('href', address);
    await expect(preview).toHaveAttribute('target', '_blank');
    await expect(preview).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(preview).toContainText('Three hours along the old docks.');
    await expect(preview).toContainText('127.0.0.1');
    // The picture comes from our own media storage, never from the other site.
    const image = preview.locator('img');
    await expect(image).toHaveAttribute('src', /^\/media\/files\/links\/[0-9a-f]{32}\?expires=\d+&sig=/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 120))
      .toBe(true);
  } finally {
    await new Promise<void>((resolve) => site.close(() => resolve()));
  }
});
