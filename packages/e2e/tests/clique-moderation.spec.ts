import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './support/fixtures';
import { createAccount } from './support/accounts';
import { signedInPage } from './support/chat-ui';
import { apiAs, cliquePath, cliqueWith, manage, postItem } from './support/clique-ui';

// A clique's moderators at work on what its members write: posts held for approval (approved, declined),
// reports of a clique's posts decided in the clique's own Manage tab, and the join requests counted on
// the moderator's My Cliques link. The subject of each journey goes through the UI; the API only sets
// the stage.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens the notifications from the bell and hands back the one that says `text`. */
async function notificationSaying(page: Page, text: string) {
  await nav(page).getByRole('link', { name: 'Notifications' }).click();
  const item = page.getByTestId('notification').filter({ hasText: text });
  await expect(item).toBeVisible();
  return item;
}

/** Alice, who owns a new clique named `name` and a timestamp, with Bob and Carol as its members; each with an API handle. */
async function ownerAndTwoMembers(request: APIRequestContext, baseURL: string, name: string) {
  const [alice, bob, carol] = await Promise.all([
    createAccount(request),
    createAccount(request),
    createAccount(request),
  ]);
  const [asAlice, asBob, asCarol] = await Promise.all(
    [alice, bob, carol].map((account) => apiAs(request, baseURL, account)),
  );
  const cliqueId = await cliqueWith(asAlice, [asBob, asCarol], { name: `${name} ${Date.now()}` });
  return { alice, bob, carol, asBob, cliqueId };
}

/** Writes a post from the clique page's composer. */
async function postInClique(page: Page, text: string): Promise<void> {
  const composer = page.getByRole('form', { name: 'New post in this clique' });
  await composer.getByLabel("What's on your mind?").fill(text);
  await composer.getByRole('button', { name: 'Post' }).click();
}

test('posts held for approval: seen only by their author until a moderator approves; a declined one is gone', async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const { alice, bob, carol, cliqueId } = await ownerAndTwoMembers(request, baseURL as string, 'Allotment');

  // Alice, the owner, has moderators approve members' posts.
  const alicePage = await signedInPage(browser, alice);
  await alicePage.goto(cliquePath(cliqueId));
  await manage(alicePage, 'Settings');
  const settings = alicePage.getByRole('form', { name: 'Clique settings' });
  await settings.getByRole('radio', { name: 'Moderators approve members’ posts' }).check();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Settings saved');

  // Bob posts: he is told it waits, and sees it marked so.
  const bobPage = await signedInPage(browser, bob);
  await bobPage.goto(cliquePath(cliqueId));
  await expect(bobPage.getByText('A moderator approves your posts before others see them.')).toBeVisible();
  const first = 'Free courgettes by the shed, take what you need';
  await postInClique(bobPage, first);
  await expect(bobPage.getByText("Your post is waiting for a moderator's approval.")).toBeVisible();
  await expect(postItem(bobPage, first).getByText('Waiting for approval', { exact: true })).toBeVisible();
  // Its page says who sees it.
  const heldLink = postItem(bobPage, first)
    .getByRole('link')
    .filter({ has: bobPage.locator('time') });
  const heldPath = String(await heldLink.getAttribute('href'));
  await heldLink.click();
  await expect(bobPage.getByRole('status').filter({ hasText: 'Waiting for approval' })).toContainText(
    "Only you and the clique's moderators see this post until a moderator approves it.",
  );
  await expect(bobPage.getByRole('article', { name: `Post by ${bob.username}` })).toContainText(first);

  // Carol, another member, sees it neither in the clique nor at its address.
  const carolPage = await signedInPage(browser, carol);
  await carolPage.goto(cliquePath(cliqueId));
  await expect(carolPage.getByText('No posts in this clique yet.')).toBeVisible();
  await carolPage.goto(heldPath);
  await expect(carolPage.getByText('This post does not exist, or you cannot see it.')).toBeVisible();

  // Alice is told, reads it under Manage → Pending posts and approves it.
  await expect(nav(alicePage).getByLabel('1 unread notifications')).toBeVisible();
  const waiting = await notificationSaying(alicePage, `${bob.username} wrote a post that waits for your approval`);
  await waiting.getByRole('link').click();
  await manage(alicePage, 'Pending posts');
  const pending = alicePage.getByRole('list', { name: 'Pending posts' });
  await expect(pending.getByText(first)).toBeVisible();
  await pending.getByRole('button', { name: `Approve the post by ${bob.username}` }).click();
  await expect(alicePage.getByRole('region', { name: 'Manage' }).getByText('Post approved')).toBeVisible();
  await expect(alicePage.getByText('No posts are waiting for approval.')).toBeVisible();

  // Bob is told; Carol now sees the post, unmarked.
  await notificationSaying(bobPage, `${alice.username} approved your post in a clique`);
  await carolPage.goto(cliquePath(cliqueId));
  await expect(postItem(carolPage, first).getByRole('article', { name: `Post by ${bob.username}` })).toBeVisible();
  await expect(postItem(carolPage, first).getByText('Waiting for approval')).toHaveCount(0);

  // A second post is declined: gone for Bob too, and he is told.
  const second = 'Selling my neighbour’s plot, cash only';
  await bobPage.goto(cliquePath(cliqueId));
  await postInClique(bobPage, second);
  await expect(postItem(bobPage, second).getByText('Waiting for approval', { exact: true })).toBeVisible();
  await alicePage.goto(cliquePath(cliqueId));
  await manage(alicePage, 'Pending posts');
  await expect(pending.getByText(second)).toBeVisible();
  await pending.getByRole('button', { name: `Decline the post by ${bob.username}` }).click();
  await expect(alicePage.getByRole('region', { name: 'Manage' }).getByText('Post declined')).toBeVisible();
  await expect(alicePage.getByText('No posts are waiting for approval.')).toBeVisible();

  // The notification leads Bob to the clique, where only the approved post is left.
  const declined = await notificationSaying(bobPage, `${alice.username} declined your post in a clique`);
  await declined.getByRole('link').click();
  await expect(bobPage).toHaveURL((url) => url.pathname === '/cliques' && url.searchParams.get('clique') === cliqueId);
  await expect(postItem(bobPage, first).getByRole('article')).toBeVisible();
  await expect(bobPage.getByTestId('post-list').getByText(second)).toHaveCount(0);
});

