import { expect, test, type Page } from './support/fixtures';
import { createAccount, signIn, type Account } from './support/accounts';
import { ownInstanceWithoutWriteLimits } from './support/own-instance';
import { messages } from './support/chat-ui';
import { idTokenOf } from './support/dev-remote';

const app = ownInstanceWithoutWriteLimits('chat-history');
const total = 1000;
/** The one message with this word: the search finds it on the first of 20 pages. */
const rareWord = 'pineapple';
const contentOf = (n: number) => (n === 5 ? `History message 5 ${rareWord}` : `History message ${n}`);

/**
 * Sends messages as the page's person to `recipientId` from inside the page (the app's origin, so the
 * server takes the sockets). A socket takes 10 frames a second, so 16 sockets send in rounds of one
 * message each, a round at most every 100 ms, each round after the last is acknowledged. Order within
 * a round is the server's; the first and the last message go alone, so they are the oldest and newest.
 */
async function sendMessages(page: Page, token: string, from: string, recipientId: string, contents: string[]) {
  await page.evaluate(
    async ({ token, from, recipientId, contents }) => {
      const open = async () => {
        const answer = await fetch('/api/realtime/ticket', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        });
        const { ticket } = (await answer.json()) as { ticket: string };
        const ws = new WebSocket(
          `${location.origin.replace(/^http/, 'ws')}/ws?userId=${from}&ticket=${encodeURIComponent(ticket)}`,
        );
        await new Promise((resolve, reject) => {
          ws.onopen = resolve;
          ws.onerror = () => reject(new Error('socket error'));
        });
        return ws;
      };
      const sockets = await Promise.all(Array.from({ length: Math.min(16, contents.length) }, open));
      const waiting = new Map<string, () => void>();
      let refused = '';
      for (const ws of sockets)
        ws.onmessage = (event) => {
          const frame = JSON.parse(String(event.data)) as { type: string; clientMessageId?: string; message?: string };
          if (frame.type === 'error') refused = frame.message ?? frame.type;
          if (frame.clientMessageId) waiting.get(frame.clientMessageId)?.();
        };
      const stamp = Date.now().toString(36);
      let sent = 0;
      const sendOne = (ws: WebSocket, content: string) =>
        new Promise<void>((resolve) => {
          const clientMessageId = `h${stamp}${(sent += 1)}`;
          waiting.set(clientMessageId, resolve);
          ws.send(JSON.stringify({ action: 'sendMessage', recipientId, content, clientMessageId }));
        });
      const rounds = [contents.slice(0, 1)];
      for (let start = 1; start < contents.length - 1; start += sockets.length)
        rounds.push(contents.slice(start, Math.min(start + sockets.length, contents.length - 1)));
      if (contents.length > 1) rounds.push(contents.slice(-1));
      for (const round of rounds) {
        const pace = new Promise((resolve) => setTimeout(resolve, 100));
        await Promise.all(round.map((content, i) => sendOne(sockets[i] as WebSocket, content)));
        await pace;
      }
      sockets.forEach((ws) => ws.close(1000));
      if (refused) throw new Error(`A message was refused: ${refused}`);
    },
    { token, from, recipientId, contents },
  );
}

const items = (page: Page) => messages(page).getByRole('listitem');
/** The message whose text is exactly this. */
const itemOf = (page: Page, text: string) => items(page).filter({ has: page.getByText(text, { exact: true }) });
const box = (page: Page) => page.locator('.chat-messages');

/** The message box's scroll state. */
const scrollOf = (page: Page) =>
  box(page).evaluate((element) => ({
    top: element.scrollTop,
    fromEnd: element.scrollHeight - element.scrollTop - element.clientHeight,
  }));

/** The first message wholly inside the box's viewport: its number and its top edge. */
async function firstInView(page: Page): Promise<{ n: number; top: number }> {
  return box(page).evaluate((element) => {
    const view = element.getBoundingClientRect();
    for (const item of element.querySelectorAll('li')) {
      const { top, bottom } = item.getBoundingClientRect();
      const n = /^History message (\d+)/.exec(item.querySelector('.chat-bubble')?.textContent ?? '')?.[1];
      if (n && top >= view.top && bottom <= view.bottom) return { n: Number(n), top: top - view.top };
    }
    throw new Error('No message in view');
  });
}

const loadOlderButton = (page: Page) => page.getByRole('button', { name: /^Load(ing)? older messages/ });

