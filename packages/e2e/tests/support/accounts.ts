import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';

/** A confirmed account, ready to sign in. */
export interface Account {
  userId: string;
  username: string;
  email: string;
  password: string;
}

export interface AccountOptions {
  /** 3 to 30 letters, digits or underscores; unique per run (each run has a fresh data dir). Default: a random one. */
  username?: string;
  /** Default: `<username>@example.test`. */
  email?: string;
  /** Default: a fixed 12-character password. */
  password?: string;
  /** Leave the account unconfirmed (the code is mailed but never entered). */
  confirm?: boolean;
  /** Reads the confirmation code (default: the dev mailbox behind `target`; with several instances each keeps its own). */
  readCode?: (email: string) => Promise<string>;
}

interface IdentityConfig {
  userPoolClientId: string;
  userPoolEndpoint?: string;
}

/** Either Playwright's request fixture or the app's base URL (e.g. from a `beforeAll` with no fixtures). */
export type AppTarget = APIRequestContext | string;

const amzJson = 'application/x-amz-json-1.1';

/** GET or POST with JSON, through Playwright's request context or Node's fetch. */
async function send(
  target: AppTarget,
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; json: unknown }> {
  if (typeof target === 'string') {
    const response = await fetch(new URL(url, target), init);
    return { status: response.status, json: await response.json().catch(() => null) };
  }
  const response = await target.fetch(url, { method: init.method, headers: init.headers, data: init.body });
  return { status: response.status(), json: await response.json().catch(() => null) };
}

/** One operation of the identity endpoint's JSON protocol (the calls aws-amplify makes). */
async function identityCall(
  target: AppTarget,
  endpoint: string,
  operation: string,
  body: object,
): Promise<Record<string, unknown>> {
  const { status, json } = await send(target, endpoint, {
    method: 'POST',
    headers: { 'content-type': amzJson, 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  if (status !== 200) throw new Error(`${operation} answered ${status}: ${JSON.stringify(json)}`);
  return json as Record<string, unknown>;
}

/** The newest confirmation code the dev mailbox holds for an email. */
export async function latestCode(target: AppTarget, email: string, endpoint = '/identity'): Promise<string> {
  const mailbox = `${endpoint.replace(/\/$/, '')}/dev/mailbox?to=${encodeURIComponent(email)}`;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { status, json } = await send(target, mailbox, { method: 'GET' });
    const code = (json as { messages?: { code?: string }[] } | null)?.messages?.[0]?.code;
    if (status === 200 && code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No confirmation code in the dev mailbox for ${email}`);
}

/** A username nobody has taken in this run. */
export function uniqueUsername(prefix = 'user'): string {
  return `${prefix.slice(0, 12)}_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`.slice(0, 30);
}

/**
 * Signs up and confirms an account through the identity endpoint (SignUp, the code from the dev
 * mailbox, ConfirmSignUp) without a browser. Its profile row exists once it is confirmed.
 */
export async function createAccount(target: AppTarget, options: AccountOptions = {}): Promise<Account> {
  const { json } = await send(target, '/config.json', { method: 'GET' });
  const identity = (json as { identity: IdentityConfig }).identity;
  const endpoint = new URL(identity.userPoolEndpoint ?? '/identity').pathname;
  const username = options.username ?? uniqueUsername();
  const email = options.email ?? `${username.toLowerCase()}@example.test`;
  const password = options.password ?? 'Correct-horse-1';
  const clientId = identity.userPoolClientId;
  const signedUp = await identityCall(target, endpoint, 'SignUp', {
    ClientId: clientId,
    Username: username,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  if (options.confirm !== false) {
    const code = await (options.readCode ?? ((address: string) => latestCode(target, address, endpoint)))(email);
    await identityCall(target, endpoint, 'ConfirmSignUp', {
      ClientId: clientId,
      Username: username,
      ConfirmationCode: code,
    });
  }
  return { userId: String(signedUp.UserSub), username, email, password };
}

/** Signs in through the /login page (username and password) and waits until /feed is shown. */
export async function signIn(page: Page, account: Pick<Account, 'username' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/feed');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}
