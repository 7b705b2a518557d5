import { expect, type Browser, type Page } from '@playwright/test';
import { fillLogin } from './account-ui';
import type { Account } from './accounts';
import { handleOn, pageOn, type FediverseServer } from './fediverse';

/** The question a federating server asks at a person's first sign-in. */
export const reachabilityQuestion = (page: Page) =>
  page.getByRole('dialog', { name: 'Be reachable from other servers?' });

/** Fills /login and presses Sign In (the page opens /login first). */
export async function submitSignIn(page: Page, account: Pick<Account, 'username' | 'password'>): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, account.username, account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * A page of its own on `server`, signed in as `account` through /login. Should the first sign-in's
 * question about other servers come, it is answered "Not now": the journeys turn reachability on in
 * Settings ({@link becomeReachable}), and the question has a journey of its own.
 */
export async function signedInOn(browser: Browser, server: FediverseServer, account: Account): Promise<Page> {
  const page = await pageOn(browser, server);
  await submitSignIn(page, account);
  const question = reachabilityQuestion(page);
  const feed = page.getByRole('heading', { name: 'Feed', level: 1 });
  await expect(question.or(feed)).toBeVisible();
  if (await question.isVisible()) await question.getByRole('button', { name: 'Not now' }).click();
  await page.waitForURL('**/feed');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  return page;
}

/** Settings → Other servers: lets people on other servers find and follow the person, by the full handle shown there. */
export async function becomeReachable(page: Page, server: FediverseServer, account: Account): Promise<void> {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Other servers' });
  await expect(section).toContainText(handleOn(server, account.username));
  await section.getByRole('checkbox', { name: 'Let people on other servers find and follow you' }).check();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The top bar's search for a full handle; the account found opens on this server's page of it, which shows the handle. */
export async function openByHandle(page: Page, handle: string): Promise<void> {
  const field = page.getByRole('navigation', { name: 'Main' }).getByRole('searchbox', { name: 'Search' });
  await field.fill(handle);
  await field.press('Enter');
  await page
    .getByRole('region', { name: 'People' })
    .getByRole('link', { name: new RegExp(escape(handle.replace(/^@/, ''))) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Profile', exact: true })).toContainText(handle);
}

/** Posts through the feed's composer and waits until it is sent. */
export async function postFromFeed(page: Page, text: string): Promise<void> {
  await page.goto('/feed');
  const composer = page.getByRole('form', { name: 'New post' });
  const field = composer.getByRole('textbox', { name: "What's on your mind?" });
  await field.fill(text);
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(field).toHaveValue('');
}

/** Opens a post of the feed on its own page (by its time link) and comments on it. */
export async function commentOn(page: Page, card: ReturnType<Page['getByRole']>, text: string): Promise<void> {
  await card.getByRole('link', { name: /just now|ago/ }).click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
  await page.getByRole('textbox', { name: 'Write a comment' }).fill(text);
  await page.getByRole('button', { name: 'Comment' }).click();
  await expect(page.getByRole('list', { name: 'Comments' }).getByText(text)).toBeVisible();
}
