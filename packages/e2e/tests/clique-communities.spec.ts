import { expect, test } from './support/fixtures';
import { createAccount } from './support/accounts';
import { signedInPage } from './support/chat-ui';
import { apiAs, cliquePath, cliqueHeading, cliqueWith, manage, postItem } from './support/clique-ui';

// Cliques as communities, as their members live them: a private clique found in Discover and joined by
// request (rules, a question, topics on posts), an invite link into a secret clique, and its moderators
// pinning, removing posts and banning. The subject of each journey goes through the UI; the API only
// sets the stage (members and posts a journey does not need to show being made).

test('a private clique: found in Discover, joined by answering its question under its rules, then a post with a topic', async ({
  browser,
  request,
}) => {
  test.slow();
  const [alice, bob] = await Promise.all([createAccount(request), createAccount(request)]);
  const name = `Trail runners ${Date.now()}`;
  const alicePage = await signedInPage(browser, alice);

  // Alice makes the clique and, in its settings, a private one people ask to join, with a rule, a question and topics.
  await alicePage.goto('/cliques');
  await alicePage.getByRole('button', { name: 'Create a clique' }).click();
  const create = alicePage.getByRole('form', { name: 'New clique' });
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Description').fill('Early runs on the hill trails');
  await create.getByRole('button', { name: 'Create Clique' }).click();
  await expect(cliqueHeading(alicePage, name)).toBeVisible();
  const cliqueUrl = new URL(alicePage.url());
  await manage(alicePage, 'Settings');
  const settings = alicePage.getByRole('form', { name: 'Clique settings' });
  await settings.getByRole('radio', { name: /^Private/ }).check();
  await settings.getByRole('radio', { name: 'People ask to join; moderators approve' }).check();
  await settings.getByRole('button', { name: 'Add a rule' }).click();
  await settings.getByLabel('Rule 1: title').fill('Leave no trace');
  await settings.getByLabel('Rule 1: details').fill('Carry out what you carry in.');
  await settings.getByRole('button', { name: 'Add a question' }).click();
  await settings.getByLabel('Question 1').fill('How far do you run on a Sunday?');
  for (const topic of ['routes', 'gear']) {
    await settings.getByLabel('New topic').fill(topic);
    await settings.getByRole('button', { name: 'Add topic' }).click();
  }
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Settings saved');

  // Bob finds it in Discover, reads the rules and the question, answers and asks to join.
  const bobPage = await signedInPage(browser, bob);
  await bobPage.goto('/cliques');
  await bobPage.getByRole('tab', { name: 'Discover' }).click();
  await bobPage.getByLabel('Find a clique').fill(name);
  await bobPage.getByRole('button', { name: 'Search' }).click();
  await bobPage
    .getByRole('article', { name })
    .getByRole('button', { name: `Open ${name}` })
    .click();
  await expect(cliqueHeading(bobPage, name)).toBeVisible();
  await expect(bobPage.getByRole('tab', { name: 'Posts' })).toHaveCount(0);
  await bobPage.getByRole('button', { name: 'Ask to join' }).click();
  const dialog = bobPage.getByRole('dialog', { name: `Join ${name}` });
  const rules = dialog.getByRole('region', { name: 'Rules' });
  await expect(rules.getByText('Leave no trace')).toBeVisible();
  await expect(rules.getByText('Carry out what you carry in.')).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Ask to join' });
  await dialog.getByLabel('How far do you run on a Sunday?').fill('Twenty kilometres, hills included');
  await expect(send).toBeDisabled(); // the rules are not agreed to yet
  await dialog.getByLabel('I agree to follow the rules').check();
  await send.click();
  await expect(dialog).toBeHidden();
  await expect(
    bobPage.getByRole('region', { name: 'Clique', exact: true }).getByText('Requested', { exact: true }),
  ).toBeVisible();

  // Alice reads his answer under Manage → Requests and approves.
  await alicePage.goto(cliqueUrl.pathname + cliqueUrl.search);
  await manage(alicePage, 'Requests');
  const requests = alicePage.getByRole('list', { name: 'Join requests' });
  await expect(requests.getByText('How far do you run on a Sunday?')).toBeVisible();
  await expect(requests.getByText('Twenty kilometres, hills included')).toBeVisible();
  await requests.getByRole('button', { name: `Approve ${bob.username}` }).click();
  await expect(alicePage.getByText('Request approved')).toBeVisible();
  await expect(alicePage.getByText('No one is waiting to join.')).toBeVisible();

  // Bob is in: he sees the posts and posts on a topic chosen in the composer.
  await bobPage.reload();
  await expect(bobPage.getByRole('button', { name: 'Leave Clique' })).toBeVisible();
  await expect(bobPage.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  const composer = bobPage.getByRole('form', { name: 'New post in this clique' });
  const topic = composer.getByRole('combobox', { name: 'Topic' });
  await expect(topic).toHaveValue('');
  await expect(topic.getByRole('option')).toHaveText(['No topic', 'routes', 'gear']);
  await topic.selectOption('gear');
  await composer.getByLabel("What's on your mind?").fill('New shoes for the muddy descents');
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(postItem(bobPage, 'New shoes for the muddy descents').getByText('gear', { exact: true })).toBeVisible();
  await expect(topic).toHaveValue('');

  // Alice sees it with its topic, also when she shows only that topic's posts.
  await alicePage.goto(cliqueUrl.pathname + cliqueUrl.search);
  const post = postItem(alicePage, 'New shoes for the muddy descents');
  await expect(post.getByRole('article', { name: `Post by ${bob.username}` })).toBeVisible();
  await expect(post.getByText('gear', { exact: true })).toBeVisible();
  const topics = alicePage.getByRole('group', { name: 'Filter by topic' });
  await topics.getByRole('button', { name: 'routes' }).click();
  await expect(alicePage.getByText('No posts on this topic yet.')).toBeVisible();
  await topics.getByRole('button', { name: 'gear' }).click();
  await expect(post.getByRole('article')).toBeVisible();
});

test('an invite link made in Manage brings someone into a secret clique', async ({ browser, request }) => {
  const [alice, carol] = await Promise.all([createAccount(request), createAccount(request)]);
  const name = `Supper club ${Date.now()}`;
  const alicePage = await signedInPage(browser, alice);
  await alicePage.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await alicePage.goto('/cliques');
  await alicePage.getByRole('button', { name: 'Create a clique' }).click();
  const create = alicePage.getByRole('form', { name: 'New clique' });
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Description').fill('One table, a new kitchen every month');
  await create.getByRole('button', { name: 'Create Clique' }).click();
  await expect(cliqueHeading(alicePage, name)).toBeVisible();
  await expect(alicePage.getByRole('region', { name: 'Clique', exact: true }).getByText('Secret')).toBeVisible();

  await manage(alicePage, 'Invitations and links');
  await alicePage
    .getByRole('form', { name: 'New invite link' })
    .getByRole('button', { name: 'Create and copy link' })
    .click();
  await expect(alicePage.getByRole('region', { name: 'Manage' }).getByText('Link copied')).toBeVisible();
  const shown = await alicePage.getByLabel('Invite link', { exact: true }).inputValue();
  expect(await alicePage.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  const link = new URL(shown);
  const code = link.searchParams.get('invite');
  expect(link.pathname).toBe('/cliques');
  expect(code).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

  const carolPage = await signedInPage(browser, carol);
  await carolPage.goto(`/cliques?invite=${code}`);
  const invitation = carolPage.getByRole('region', { name: `Invitation to ${name}` });
  await expect(invitation.getByRole('heading', { name })).toBeVisible();
  await expect(invitation.getByText('One table, a new kitchen every month')).toBeVisible();
  await expect(invitation.getByText('1 member', { exact: true })).toBeVisible();
  await invitation.getByRole('button', { name: `Join ${name}` }).click();
  await expect(cliqueHeading(carolPage, name)).toBeVisible();
  await expect(carolPage.getByRole('region', { name: 'Clique', exact: true }).getByText('2 members')).toBeVisible();
  await expect(carolPage.getByRole('button', { name: 'Leave Clique' })).toBeVisible();
  await expect(
    carolPage.getByRole('navigation', { name: 'Your cliques' }).getByRole('button', { name: new RegExp(name) }),
  ).toBeVisible();
});

test('moderators at work: a pinned post comes first, a post is removed, a banned member loses the clique', async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const [alice, bob, carol, dana] = await Promise.all([
    createAccount(request),
    createAccount(request),
    createAccount(request),
    createAccount(request),
  ]);
  const [asAlice, asBob, asCarol, asDana] = await Promise.all(
    [alice, bob, carol, dana].map((account) => apiAs(request, baseURL as string, account)),
  );
  const name = `Night owls ${Date.now()}`;
  const cliqueId = await cliqueWith(asAlice, [asBob, asCarol, asDana], { name });
  await asAlice('PUT', `/cliques/${cliqueId}/members/${dana.userId}`, { role: 'moderator' });
  await asBob('POST', '/posts', { content: 'Meeting point: the old bandstand at 11pm', cliqueId });
  await asCarol('POST', '/posts', { content: 'Cheap watches, click here', cliqueId });

  // Alice, the owner, pins Bob's older post: it comes first, marked pinned.
  const alicePage = await signedInPage(browser, alice);
  await alicePage.goto(cliquePath(cliqueId));
  const list = alicePage.getByTestId('post-list');
  await expect(list.getByRole('article').first()).toContainText('Cheap watches, click here');
  await postItem(alicePage, 'Meeting point').getByRole('button', { name: 'Pin', exact: true }).click();
  await expect(postItem(alicePage, 'Meeting point').getByText('Pinned', { exact: true })).toBeVisible();
  await expect(list.getByRole('article').first()).toContainText('Meeting point: the old bandstand at 11pm');
  await expect(postItem(alicePage, 'Meeting point').getByRole('button', { name: 'Unpin' })).toBeVisible();

  // Dana, a moderator, removes Carol's post.
  const danaPage = await signedInPage(browser, dana);
  await danaPage.goto(cliquePath(cliqueId));
  const spam = postItem(danaPage, 'Cheap watches');
  await spam.getByRole('button', { name: 'Remove post' }).click();
  const confirm = danaPage.getByRole('dialog', { name: 'Remove post' });
  await expect(confirm).toContainText(`Remove this post by ${carol.username} from the clique?`);
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(danaPage.getByTestId('post-list').getByText('Cheap watches, click here')).toHaveCount(0);
  await expect(postItem(danaPage, 'Meeting point').getByText('Pinned', { exact: true })).toBeVisible();

  // Carol still has the clique until Dana bans her; then it is gone for her.
  const carolPage = await signedInPage(browser, carol);
  await carolPage.goto('/cliques');
  const carolsCliques = carolPage.getByRole('navigation', { name: 'Your cliques' });
  await expect(carolsCliques.getByRole('button', { name: new RegExp(name) })).toBeVisible();

  await manage(danaPage, 'Members and roles');
  await danaPage.getByRole('button', { name: `Ban ${carol.username}` }).click();
  const ban = danaPage.getByRole('dialog', { name: `Ban ${carol.username}` });
  await ban.getByLabel('Reason (optional)').fill('Spam');
  await ban.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(ban).toBeHidden();
  await expect(danaPage.getByText('Member banned')).toBeVisible();
  await expect(danaPage.getByRole('button', { name: `Ban ${carol.username}` })).toHaveCount(0);
  await danaPage.getByRole('tablist', { name: 'Manage sections' }).getByRole('tab', { name: 'Bans' }).click();
  await expect(danaPage.getByRole('list', { name: 'Bans' }).getByText('Spam')).toBeVisible();

  await carolPage.reload();
  await expect(carolsCliques).toBeVisible();
  await expect(carolsCliques.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
  await carolPage.goto(cliquePath(cliqueId));
  await expect(carolPage.getByText('Clique not found')).toBeVisible();
  await expect(carolPage.getByRole('region', { name: 'Clique', exact: true })).toHaveCount(0);

  // In a public clique anyone may join at once, but not someone its moderators banned.
  const square = `Town square ${Date.now()}`;
  const squareId = await cliqueWith(asAlice, [asCarol], { name: square, visibility: 'public', joinPolicy: 'open' });
  await asAlice('POST', `/cliques/${squareId}/bans`, { userId: carol.userId, reason: 'Spam' });
  await carolPage.goto(cliquePath(squareId));
  const header = carolPage.getByRole('region', { name: 'Clique', exact: true });
  await expect(header.getByRole('heading', { name: square })).toBeVisible();
  await expect(header.getByText('You are banned from this clique.')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Join' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Leave Clique' })).toHaveCount(0);
  // Its posts are not shown to her either (the server refuses them to a banned person).
  await expect(carolPage.getByRole('tablist', { name: 'Clique sections' }).getByRole('tab')).toHaveText(['About']);
});
