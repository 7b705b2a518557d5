import { expect, test, type Page } from './support/fixtures';
import { signOutFromNav } from './support/account-ui';
import { createAccount, uniqueUsername, type Account } from './support/accounts';
import {
  apiOn,
  feedTexts,
  followersOf,
  handleOn,
  pageOn,
  remoteUsername,
  startFediversePair,
  within,
  type FediversePair,
  type FediverseServer,
} from './support/fediverse';
import {
  becomeReachable,
  commentOn,
  openByHandle,
  postFromFeed,
  reachabilityQuestion,
  signedInOn,
  submitSignIn,
} from './support/fediverse-ui';
import { missingTlsTools } from './support/fediverse-tls';

/*
 * Two Cliques servers on this machine that federate (issue 37): A and B, each the built server
 * with FEDERATION=on behind nginx terminating TLS on its own https origin (WebFinger is always
 * https), each with its own data. People on each use their own server's pages in Chromium; what
 * crosses between the servers is ActivityPub only.
 */
test.describe.configure({ mode: 'serial' });

const missing = missingTlsTools();
let pair: FediversePair | undefined;
/** Whether a test failed: the servers' logs are then kept. */
let failed = false;
/** B's admin (ADMIN_USERS on B), who blocks A's server. */
const benAdmin = uniqueUsername('badmin');
let ana: Account;
let ben: Account;
let cara: Account;
let anaPage: Page;
let benPage: Page;

test.beforeAll(async () => {
  if (missing.length > 0) return;
  test.setTimeout(180_000);
  pair = await startFediversePair({ a: uniqueUsername('aadmin'), b: benAdmin });
});
test.afterEach(() => {
  const { status, expectedStatus } = test.info();
  failed ||= status !== expectedStatus;
});
test.afterAll(async () => {
  await pair?.close({ keepLogs: failed });
});
test.beforeEach(() => {
  test.skip(missing.length > 0, `two servers with TLS need nginx and openssl: ${missing.join('; ')}`);
});

function servers(): FediversePair {
  if (!pair) throw new Error('the two servers did not start');
  return pair;
}

/** A confirmed account on `server`. */
const personOn = (server: FediverseServer, prefix: string) =>
  createAccount(server.origin, { username: uniqueUsername(prefix) });

/** How long the journey waits for what must not arrive: a few times what arriving took. */
const quietMs = 8_000;

test('a person on A finds a person on B by handle and follows them; B accepts at once', async ({ browser }) => {
  test.slow();
  const { a, b } = servers();
  [ana, ben, cara] = await Promise.all([personOn(a, 'ana'), personOn(b, 'ben'), personOn(b, 'cara')]);
  benPage = await signedInOn(browser, b, ben);
  await becomeReachable(benPage, b, ben);
  anaPage = await signedInOn(browser, a, ana);
  await becomeReachable(anaPage, a, ana);

  await openByHandle(anaPage, handleOn(b, ben.username));
  await anaPage.getByRole('button', { name: 'Follow' }).click();
  await expect(anaPage.getByRole('button', { name: 'Unfollow' })).toBeVisible();

  // B took the Follow and accepted it: Ana is among Ben's followers there, as ana@<A's host>.
  await within(5_000, async () => (await followersOf(b, ben)).includes(remoteUsername(a, ana.username)));
  await benPage.goto(`/profile/${ben.userId}`);
  await expect(benPage.getByTestId('count-followers')).toHaveText('1Followers');
});

test("B posts; within 5 s it is in A's feed; A likes and comments; B is told of both", async () => {
  test.slow();
  const { a, b } = servers();
  const text = `Morning light over the harbour ${Date.now().toString(36)}`;
  await postFromFeed(benPage, text);
  const took = await within(5_000, async () => (await feedTexts(a, ana)).includes(text));
  test.info().annotations.push({ type: 'arrival', description: `B's post reached A's feed in ${took} ms` });

  // In Ana's feed, marked with Ben's server; she likes it and comments.
  await anaPage.goto('/feed');
  const card = anaPage.getByRole('region', { name: 'Posts' }).getByRole('article').filter({ hasText: text });
  await expect(card).toContainText(handleOn(b, ben.username));
  await card.getByRole('button', { name: 'Like (0)' }).click();
  await expect(card.getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'true');
  await commentOn(anaPage, card, 'Wish I were there');

  // On B: both notifications, from Ana (by the name her server gives her); the post shows the like and the comment.
  const benApi = await apiOn(b, ben);
  await within(5_000, async () => {
    const { notifications } = await benApi.call<{ notifications: { type: string; actor: { username: string } }[] }>(
      'GET',
      '/notifications?limit=20',
    );
    const fromAna = notifications.filter((item) => item.actor.username === remoteUsername(a, ana.username));
    return ['post_like', 'comment'].every((type) => fromAna.some((item) => item.type === type));
  });
  await benPage.goto('/notifications');
  const items = benPage.getByTestId('notification');
  await expect(items.filter({ hasText: `${ana.username} liked your post` })).toHaveCount(1);
  await expect(items.filter({ hasText: `${ana.username} commented on your post` })).toHaveCount(1);
  await items.filter({ hasText: 'commented on your post' }).getByRole('link').first().click();
  await expect(benPage.getByRole('article', { name: `Post by ${ben.username}` })).toContainText(text);
  await expect(benPage.getByRole('button', { name: 'Like (1)' }).first()).toBeVisible();
  await expect(benPage.getByRole('article', { name: new RegExp(`^Comment by ${ana.username}`) })).toContainText(
    'Wish I were there',
  );
});