test("a clique's reports: its owner removes a reported post, then mutes its author for a few hours", async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const { alice, bob, carol, asBob, cliqueId } = await ownerAndTwoMembers(request, baseURL as string, 'Choir');
  const rude = 'The altos cannot sing, they should quit';
  const ruder = 'Still the worst altos in town';
  await asBob('POST', '/posts', { content: rude, cliqueId });

  /** Carol reports one of Bob's posts from its card in the clique. */
  const carolPage = await signedInPage(browser, carol);
  const report = async (text: string) => {
    await carolPage.goto(cliquePath(cliqueId));
    await postItem(carolPage, text).getByRole('button', { name: 'More actions' }).click();
    await carolPage.getByRole('menuitem', { name: 'Report post' }).click();
    const dialog = carolPage.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Thanks — a moderator will look at it.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  };
  await report(rude);

  // Alice reads it under Manage → Reports, with the reason, and removes the post.
  const alicePage = await signedInPage(browser, alice);
  await alicePage.goto(cliquePath(cliqueId));
  await manage(alicePage, 'Reports');
  const reports = alicePage.getByRole('list', { name: 'Reports' });
  const item = reports.getByRole('listitem').filter({ hasText: rude });
  await expect(item.getByText('1 report · Harassment or bullying')).toBeVisible();
  await item.getByRole('button', { name: `Remove what ${bob.username} wrote` }).click();
  await expect(alicePage.getByRole('status').filter({ hasText: 'Resolved: content removed.' })).toBeVisible();
  await expect(alicePage.getByText('No open reports. All clear.')).toBeVisible();

  await carolPage.reload();
  await expect(carolPage.getByText('No posts in this clique yet.')).toBeVisible();

  // Another of Bob's posts reported: Alice mutes him in the clique for three hours.
  await asBob('POST', '/posts', { content: ruder, cliqueId });
  await report(ruder);
  await alicePage.reload();
  await manage(alicePage, 'Reports');
  const next = reports.getByRole('listitem').filter({ hasText: ruder });
  await next.getByLabel('Hours of a mute (1–8760)').fill('3');
  await next.getByRole('button', { name: `Mute ${bob.username} in the clique` }).click();
  await expect(
    alicePage.getByRole('status').filter({ hasText: 'Resolved: the author is muted in the clique.' }),
  ).toBeVisible();

  // Bob is told he is muted, and is offered no composer.
  const bobPage = await signedInPage(browser, bob);
  await bobPage.goto(cliquePath(cliqueId));
  await expect(
    bobPage.getByRole('region', { name: 'Clique', exact: true }).getByText(/^You are muted in this clique until /),
  ).toBeVisible();
  await expect(postItem(bobPage, ruder).getByRole('article')).toBeVisible();
  await expect(bobPage.getByRole('form', { name: 'New post in this clique' })).toHaveCount(0);
});

test("a request to join a private clique is counted on its moderator's My Cliques link", async ({
  browser,
  request,
  baseURL,
}) => {
  const [alice, dana] = await Promise.all([createAccount(request), createAccount(request)]);
  const [asAlice, asDana] = await Promise.all(
    [alice, dana].map((account) => apiAs(request, baseURL as string, account)),
  );
  const cliqueId = await cliqueWith(asAlice, [], {
    name: `Book swap ${Date.now()}`,
    visibility: 'private',
    joinPolicy: 'request',
  });
  const alicePage = await signedInPage(browser, alice);
  const myCliques = nav(alicePage).getByRole('link', { name: /My Cliques/ });
  await expect(myCliques).toBeVisible();
  await expect(myCliques.getByLabel(/join requests to answer/)).toHaveCount(0);

  await asDana('POST', `/cliques/${cliqueId}/join`);
  await expect(myCliques.getByLabel('1 join requests to answer')).toBeVisible();

  // Answering the request clears the count.
  await alicePage.goto(cliquePath(cliqueId));
  await manage(alicePage, 'Requests');
  await alicePage.getByRole('button', { name: `Approve ${dana.username}` }).click();
  await expect(alicePage.getByText('No one is waiting to join.')).toBeVisible();
  await expect(myCliques.getByLabel(/join requests to answer/)).toHaveCount(0);
});
