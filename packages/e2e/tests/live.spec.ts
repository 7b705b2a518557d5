import { expect, test, type Page } from './support/fixtures';
import { createAccount, signIn } from './support/accounts';
import { signedInPage } from './support/chat-ui';
import { createPostAs } from './support/dev-remote';

/** Resolves with the first `counts` frame the page's socket receives (the socket is open and live). */
function firstCounts(page: Page): Promise<void> {
  return new Promise((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"counts"')) resolve();
      }),
    ),
  );
}

test('the bell updates within a second of a like, without the 30 s poll; mark all read clears it at once', async ({
  browser,
  request,
  baseURL,
}) => {
  const [ann, ben] = [await createAccount(request), await createAccount(request)];
  const postId = await createPostAs(String(baseURL), ann, 'Live badges, please');
  const annPage = await (await browser.newContext()).newPage();
  const live = firstCounts(annPage);
  await signIn(annPage, ann);
  await live;
  const bell = annPage.getByRole('link', { name: 'Notifications' });
  await expect(bell).toBeVisible();
  await expect(bell.getByLabel(/unread notifications/)).toBeHidden();

  const benPage = await signedInPage(browser, ben);
  await benPage.goto(`/post/${postId}`);
  const like = benPage.getByRole('button', { name: /^Like/ }).first();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const polls: string[] = [];
  annPage.on('request', (r) => {
    if (r.url().includes('/api/notifications?')) polls.push(r.url());
  });
  const likedAt = Date.now();
  await like.click();
  await expect(bell.getByLabel('1 unread notifications')).toBeVisible({ timeout: 1000 });
  console.log(`like click → bell in the browser: ${Date.now() - likedAt} ms`);
  expect(polls).toEqual([]);

  await bell.click();
  await expect(annPage.getByTestId('notification')).toHaveCount(1);
  await annPage.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell.getByLabel(/unread notifications/)).toBeHidden({ timeout: 1000 });
});
