import { expect, test, type Page, type Request } from './support/fixtures';
import { createAccount, signIn } from './support/accounts';

/** The team address contact messages are forwarded to (CONTACT_TO's default). */
const contactTo = 'team@cliques.local';

/** Today's date as the page should show it, computed in the browser's own calendar. */
const today = (page: Page) =>
  page.evaluate(() => new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }));

async function fillContactForm(page: Page, subject: string) {
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace@example.test');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Is there a way to export my posts?');
}

/** Sends the form and returns the contact request as it left the browser. */
async function sendContactForm(page: Page): Promise<Request> {
  const [request] = await Promise.all([
    page.waitForRequest('**/api/contact'),
    page.getByRole('button', { name: 'Send Message' }).click(),
  ]);
  const response = await request.response();
  expect(response?.status()).toBe(201);
  return request;
}

/** The forwarded mail proves the message was stored: the server forwards only after writing the row. */
async function expectForwarded(page: Page, subject: string) {
  await expect
    .poll(async () => {
      const response = await page.request.get(`/identity/dev/mailbox?to=${encodeURIComponent(contactTo)}`);
      const { messages } = (await response.json()) as { messages: { subject: string; body: string }[] };
      return messages.find((mail) => mail.subject === `[Cliques contact] ${subject}`)?.body ?? '';
    })
    .toBe(`From: Grace Hopper <grace@example.test>\nSubject: ${subject}\n\nIs there a way to export my posts?`);
}

test.describe('signed out', () => {
  test('a visitor sends a message from /contact: required fields, sending, success, stored, Close and Back', async ({
    page,
  }) => {
    const subject = `Export question ${Date.now()}`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText('All fields are required');

    await fillContactForm(page, subject);
    const request = await sendContactForm(page);
    expect(await request.headerValue('authorization')).toBeNull();

    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await expect(
      page.getByText("Thank you for contacting us. We'll get back to you as soon as possible."),
    ).toBeVisible();
    await expectForwarded(page, subject);

    await page.getByRole('button', { name: 'Close' }).click();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) await expect(page.getByLabel(label)).toHaveValue('');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the server's message is shown when it refuses the message", async ({ page }) => {
    await page.goto('/contact');
    await fillContactForm(page, 'Bad address');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
    await expect(page.getByLabel('Subject')).toHaveValue('Bad address');
  });

  for (const [path, title] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms and Conditions'],
    ['/eula', 'End User License Agreement'],
  ] as const) {
    test(`${path} shows today's date, navigable headings in both themes, and Back goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/^Last updated:/)).toHaveText(`Last updated: ${await today(page)}`);
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(9);

      const colours = async () =>
        page.evaluate(() => [getComputedStyle(document.body).backgroundColor, document.documentElement.dataset.theme]);
      const before = await colours();
      await page.getByRole('button', { name: /theme$/ }).click();
      const after = await colours();
      expect(after[1]).not.toBe(before[1]);
      expect(after[0]).not.toBe(before[0]);

      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });
  }
});

test.describe('signed in', () => {
  test('inside the shell the legal pages go Back to /settings, and contact sends no bearer token', async ({ page }) => {
    const account = await createAccount(page.request);
    await signIn(page, account);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/settings$/);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    const subject = `Signed-in question ${Date.now()}`;
    await fillContactForm(page, subject);
    const request = await sendContactForm(page);
    expect(await request.headerValue('authorization')).toBeNull();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await expectForwarded(page, subject);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });
});
