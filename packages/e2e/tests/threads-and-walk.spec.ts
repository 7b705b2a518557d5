import { expect, test } from './support/fixtures';
import { createAccount, signIn } from './support/accounts';
import { createPostAs, idTokenOf } from './support/dev-remote';

/** Comments as an account through the API (POST /api/posts/{id}/comments), each replying to the one before. */
async function replyChain(
  origin: string,
  account: { username: string; password: string },
  postId: string,
  texts: string[],
) {
  const token = await idTokenOf(origin, account);
  let parentCommentId: string | null = null;
  for (const content of texts) {
    const response = await fetch(`${origin}/api/posts/${postId}/comments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content, parentCommentId }),
    });
    const body = (await response.json()) as { comment?: { commentId?: string } };
    if (response.status !== 201) throw new Error(`a comment answered ${response.status}: ${JSON.stringify(body)}`);
    parentCommentId = String(body.comment?.commentId);
  }
}

test('a new user with an empty feed is offered people to follow; a thread nests three levels, then "Continue this thread"', async ({
  page,
  request,
}) => {
  test.slow();
  const ann = await createAccount(request);
  const ben = await createAccount(request);
  await signIn(page, ann);
  const origin = new URL(page.url()).origin;

  // Ann follows nobody and nobody posted for her: the feed offers people to follow.
  const offer = page.getByRole('region', { name: 'Get started' });
  await expect(offer.getByRole('heading', { name: 'People to follow' })).toBeVisible();
  await offer
    .getByRole('button', { name: /^Follow / })
    .first()
    .click();
  await expect(offer.getByRole('status').filter({ hasText: 'Following' })).toBeVisible();

  // Ben's post with a chain of replies four deep under its first comment.
  const postId = await createPostAs(origin, ben, `Threads ${Date.now().toString(36)}`);
  await replyChain(origin, ben, postId, ['level 0', 'level 1', 'level 2', 'level 3', 'level 4']);
  await page.goto(`/post/${postId}`);
  await expect(page.getByText('level 3')).toBeVisible();
  await expect(page.getByRole('list', { name: `Replies to ${ben.username}` })).toHaveCount(3);
  await expect(page.getByText('level 4')).toHaveCount(0);

  // Ann answers the second level where it is: her reply nests under it.
  const levelOne = page.getByRole('article', { name: `Comment by ${ben.username}` }).filter({ hasText: 'level 1' });
  await levelOne.getByRole('button', { name: 'Reply' }).click();
  await page
    .getByRole('form', { name: `Reply to ${ben.username}` })
    .getByRole('textbox')
    .fill('nested answer');
  await page.getByRole('button', { name: 'Send reply' }).click();
  const annsReply = page
    .getByRole('article', { name: `Comment by ${ann.username}` })
    .filter({ hasText: 'nested answer' });
  await expect(annsReply).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: `Comment by ${ann.username}` })).toBeVisible();

  // Below the third level: "Continue this thread" opens the rest, and the way back returns.
  await page.getByRole('button', { name: 'Continue this thread' }).click();
  await expect(page.getByText('level 4')).toBeVisible();
  await expect(page.getByText('level 0')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to all comments' }).click();
  await expect(page.getByText('level 0')).toBeVisible();
});