test('a conversation of 1,000 messages opens at the newest, keeps a few dozen mounted, holds its place and follows new ones', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const ann: Account = await createAccount(app.url);
  const ben: Account = await createAccount(app.url);
  const benPage = await (await browser.newContext({ baseURL: app.url })).newPage();
  await signIn(benPage, ben);
  const annPage = await (await browser.newContext({ baseURL: app.url })).newPage();
  await signIn(annPage, ann);
  const benToken = await idTokenOf(app.url, ben);
  const seeding = Date.now();
  await sendMessages(
    benPage,
    benToken,
    ben.userId,
    ann.userId,
    Array.from({ length: total }, (_, i) => contentOf(i + 1)),
  );
  console.log(`seeded ${total} messages in ${Date.now() - seeding} ms`);

  // Opens at the newest message, at the bottom of the box.
  const opening = Date.now();
  await annPage.goto(`/chat?with=${ben.userId}`);
  const newest = itemOf(annPage, `History message ${total}`);
  await expect(newest).toHaveCount(1);
  // The whole box on screen (the page's own scroll), then the newest message wholly in it.
  await box(annPage).scrollIntoViewIfNeeded();
  await expect(newest).toBeInViewport({ ratio: 1 });
  console.log(`opened at the newest in ${Date.now() - opening} ms`);
  await expect.poll(async () => (await scrollOf(annPage)).fromEnd).toBeLessThan(2);
  let mostMounted = await items(annPage).count();

  // Loading every older page from the top: the first message in view stays where it was.
  let pages = 0;
  const shifts: number[] = [];
  const loading = Date.now();
  while (await loadOlderButton(annPage).isVisible()) {
    // At the top, as a person stops there before pressing the button.
    await box(annPage).evaluate((element) => element.scrollTo(0, 0));
    await annPage.waitForTimeout(300);
    const before = await firstInView(annPage);
    await annPage.getByRole('button', { name: 'Load older messages' }).click();
    await expect(annPage.getByRole('button', { name: 'Loading older messages…' })).toHaveCount(0);
    await annPage.waitForTimeout(50);
    const place = await itemOf(annPage, contentOf(before.n)).evaluate(
      (item) => item.getBoundingClientRect().top - item.closest('.chat-messages')!.getBoundingClientRect().top,
    );
    shifts.push(Math.round(place - before.top));
    mostMounted = Math.max(mostMounted, await items(annPage).count());
    pages += 1;
  }
  console.log(`loaded ${pages} older pages in ${Date.now() - loading} ms; shifts (px): ${shifts.join(' ')}`);
  expect(Math.max(...shifts.map(Math.abs))).toBeLessThan(4);
  await box(annPage).evaluate((element) => element.scrollTo(0, 0));
  await expect(itemOf(annPage, 'History message 1')).toBeVisible();

  // Through the whole history, top to bottom: a few dozen messages mounted at most.
  const height = await box(annPage).evaluate((element) => element.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await box(annPage).evaluate((element, to) => element.scrollTo(0, to), y);
    await annPage.waitForTimeout(20);
    mostMounted = Math.max(mostMounted, await items(annPage).count());
  }
  console.log(`most messages mounted: ${mostMounted} of ${total}`);
  expect(mostMounted).toBeGreaterThan(0);
  expect(mostMounted).toBeLessThan(60);

  // At the bottom, Ben's new message shows and the box stays at the bottom.
  await box(annPage).evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect.poll(async () => (await scrollOf(annPage)).fromEnd).toBeLessThan(2);
  await sendMessages(benPage, benToken, ben.userId, ann.userId, ['History message 1001']);
  await expect(itemOf(annPage, 'History message 1001')).toBeInViewport({ ratio: 1 });
  await expect.poll(async () => (await scrollOf(annPage)).fromEnd).toBeLessThan(2);

  // Scrolled up, the next one does not move what Ann reads; "New messages" takes her down to it.
  await box(annPage).evaluate((element) => element.scrollTo(0, element.scrollHeight / 2));
  await annPage.waitForTimeout(100);
  const reading = await firstInView(annPage);
  const scrollTop = (await scrollOf(annPage)).top;
  await sendMessages(benPage, benToken, ben.userId, ann.userId, ['History message 1002']);
  await expect(annPage.getByRole('button', { name: 'New messages' })).toBeVisible();
  expect(await firstInView(annPage)).toEqual(reading);
  expect((await scrollOf(annPage)).top).toBe(scrollTop);
  await annPage.getByRole('button', { name: 'New messages' }).click();
  await expect(itemOf(annPage, 'History message 1002')).toBeInViewport({ ratio: 1 });
  await expect(annPage.getByRole('button', { name: 'New messages' })).toHaveCount(0);
  expect(await items(annPage).count()).toBeLessThan(60);
});

test('a search result far back in the history is loaded and scrolled to', async ({ browser }) => {
  test.setTimeout(300_000);
  const ann: Account = await createAccount(app.url);
  const ben: Account = await createAccount(app.url);
  const benPage = await (await browser.newContext({ baseURL: app.url })).newPage();
  await signIn(benPage, ben);
  await sendMessages(
    benPage,
    await idTokenOf(app.url, ben),
    ben.userId,
    ann.userId,
    Array.from({ length: total }, (_, i) => contentOf(i + 1)),
  );
  const annPage = await (await browser.newContext({ baseURL: app.url })).newPage();
  await signIn(annPage, ann);
  await annPage.goto(`/chat?with=${ben.userId}`);
  await expect(itemOf(annPage, `History message ${total}`)).toBeInViewport();

  await annPage.getByRole('button', { name: 'Search', exact: true }).click();
  await annPage.getByRole('searchbox', { name: 'Search this conversation' }).fill(rareWord);
  await annPage.getByRole('button', { name: 'Find' }).click();
  const jumping = Date.now();
  await annPage.getByRole('button', { name: 'Show in conversation' }).click();
  const found = itemOf(annPage, contentOf(5));
  await expect(found).toBeInViewport({ timeout: 30_000 });
  console.log(`scrolled to a message 995 back in ${Date.now() - jumping} ms`);
  await expect(found.locator('[data-found]')).toHaveCount(1);
  expect(await items(annPage).count()).toBeLessThan(60);
});
