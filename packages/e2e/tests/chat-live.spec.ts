import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';
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
