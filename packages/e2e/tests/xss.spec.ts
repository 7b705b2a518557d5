import { expect, test, type Locator, type Page } from './support/fixtures';
import { signIn } from './support/accounts';
import { api, caller, inspect, linkPayload, sendChat, watch, xssPayloads, type Caller } from './support/xss';

/** An attacker: an account whose every text field holds one payload, and what they made. */
interface Attacker extends Caller {
  payload: string;
  cliqueId: string;
  postId: string;
}

/**
 * Stores one payload in every field an attacker can write that the victim will see: display name,
 * bio, location, profession, a clique (name, description) the victim is added to, a public post
 * with links and a mention of the victim, a clique post, a comment and a share with a comment on
 * the victim's post, a friend request, and chat messages direct and in the clique.
 */
async function arm(
  origin: string,
  victim: Caller,
  victimPostId: string,
  index: number,
  payload: string,
): Promise<Attacker> {
  const a = await caller(origin, `xss${index}`);
  await api(origin, a, 'PUT', `/api/users/${a.userId}`, {
    displayName: payload,
    bio: `${payload}\n${linkPayload}`,
    location: payload,
    profession: payload,
  });
  const { clique } = await api<{ clique: { cliqueId: string } }>(origin, a, 'POST', '/api/cliques', {
    name: payload,
    description: `${payload}\n${linkPayload}`,
  });
  // Adding a person who did not ask invites them; the victim accepts, so they see the clique's pages.
  await api(origin, a, 'POST', `/api/cliques/${clique.cliqueId}/members`, { userId: victim.userId });
  await api(origin, victim, 'POST', `/api/cliques/${clique.cliqueId}/invitations/accept`);
  const { post } = await api<{ post: { postId: string } }>(origin, a, 'POST', '/api/posts', {
    content: `${payload} #xss${index} @${victim.username} ${linkPayload}`,
  });
  await api(origin, a, 'POST', '/api/posts', { content: `${payload} in the clique`, cliqueId: clique.cliqueId });
  await api(origin, a, 'POST', `/api/posts/${victimPostId}/comments`, { content: `${payload} ${linkPayload}` });
  await api(origin, a, 'POST', `/api/posts/${victimPostId}/like`);
  await api(origin, a, 'POST', `/api/posts/${victimPostId}/share`, { comment: payload });
  await api(origin, a, 'POST', '/api/friends/request', { recipientId: victim.userId });
  await api(origin, victim, 'POST', `/api/follows/${a.userId}`, { followedId: a.userId });
  if (index % 2 === 0) await api(origin, victim, 'POST', '/api/friends/accept', { senderId: a.userId });
  return { ...a, payload, cliqueId: clique.cliqueId, postId: post.postId };
}

test('XSS corpus: payloads in every user-text field, seen by another user on every page, run nothing', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(900_000);
  const origin = baseURL as string;
  const victim = await caller(origin, 'victim');
  const { post: victimPost } = await api<{ post: { postId: string } }>(origin, victim, 'POST', '/api/posts', {
    content: 'Comment here, please #xssvictim',
  });
  const attackers: Attacker[] = [];
  for (const [index, payload] of xssPayloads.entries())
    attackers.push(await arm(origin, victim, victimPost.postId, index, payload));
  const { comments } = await api<{ comments: { commentId: string }[] }>(
    origin,
    victim,
    'GET',
    `/api/posts/${victimPost.postId}/comments?limit=50`,
  );
  await api(origin, attackers[1] as Attacker, 'POST', `/api/posts/${victimPost.postId}/comments`, {
    content: `${xssPayloads[4]} reply`,
    parentCommentId: comments[0]?.commentId,
  });

  const context = await browser.newContext();
  const page = await context.newPage();
  const findings = await watch(page);
  await page.goto('/login');
  await sendChat(
    page,
    attackers.flatMap((a) => [
      {
        token: a.token,
        userId: a.userId,
        frame: { recipientId: victim.userId, content: `${a.payload} ${linkPayload}` },
      },
      { token: a.token, userId: a.userId, frame: { cliqueId: a.cliqueId, content: `${a.payload} to the clique` } },
    ]),
  );
  await signIn(page, victim);

  const visit = async (path: string, ready: (p: Page) => Locator) => {
    await page.goto(path);
    await expect(ready(page).first()).toBeVisible();
    await page.waitForTimeout(300);
    await inspect(page, findings);
  };
  const text = (value: string) => (p: Page) => p.getByText(value);
  const [first, second] = attackers as [Attacker, Attacker];

  await visit('/feed', text('in the clique'));
  const composer = page.getByLabel("What's on your mind?");
  await composer.fill('@xss1');
  await expect(page.getByRole('listbox', { name: 'People to mention' }).getByRole('option').first()).toBeVisible();
  await inspect(page, findings);
  await visit(`/post/${victimPost.postId}`, text(first.payload));
  for (const a of attackers.slice(0, 4)) await visit(`/post/${a.postId}`, text(a.payload));
  for (const a of attackers) await visit(`/profile/${a.userId}`, text(`@${a.username}`));
  await visit('/friends', text(`@${second.username}`));
  for (const a of attackers)
    await visit(`/cliques?clique=${a.cliqueId}`, (p) => p.getByRole('button', { name: 'Leave Clique' }));
  await visit('/notifications', text(second.payload));
  await visit('/chat', text(second.payload));
  for (const a of attackers.slice(0, 4)) await visit(`/chat?with=${a.userId}`, text('See [this]'));
  await visit(`/chat?clique=${second.cliqueId}`, text('to the clique'));
  await visit('/hashtag/xss1', text(second.payload));
  await visit('/hashtag', text('#xss'));

  expect(findings).toEqual({ dialogs: [], csp: [], injected: [] });
  await context.close();
});
