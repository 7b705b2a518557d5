import { expect, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';

/** How many messages the dev mailbox holds for an address. */
export async function mailCount(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.get(`/identity/dev/mailbox?to=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { messages?: unknown[] };
  return body.messages?.length ?? 0;
}

/** The code of the first message that arrived after `countBefore` messages (newest first in the mailbox). */
export async function nextCode(request: APIRequestContext, email: string, countBefore: number): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await request.get(`/identity/dev/mailbox?to=${encodeURIComponent(email)}`);
    const { messages = [] } = (await response.json()) as { messages?: { code?: string }[] };
    const code = messages[0]?.code;
    if (messages.length > countBefore && code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No new code in the dev mailbox for ${email}`);
}

/** The authenticator app of the journeys: TOTP (RFC 6238, SHA-1, 6 digits, 30 s) from the manual key shown in settings. */
export function authenticator(key: string): { codeAt: (offsetSteps?: number) => string } {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(key.replace(/\s/g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  return { codeAt: (offsetSteps = 0) => totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 }) };
}

/** Signs out with the navigation bar's Sign Out and waits for /login. */
export async function signOutFromNav(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Fills /login's two fields (the page must be open). */
export async function fillLogin(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel('Email or Username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** Opens /settings (signed in) and waits for the Security section. */
export async function openSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Security', level: 2 })).toBeVisible();
}

/** A virtual platform authenticator with user verification (a passkey store) in this page's browser. */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}
