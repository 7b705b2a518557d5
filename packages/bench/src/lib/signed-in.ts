import type { Browser, BrowserContext } from '@playwright/test';
import { createAccount, signIn, type Account } from '@cliques/e2e';

/** A signed-in browser state (the identity library's tokens in localStorage) for cold page loads. */
export interface SignedInUser {
  account: Account;
  idToken: string;
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/**
 * Creates a confirmed account, signs it in through /login, writes `posts` posts so /feed has
 * something to show, and keeps the browser's storage so later contexts start signed in.
 */
export async function signedInUser(browser: Browser, origin: string, posts = 5): Promise<SignedInUser> {
  const account = await createAccount(origin);
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    await signIn(page, account);
    const idToken = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
      return key ? localStorage.getItem(key) : null;
    });
    if (!idToken) throw new Error('No ID token in localStorage after signing in');
    for (let n = 1; n <= posts; n += 1) {
      const response = await fetch(`${origin}/api/posts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: `Benchmark post ${n}: an ordinary line of text, like most posts. #bench` }),
      });
      if (response.status !== 201) throw new Error(`POST /api/posts answered ${response.status}`);
    }
    return { account, idToken, storageState: await context.storageState() };
  } finally {
    await context.close();
  }
}
