import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createAccount } from './support/accounts';
import { signedInPage } from './support/chat-ui';

// Gatherings (issue 36): an event made in the composer with room for one; the first to answer Going
// gets the place, the second waits; when the first can no longer go, the second is going.

/** A datetime-local input's value for a time this many hours from now (the browser's own zone). */
function localInput(hoursFromNow: number): string {
  const at = new Date(Date.now() + hoursFromNow * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:00`;
}

const eventOf = (page: Page) => page.getByRole('region', { name: 'Event' });

test('an event with room for one: Going, the waitlist, and the place passed on', async ({ browser, request }) => {
  test.slow();
  const [ann, ben, cal] = await Promise.all([createAccount(request), createAccount(request), createAccount(request)]);
  const annPage = await signedInPage(browser, ann);
  const title = `Board games ${Date.now().toString(36)}`;

  // Ann posts an event on her feed for one person.
  const composer = annPage.getByRole('form', { name: 'New post' });
  await composer.getByRole('textbox', { name: "What's on your mind?" }).fill('Who is in?');
  await composer.getByRole('button', { name: 'Add an event' }).click();
  const fields = composer.getByRole('group', { name: 'Event' });
  await fields.getByRole('textbox', { name: 'Title' }).fill(title);
  await fields.getByLabel('Starts').fill(localInput(48));
  await fields.getByLabel('Ends').fill(localInput(50));
  await fields.getByRole('textbox', { name: 'Location' }).fill('The Meeple Café');
  await fields.getByRole('spinbutton', { name: 'Capacity (optional)' }).fill('1');
  const created = annPage.waitForResponse((r) => r.url().endsWith('/api/posts') && r.request().method() === 'POST');
  await composer.getByRole('button', { name: 'Post' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { post } = (await response.json()) as { post: { postId: string } };
  const annEvent = eventOf(annPage).filter({ hasText: title });
  await expect(annEvent.getByText('Capacity: 1')).toBeVisible();
  await expect(annEvent.getByText('0 going')).toBeVisible();

  // Ben answers Going and has the place.
  const benPage = await signedInPage(browser, ben);
  await benPage.goto(`/post/${post.postId}`);
  const benEvent = eventOf(benPage);
  await expect(benEvent.getByRole('heading', { name: title })).toBeVisible();
  await benEvent.getByRole('button', { name: 'Going' }).click();
  await expect(benEvent.getByText('1 going')).toBeVisible();
  await expect(benEvent.getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');

  // Cal answers Going too: the event is full, so he waits.
  const calPage = await signedInPage(browser, cal);
  await calPage.goto(`/post/${post.postId}`);
  const calEvent = eventOf(calPage);
  await calEvent.getByRole('button', { name: 'Going' }).click();
  await expect(calEvent.getByText('You are on the waitlist')).toBeVisible();
  await expect(calEvent.getByText('1 waitlisted')).toBeVisible();

  // Ben can no longer go: his place passes to Cal.
  await benEvent.getByRole('button', { name: "Can't go" }).click();
  await expect(benEvent.getByRole('button', { name: "Can't go" })).toHaveAttribute('aria-pressed', 'true');
  await expect(benEvent.getByText('0 waitlisted')).toBeVisible();
  await expect(benEvent.getByText('1 going')).toBeVisible();

  // Cal, after a reload, is going.
  await calPage.reload();
  await expect(calEvent.getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');
  await expect(calEvent.getByText('You are on the waitlist')).toHaveCount(0);
  await expect(calEvent.getByText('1 going')).toBeVisible();
  await expect(calEvent.getByText('0 waitlisted')).toBeVisible();

  await Promise.all([annPage, benPage, calPage].map((page) => page.context().close()));
});
