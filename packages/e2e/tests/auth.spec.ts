import { expect, test, type Page } from './support/fixtures';
import { createAccount, latestCode, signIn, uniqueUsername } from './support/accounts';

async function fillLogin(page: Page, login: string, password: string) {
  await page.getByLabel('Email or Username').fill(login);
  await page.getByLabel('Password').fill(password);
}

test('sign up, verify with the emailed code, sign in, stay signed in across a reload, sign out', async ({
  page,
  request,
}) => {
  const username = uniqueUsername('journey');
  const email = `${username}@example.test`;
  const password = 'Correct-horse-1';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByText(email)).toBeVisible();
  const verify = page.getByRole('button', { name: 'Verify Account' });
  await expect(verify).toBeDisabled();
  await page.getByLabel('Verification Code').fill(await latestCode(request, email));
  await verify.click();

  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('cliques-verify'))),
  ).toEqual([]);
  await fillLogin(page, username, password);
  const started = Date.now();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/feed');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  console.log(`sign-in, click to /feed rendered: ${Date.now() - started} ms`);

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).toHaveURL(/\/feed$/);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/feed');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-out deep link returns to its page after sign-in', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, account.email, account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a wrong password shows the error and stays on /login', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/login');
  await fillLogin(page, account.username, 'Not-the-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test("an unconfirmed account shows 'Please confirm your account first'", async ({ page, request }) => {
  const account = await createAccount(request, { confirm: false });
  await page.goto('/login');
  await fillLogin(page, account.username, account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please confirm your account first');
});

test('the support helper signs a created account in', async ({ page, request }) => {
  const account = await createAccount(request, { username: uniqueUsername('helper') });
  await signIn(page, account);
  await expect(page).toHaveURL(/\/feed$/);
});

test('signing out and in reaches the other open tabs', async ({ context, page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  const other = await context.newPage();
  await other.goto('/profile');
  await expect(other.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('button', { name: 'Sign In' })).toBeVisible();

  await signIn(page, account);
  await expect(other).toHaveURL(/\/profile$/);
  await expect(other.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
