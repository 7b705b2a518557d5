import { expect, test } from './support/fixtures';
import { readFile } from 'node:fs/promises';
import {
  addVirtualAuthenticator,
  authenticator,
  fillLogin,
  mailCount,
  nextCode,
  openSettings,
  signOutFromNav,
} from './support/account-ui';
import { createAccount, signIn, uniqueUsername } from './support/accounts';

const newPassword = 'Brand-new-secret-2';

test('forgot password: a mailed code and a new password; the old one is refused, the new one signs in', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(account.username);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email or Username')).toHaveValue(account.username);
  const before = await mailCount(request, account.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('Verification Code').fill(await nextCode(request, account.email, before));
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm New Password').fill('short');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters long');
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset. Sign in with your new password.')).toBeVisible();
  await fillLogin(page, account.username, account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
  await signIn(page, { username: account.username, password: newPassword });
});

test("sign-up shows the product spec's 'Password must be at least 8 characters long', not the browser's own message", async ({
  page,
}) => {
  const username = uniqueUsername('short');
  await page.goto('/signup');
  await page.getByLabel('Email').fill(`${username}@example.test`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('abc123');
  await page.getByLabel('Confirm Password').fill('abc123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters long');
  await expect(page).toHaveURL(/\/signup$/);
});

test("'Please confirm your account first' leads to /verify, which works with nothing stored: resend, verify, sign in", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { confirm: false });
  await page.goto('/login');
  await fillLogin(page, account.username, account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please confirm your account first');
  await page.getByRole('link', { name: 'Confirm your account' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByLabel('Email or Username')).toHaveValue(account.username);
  const before = await mailCount(request, account.email);
  await page.getByRole('button', { name: 'Resend Code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verification code sent!' })).toHaveText(
    'Verification code sent! Check your email.',
  );
  await page.getByLabel('Verification Code').fill(await nextCode(request, account.email, before));
  await page.getByRole('button', { name: 'Verify Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, account);
});

test('change password in settings, then sign in with the new one', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await openSettings(page);
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current Password').fill(account.password);
  await form.getByLabel('New Password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm New Password').fill('Something-else-3');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Passwords do not match');
  await form.getByLabel('Confirm New Password').fill(newPassword);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('status')).toHaveText('Your password has been changed.');
  await signOutFromNav(page);
  await signIn(page, { username: account.username, password: newPassword });
});

test('change email: the code goes to the new address, which then signs in', async ({ page, request }) => {
  const account = await createAccount(request);
  const newEmail = `new_${account.username.toLowerCase()}@example.test`;
  await signIn(page, account);
  await openSettings(page);
  await page.getByLabel('New Email').fill(newEmail);
  const before = await mailCount(request, newEmail);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Your current address stays in use until you enter it.')).toBeVisible();
  await page.getByLabel('Email Code').fill(await nextCode(request, newEmail, before));
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
  await signOutFromNav(page);
  await signIn(page, { username: newEmail, password: account.password });
});

test('two-step verification: set up with the manual key, then signing in asks for the code', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await openSettings(page);
  await page.getByRole('button', { name: 'Set Up Authenticator App' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const app = authenticator((await page.getByLabel('Setup key').textContent()) ?? '');
  await page.getByLabel('Authenticator Code').fill(app.codeAt());
  await page.getByRole('button', { name: 'Turn On' }).click();
  await expect(
    page.getByText('Two-step verification is on. Signing in will ask for a code from your authenticator app.'),
  ).toBeVisible();

  await signOutFromNav(page);
  await fillLogin(page, account.username, account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByLabel('Authenticator Code').fill('000000');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  // The set-up spent this time step's code; the next step's is accepted too (±1 step).
  await page.getByLabel('Authenticator Code').fill(app.codeAt(1));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await page.waitForURL('**/feed');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('passkey: register one in settings, sign out, sign in with it and no password', async ({ page, request }) => {
  const account = await createAccount(request);
  await addVirtualAuthenticator(page);
  await signIn(page, account);
  await openSettings(page);
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a Passkey' }).click();
  await expect(page.getByText('Passkey added. You can now sign in with it instead of your password.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);

  await signOutFromNav(page);
  await page.getByLabel('Email or Username').fill(account.username);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.waitForURL('**/feed');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('sign out everywhere ends the other browsers too', async ({ browser, page, request }) => {
  const account = await createAccount(request);
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signIn(other, account);
  await signIn(page, account);
  await openSettings(page);
  await page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await other.reload();
  await expect(other).toHaveURL(/\/login$/);
  await elsewhere.close();
});

test('download my data: a zip arrives', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await openSettings(page);
  const arriving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download My Data' }).click();
  const download = await arriving;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^cliques-${account.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(page.getByRole('status').filter({ hasText: 'Your download has started.' })).toBeVisible();
});

test('delete account with the typed username: signed out, and signing in again fails', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await openSettings(page);
  const remove = page.getByRole('button', { name: 'Delete My Account' });
  await expect(remove).toBeDisabled();
  await page.getByLabel(`Type your username (${account.username}) to confirm`).fill(account.username);
  await remove.click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, account.username, account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
});

test('delete account after an old sign-in: the password signs in again and the deletion goes on', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await openSettings(page);
  // A sign-in older than 15 minutes, as the API answers it: only the first DELETE is answered here.
  await page.route(
    '**/api/account',
    (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 403,
            json: { error: { code: 'reauthentication_required', message: 'Sign in again to delete your account' } },
          })
        : route.fallback(),
    { times: 1 },
  );
  await page.getByLabel(`Type your username (${account.username}) to confirm`).fill(account.username);
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  await page.getByLabel('Your Password').fill('Not-the-password-9');
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByRole('form', { name: 'Delete account' }).getByRole('alert')).toHaveText(
    'Incorrect username or password.',
  );
  await page.getByLabel('Your Password').fill(account.password);
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const gone = await request.get(`/api/users/${account.userId}`);
  expect([401, 404]).toContain(gone.status());
  await fillLogin(page, account.username, account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
});
