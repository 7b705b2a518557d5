import { expect, test, type Browser, type Page } from './support/fixtures';
import { createAccount, signIn, type Account } from './support/accounts';

// Cliques as communities (issue 32): found in Discover and joined by request, or joined by an invite link.

async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** Creates a clique from /cliques and waits for its page; returns its address. */
async function createClique(page: Page, name: string): Promise<string> {
  await page.goto('/cliques');
  const form = page.getByRole('form', { name: 'New clique' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Create Clique' }).click();
  await expect(page.getByRole('region', { name: 'Clique' }).getByRole('heading', { name })).toBeVisible();
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Opens a section of the clique's Manage tab. */
async function manage(page: Page, section: string): Promise<void> {
  await page.getByRole('tablist', { name: 'Clique sections' }).getByRole('tab', { name: 'Manage' }).click();
  await page.getByRole('tablist', { name: 'Manage sections' }).getByRole('tab', { name: section }).click();
}

test('a private clique: found in Discover, asked to join with an answer, approved by its owner, then posted in', async ({
  browser,
  request,
}) => {
  const [ann, ben] = await Promise.all([createAccount(request), createAccount(request)]);
  const name = `Hikers ${Date.now()}`;
  const annPage = await signedInPage(browser, ann);
  const cliqueUrl = await createClique(annPage, name);

  await manage(annPage, 'Settings');
  const settings = annPage.getByRole('form', { name: 'Clique settings' });
  await settings.getByRole('radio', { name: /^Private/ }).check();
  await settings.getByRole('radio', { name: 'People ask to join; moderators approve' }).check();
  await settings.getByRole('button', { name: 'Add a question' }).click();
  await settings.getByLabel('Question 1').fill('Which trail did you walk last?');
  await settings.getByLabel('New topic').fill('trails');
  await settings.getByRole('button', { name: 'Add topic' }).click();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Settings saved');
  await expect(annPage.getByRole('region', { name: 'Clique' }).getByText('Private')).toBeVisible();

  const benPage = await signedInPage(browser, ben);
  await benPage.goto('/cliques');
  await benPage.getByRole('tab', { name: 'Discover' }).click();
  await benPage.getByLabel('Find a clique').fill(name);
  await benPage.getByRole('button', { name: 'Search' }).click();
  await benPage
    .getByRole('article', { name })
    .getByRole('button', { name: `Open ${name}` })
    .click();
  await expect(benPage.getByRole('region', { name: 'Clique' }).getByRole('heading', { name })).toBeVisible();
  await expect(benPage.getByRole('tab', { name: 'Posts' })).toHaveCount(0);
  await benPage.getByRole('button', { name: 'Ask to join' }).click();
  const dialog = benPage.getByRole('dialog', { name: `Join ${name}` });
  await dialog.getByLabel('Which trail did you walk last?').fill('The north ridge');
  await dialog.getByRole('button', { name: 'Ask to join' }).click();
  await expect(benPage.getByText('Requested', { exact: true })).toBeVisible();

  await annPage.goto(cliqueUrl);
  await manage(annPage, 'Requests');
  const requests = annPage.getByRole('list', { name: 'Join requests' });
  await expect(requests.getByText('The north ridge')).toBeVisible();
  await requests.getByRole('button', { name: `Approve ${ben.username}` }).click();
  await expect(annPage.getByText('Request approved')).toBeVisible();

  await benPage.reload();
  await expect(benPage.getByRole('button', { name: 'Leave Clique' })).toBeVisible();
  const composer = benPage.getByRole('form', { name: 'New post in this clique' });
  await composer.getByLabel("What's on your mind?").fill('Sunday on the ridge');
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(benPage.getByTestId('post-list').getByText('Sunday on the ridge')).toBeVisible();

  await annPage.goto(cliqueUrl);
  await expect(annPage.getByTestId('post-list').getByText('Sunday on the ridge')).toBeVisible();
});

test('an invite link brings someone into a secret clique', async ({ browser, request }) => {
  const [ann, cal] = await Promise.all([createAccount(request), createAccount(request)]);
  const name = `Book club ${Date.now()}`;
  const annPage = await signedInPage(browser, ann);
  await createClique(annPage, name);
  await expect(annPage.getByRole('region', { name: 'Clique' }).getByText('Secret')).toBeVisible();
  await manage(annPage, 'Invitations and links');
  await annPage
    .getByRole('form', { name: 'New invite link' })
    .getByRole('button', { name: 'Create and copy link' })
    .click();
  const link = new URL(await annPage.getByLabel('Invite link', { exact: true }).inputValue());
  expect(link.pathname + link.search).toMatch(/^\/cliques\?invite=[A-Za-z0-9_-]{8,64}$/);

  const calPage = await signedInPage(browser, cal);
  await calPage.goto(link.pathname + link.search);
  const invitation = calPage.getByRole('region', { name: `Invitation to ${name}` });
  await expect(invitation.getByText('1 member')).toBeVisible();
  await invitation.getByRole('button', { name: `Join ${name}` }).click();
  await expect(calPage.getByRole('region', { name: 'Clique' }).getByRole('heading', { name })).toBeVisible();
  await expect(calPage.getByRole('button', { name: 'Leave Clique' })).toBeVisible();
  await expect(
    calPage.getByRole('navigation', { name: 'Your cliques' }).getByRole('button', { name: new RegExp(name) }),
  ).toBeVisible();
});
