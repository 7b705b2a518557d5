import { expect, test, type Page } from './support/fixtures';
import { createAccount } from './support/accounts';
import { idTokenOf } from './support/dev-remote';
import { png } from './support/png';
import { composer, messageItem, messages, send, signedInPage } from './support/chat-ui';

test('two people see each other typing, edits and deletes live, and "Seen" once the other opened it', async ({
  browser,
  request,
}) => {
  const [ann, ben] = [await createAccount(request), await createAccount(request)];
  const [annPage, benPage] = [await signedInPage(browser, ann), await signedInPage(browser, ben)];
  await annPage.goto(`/chat?with=${ben.userId}`);
  await benPage.goto(`/chat?with=${ann.userId}`);
  await expect(annPage.getByText('No messages yet. Say hello!')).toBeVisible();
  await expect(benPage.getByText('No messages yet. Say hello!')).toBeVisible();

  // Typing shows on the other side within a second.
  await composer(annPage).pressSequentially('Hel');
  await expect(benPage.getByText(`${ann.username} is typing…`)).toBeVisible({ timeout: 1000 });
  await composer(annPage).fill('');
  await send(annPage, 'Helo Ben');
  await expect(benPage.getByText(`${ann.username} is typing…`)).toBeHidden();
  await expect(messages(benPage).getByText('Helo Ben')).toBeVisible();
  // Ben has the conversation open: Ann sees "Seen" under it.
  await expect(messageItem(annPage, 'Helo Ben')).toContainText('Seen');

  // An edit shows live, marked "edited".
  await messageItem(annPage, 'Helo Ben').getByRole('button', { name: 'Edit' }).click();
  await annPage.getByRole('textbox', { name: 'Edit message' }).fill('Hello Ben');
  await annPage.getByRole('button', { name: 'Save' }).click();
  await expect(messageItem(benPage, 'Hello Ben')).toContainText('edited');
  await expect(messageItem(annPage, 'Hello Ben')).toContainText('edited');

  // A delete for everyone shows live on both sides, and stays after a reload.
  await send(annPage, 'Wrong chat, sorry');
  await expect(messages(benPage).getByText('Wrong chat, sorry')).toBeVisible();
  await messageItem(annPage, 'Wrong chat, sorry').getByRole('button', { name: 'Delete' }).click();
  await annPage.getByRole('button', { name: 'Delete for everyone' }).click();
  await expect(messages(benPage).getByText('This message was deleted')).toBeVisible();
  await expect(messages(benPage).getByText('Wrong chat, sorry')).toBeHidden();
  await expect(messages(annPage).getByText('This message was deleted')).toBeVisible();
  await benPage.reload();
  await expect(messageItem(benPage, 'Hello Ben')).toContainText('edited');
  await expect(messages(benPage).getByText('This message was deleted')).toBeVisible();
});

test('an image sent in chat shows on both sides, and only they can fetch it', async ({ browser, request, baseURL }) => {
  const [ann, ben, cal] = [await createAccount(request), await createAccount(request), await createAccount(request)];
  const [annPage, benPage] = [await signedInPage(browser, ann), await signedInPage(browser, ben)];
  await annPage.goto(`/chat?with=${ben.userId}`);
  await benPage.goto(`/chat?with=${ann.userId}`);
  await expect(annPage.getByText('No messages yet. Say hello!')).toBeVisible();

  await annPage
    .getByLabel('Images to attach')
    .setInputFiles({ name: 'summit.png', mimeType: 'image/png', buffer: png(64, 48) });
  await expect(annPage.getByRole('list', { name: 'Images to send' })).toContainText('summit.png');
  await send(annPage, 'From the top');
  const picture = (page: Page) => messageItem(page, 'From the top').getByRole('img', { name: 'Image 1' });
  for (const page of [annPage, benPage]) {
    await expect(picture(page)).toBeVisible();
    await expect.poll(() => picture(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  }

  // Someone outside the conversation cannot have the file signed for them.
  const src = (await picture(benPage).getAttribute('src')) as string;
  const key = decodeURIComponent(new URL(src, 'http://x').pathname.replace('/media/files/', ''));
  const asCal = { authorization: `Bearer ${await idTokenOf(baseURL as string, cal)}` };
  const answer = await (await request.post('/api/signed-url', { headers: asCal, data: { keys: [key] } })).json();
  expect(answer).toEqual({ results: [] });
});

test('a friend shows "Online" in the chat header, then "Last seen just now" once they leave', async ({
  browser,
  request,
  baseURL,
}) => {
  const [ann, ben] = [await createAccount(request), await createAccount(request)];
  const bearer = async (account: typeof ann) => ({
    authorization: `Bearer ${await idTokenOf(baseURL as string, account)}`,
  });
  await request.post('/api/friends/request', { headers: await bearer(ann), data: { recipientId: ben.userId } });
  await request.post('/api/friends/accept', { headers: await bearer(ben), data: { senderId: ann.userId } });
  const benPage = await signedInPage(browser, ben);
  const annPage = await signedInPage(browser, ann);
  await annPage.goto(`/chat?with=${ben.userId}`);
  const header = annPage.getByRole('region', { name: /Conversation with/ }).locator('header');
  await expect(header).toContainText('Online');
  await benPage.context().close();
  await expect(header).toContainText('Last seen just now');
});
