import { expect, test, type Browser, type Page } from './support/fixtures';
import { createAccount, signIn, uniqueUsername, type Account } from './support/accounts';
import { moderatorPassword, moderatorUsername } from './support/safety';

async function signedInPage(browser: Browser, account: Pick<Account, 'username' | 'password'>): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

/** Writes a post from the feed's composer and waits until the feed shows it. */
async function post(page: Page, text: string): Promise<void> {
  const composer = page.getByRole('form', { name: 'New post' });
  await composer.getByRole('textbox', { name: "What's on your mind?" }).fill(text);
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('region', { name: 'Posts' }).getByText(text)).toBeVisible();
}

/** Follows someone from their profile page. */
async function follow(page: Page, account: Account): Promise<void> {
  await page.goto(`/profile/${account.userId}`);
  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
}

/** Chooses an entry of a "More actions" menu inside `scope`. */
async function chooseAction(scope: ReturnType<Page['getByRole']>, page: Page, item: string): Promise<void> {
  await scope.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('B harasses A; A blocks B from a post and B is gone; A reports C’s post; a moderator removes it; A is told', async ({
  browser,
  request,
}) => {
  // Four people and four browsers: more than the default minute on a busy machine.
  test.slow();
  const [ann, bob, cal, mod] = await Promise.all([
    createAccount(request, { username: uniqueUsername('ann') }),
    createAccount(request, { username: uniqueUsername('bob') }),
    createAccount(request, { username: uniqueUsername('cal') }),
    // A retry runs against the same server, where the moderator signed up the first time.
    createAccount(request, { username: moderatorUsername, password: moderatorPassword }).catch((error: Error) => {
      if (!error.message.includes('UsernameExistsException')) throw error;
      return { username: moderatorUsername, password: moderatorPassword };
    }),
  ]);

  // Bob harasses Ann in posts that mention her; Cal posts spam.
  const bobPage = await signedInPage(browser, bob);
  const insults = [`@${ann.username} nobody wants you here`, `@${ann.username} still posting? log off`];
  for (const insult of insults) await post(bobPage, insult);
  const calPage = await signedInPage(browser, cal);
  const spam = `Cheap followers at spam.example, only today ${Date.now().toString(36)}`;
  await post(calPage, spam);

  // Ann follows both and sees Bob's posts in her feed.
  const annPage = await signedInPage(browser, ann);
  await follow(annPage, bob);
  await follow(annPage, cal);
  await annPage.goto('/feed');
  const feed = annPage.getByRole('region', { name: 'Posts' });
  const bobsPosts = feed.getByRole('article', { name: `Post by ${bob.username}` });
  await expect(bobsPosts).toHaveCount(2);

  // Ann blocks Bob from one of his posts: the confirmation says what will happen; all his posts go at once.
  await chooseAction(bobsPosts.first(), annPage, `Block @${bob.username}`);
  const confirm = annPage.getByRole('dialog', { name: `Block @${bob.username}?` });
  await expect(confirm).toContainText("You will no longer see each other's posts, comments or profile");
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(confirm).toBeHidden();
  await expect(bobsPosts).toHaveCount(0);
  await expect(feed.getByText(spam)).toBeVisible();
  await annPage.reload();
  await expect(feed.getByText(spam)).toBeVisible();
  await expect(bobsPosts).toHaveCount(0);
  await annPage.goto('/settings');
  await expect(
    annPage.getByRole('list', { name: 'Blocked people' }).getByRole('link', { name: new RegExp(bob.username) }),
  ).toBeVisible();

  // Ann reports Cal's post.
  await annPage.goto('/feed');
  const calsPost = feed.getByRole('article', { name: `Post by ${cal.username}` });
  await chooseAction(calsPost, annPage, 'Report post');
  const report = annPage.getByRole('dialog', { name: 'Report this post' });
  await report.getByRole('radio', { name: 'Spam or scam' }).check();
  await report.getByRole('textbox', { name: /optional/ }).fill('Selling followers');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Thanks — a moderator will look at it.')).toBeVisible();
  await report.getByRole('button', { name: 'Close' }).click();

  // Ann is no moderator: no Moderation in her navigation. The moderator has it, and removes the post.
  await expect(annPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' })).toHaveCount(
    0,
  );
  const modPage = await signedInPage(browser, mod);
  await modPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' }).click();
  await expect(modPage).toHaveURL(/\/moderation$/);
  const item = modPage.getByRole('article', { name: `Reported post by ${cal.username}` });
  await expect(item.getByText(spam)).toBeVisible();
  await expect(item.getByRole('list', { name: 'Reports' })).toContainText(
    `Spam or scam · reported by @${ann.username}`,
  );
  await expect(item.getByRole('list', { name: 'Reports' })).toContainText('Selling followers');
  await item.getByRole('button', { name: 'Remove' }).click();
  await modPage.getByRole('dialog', { name: 'Remove this post?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(modPage.getByRole('status')).toHaveText('Resolved: content removed.');
  await expect(item).toHaveCount(0);
  await modPage.getByRole('button', { name: 'Audit log' }).click();
  await expect(modPage.getByRole('list', { name: 'Audit log' })).toContainText(
    `@${mod.username} removed a post by @${cal.username}`,
  );

  // Ann is told what became of her report, and the post is gone from her feed.
  await annPage.goto('/notifications');
  await expect(
    annPage
      .getByTestId('notification')
      .filter({ hasText: `Your report about @${cal.username} was reviewed: content removed` }),
  ).toBeVisible();
  await annPage.goto('/feed');
  await expect(annPage.getByRole('region', { name: 'Posts' }).getByText(spam)).toHaveCount(0);
});
