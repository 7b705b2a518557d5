import { expect, type Browser, type Page } from '@playwright/test';
import { signIn, type Account } from './accounts';

/** The open conversation's messages. */
export const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });
/** The message box of the open conversation. */
export const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/**
 * Writes a message in the open conversation and waits until the server has acknowledged it. Like a
 * person, it presses Enter once Send is enabled (nothing goes out while chat is not connected), and
 * again if the connection dropped in between and the text stayed in the box.
 */
export async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await expect(async () => {
    if ((await composer(page).inputValue()) === '') return;
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled({ timeout: 5_000 });
    await composer(page).press('Enter');
    await expect(composer(page)).toHaveValue('', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const item = messages(page).getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText(/Sent|Seen/);
}

/** A signed-in page with storage of its own, for journeys with two people. */
export async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

/** The message of the open conversation holding this text. */
export const messageItem = (page: Page, text: string) => messages(page).getByRole('listitem').filter({ hasText: text });