test("A joins B's public clique and posts into it; B's members see the post", async ({ browser }) => {
  test.slow();
  const { a, b } = servers();
  const benApi = await apiOn(b, ben);
  const { clique } = await benApi.call<{ clique: { cliqueId: string; handle: string } }>('POST', '/cliques', {
    name: `Harbour swimmers ${Date.now().toString(36)}`,
    visibility: 'public',
    joinPolicy: 'open',
  });
  await (await apiOn(b, cara)).call('POST', `/cliques/${clique.cliqueId}/join`, {});

  // Ana finds the clique by its handle and joins from A: following its Group is joining (FEP-1b12).
  await openByHandle(anaPage, handleOn(b, clique.handle));
  await anaPage.getByRole('button', { name: 'Follow' }).click();
  await expect(anaPage.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await within(5_000, async () => {
    const { members } = await benApi.call<{ members: { user: { username: string } }[] }>(
      'GET',
      `/cliques/${clique.cliqueId}/members`,
    );
    return members.some((member) => member.user.username === remoteUsername(a, ana.username));
  });

  // Her post naming the clique is written into it; on B, Cara reads it on the clique's page.
  const text = `First swim of the season ${Date.now().toString(36)}`;
  await postFromFeed(anaPage, `${handleOn(b, clique.handle)} ${text}`);
  const caraPage = await signedInOn(browser, b, cara);
  await expect(async () => {
    await caraPage.goto(`/cliques?clique=${clique.cliqueId}`);
    await expect(caraPage.getByTestId('post-list').getByText(text)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
});

test('an erasure on A removes the person from B', async ({ browser }) => {
  test.slow();
  const { a, b } = servers();
  const dan = await personOn(a, 'dan');
  const danPage = await signedInOn(browser, a, dan);
  await becomeReachable(danPage, a, dan);
  await openByHandle(danPage, handleOn(b, ben.username));
  await danPage.getByRole('button', { name: 'Follow' }).click();
  const danOnB = remoteUsername(a, dan.username);
  await within(5_000, async () => (await followersOf(b, ben)).includes(danOnB));

  await danPage.context().close();
  expect(await (await apiOn(a, dan)).status('DELETE', '/account')).toBe(204);
  await within(10_000, async () => !(await followersOf(b, ben)).includes(danOnB));
  const { users } = await (
    await apiOn(b, ben)
  ).call<{ users: { username: string }[] }>('GET', `/users/search?query=${encodeURIComponent(dan.username)}`);
  expect(users.map((user) => user.username)).not.toContain(danOnB);
});

test("B's admin blocks A's server; nothing more arrives either way", async () => {
  test.slow();
  const { a, b } = servers();
  const admin = await createAccount(b.origin, { username: benAdmin });
  await (
    await apiOn(b, admin)
  ).call('PUT', `/admin/servers/${encodeURIComponent(a.host)}`, { policy: 'block', reason: 'Spam' });

  // B to A: Ben's new post does not reach Ana's feed.
  const text = `After the block ${Date.now().toString(36)}`;
  await postFromFeed(benPage, text);
  // A to B: Ana's new comment on Ben's earlier post does not reach B.
  await anaPage.goto('/feed');
  const earlier = anaPage
    .getByRole('region', { name: 'Posts' })
    .getByRole('article')
    .filter({ hasText: handleOn(b, ben.username) })
    .first();
  await commentOn(anaPage, earlier, 'Are you still there?');

  await new Promise((resolve) => setTimeout(resolve, quietMs));
  expect(await feedTexts(a, ana)).not.toContain(text);
  await benPage.goto('/notifications');
  await expect(benPage.getByTestId('notification').filter({ hasText: 'commented on your post' })).toHaveCount(1);
});

test('the first sign-in on a federating server asks once whether other servers may reach you', async ({ browser }) => {
  const { a } = servers();
  const eve = await personOn(a, 'eve');
  const page = await pageOn(browser, a);
  await submitSignIn(page, eve);
  const question = reachabilityQuestion(page);
  await expect(question).toContainText(handleOn(a, eve.username));
  await question.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL('**/feed');

  // Other servers can now find her: her server's WebFinger names her actor.
  const webFinger = await a.request.get(`/.well-known/webfinger?resource=acct:${eve.username}@${a.host}`);
  expect(webFinger.status()).toBe(200);
  expect(JSON.stringify(await webFinger.json())).toContain(`/ap/actors/${eve.userId}`);

  // Asked once: the next sign-in goes straight on.
  await signOutFromNav(page);
  await submitSignIn(page, eve);
  await page.waitForURL('**/feed');
  await expect(reachabilityQuestion(page)).toHaveCount(0);
});
