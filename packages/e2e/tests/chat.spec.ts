import { expect, test, type Browser, type Page } from './support/fixtures';
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createAccount, signIn, type Account } from './support/accounts';
import { messages, send } from './support/chat-ui';

/** A signed-in page of its own (separate storage), for journeys with two people. */
async function signedInPage(browser: Browser, account: Account, baseURL?: string): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
test('two people chat live both ways; the Chat badge rises and clears; history survives a reload', async ({
  browser,
  request,
}) => {
  const ann = await createAccount(request);
  const ben = await createAccount(request);
  const annPage = await signedInPage(browser, ann);
  const benPage = await signedInPage(browser, ben);

  await annPage.goto(`/chat?with=${ben.userId}`);
  await expect(annPage.getByRole('heading', { name: ben.username })).toBeVisible();
  await expect(annPage.getByText('No messages yet. Say hello!')).toBeVisible();
  await send(annPage, 'Hello Ben, are you there?');

  // Ben is on the feed: the incoming message raises his Chat badge at once (no 30 s wait).
  await expect(nav(benPage).getByRole('link', { name: /Chat/ }).getByLabel('1 unread messages')).toBeVisible({
    timeout: 5000,
  });
  await nav(benPage).getByRole('link', { name: /Chat/ }).click();
  const entry = benPage
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(ann.username) });
  await expect(entry).toContainText('Hello Ben, are you there?');
  await entry.click();
  await expect(messages(benPage).getByText('Hello Ben, are you there?')).toBeVisible();
  await expect(nav(benPage).getByLabel(/unread messages/)).toHaveCount(0);
  // Ann sees that Ben read it.
  await expect(messages(annPage).getByRole('listitem').filter({ hasText: 'Hello Ben' })).toContainText('Seen');

  await send(benPage, 'Yes! Hi Ann.');
  await expect(messages(annPage).getByText('Yes! Hi Ann.')).toBeVisible();
  await send(annPage, 'Great to hear from you');
  await expect(messages(benPage).getByText('Great to hear from you')).toBeVisible();

  await annPage.reload();
  const history = messages(annPage).getByRole('listitem');
  await expect(history.filter({ hasText: /./ })).toHaveText([
    /Hello Ben, are you there\?/,
    /Yes! Hi Ann\./,
    /Great to hear from you/,
  ]);
  await expect(nav(annPage).getByLabel(/unread messages/)).toHaveCount(0);
});

/** A second app server of our own, so the journey can stop and start it. */
class OwnServer {
  private child: ChildProcess | null = null;
  readonly dataDir = path.join(os.tmpdir(), `cliques-e2e-chat-${Date.now()}`);
  constructor(readonly port: number) {}

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  async start(): Promise<void> {
    const root = path.resolve(__dirname, '../../..');
    this.child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        PUBLIC_ORIGIN: this.url,
        LOG_LEVEL: 'warn',
      },
      stdio: 'inherit',
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const ok = await fetch(`${this.url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the second server did not start');
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

test('a server restart reconnects both clients and loses nothing that was acknowledged', async ({ browser }) => {
  test.setTimeout(180_000);
  // Our own server beside the one Playwright started, on the next port of ours (E2E_PORT + 10).
  const server = new OwnServer(Number(process.env.E2E_PORT ?? 8180) + 10);
  await server.start();
  try {
    const ann = await createAccount(server.url);
    const ben = await createAccount(server.url);
    const annPage = await signedInPage(browser, ann, server.url);
    const benPage = await signedInPage(browser, ben, server.url);
    await annPage.goto(`/chat?with=${ben.userId}`);
    await benPage.goto(`/chat?with=${ann.userId}`);
    await expect(benPage.getByText('No messages yet. Say hello!')).toBeVisible();
    await send(annPage, 'Sent before the restart');
    await expect(messages(benPage).getByText('Sent before the restart')).toBeVisible();

    await server.stop();
    await expect(annPage.getByRole('status').filter({ hasText: 'Reconnecting to chat…' })).toBeVisible();
    await expect(benPage.getByRole('status').filter({ hasText: 'Reconnecting to chat…' })).toBeVisible();
    await server.start();

    // The clients come back on their own (backoff 1 s, 2 s, 4 s…) and the banner goes.
    await expect(annPage.getByText(/Reconnecting to chat…|Connecting to chat…/)).toHaveCount(0, { timeout: 40_000 });
    await expect(benPage.getByText(/Reconnecting to chat…|Connecting to chat…/)).toHaveCount(0, { timeout: 40_000 });
    await send(annPage, 'Sent after the restart');
    await expect(messages(benPage).getByText('Sent after the restart')).toBeVisible();
    await send(benPage, 'Ben got both');
    await expect(messages(annPage).getByText('Ben got both')).toBeVisible();

    await benPage.reload();
    await expect(messages(benPage).getByRole('listitem').filter({ hasText: /./ })).toHaveText([
      /Sent before the restart/,
      /Sent after the restart/,
      /Ben got both/,
    ]);
  } finally {
    await server.stop();
  }
});
