import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { createAccount, signIn } from './support/accounts';
import { deployFrom, deployToken, repositoryRoot } from './support/delivery';

const version = `e2e-routes-${Date.now().toString(36)}`;
const admin = { authorization: `Bearer ${deployToken}` };

/** The page the copy adds: the heading names the clique of its path, or says it lists them all. */
const eventsPage = `import { useParams } from 'react-router-dom';

export function EventsPage() {
  const { cliqueId } = useParams();
  return (
    <main className="ui-page">
      <h1>{cliqueId ? \`Events of \${cliqueId}\` : 'All events'}</h1>
    </main>
  );
}
`;

/**
 * A copy of the repository (its committed files, the installed packages shared) in which mfe-social
 * alone adds the events page at /cliques/:cliqueId/events and at /events, a prefix an admin gives it
 * at run time, with an entry in the shell's "More" menu.
 */
function copyWithEventsPage(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cliques-copy-'));
  execFileSync('sh', ['-c', `git archive HEAD | tar -x -C ${JSON.stringify(copy)}`], { cwd: repositoryRoot });
  fs.symlinkSync(path.join(repositoryRoot, 'node_modules'), path.join(copy, 'node_modules'));
  const src = path.join(copy, 'mfe-social/src');
  fs.writeFileSync(path.join(src, 'events-page.tsx'), eventsPage);
  const edit = (file: string, from: string, to: string) => {
    const text = fs.readFileSync(path.join(src, file), 'utf8');
    if (!text.includes(from)) throw new Error(`${file} no longer has ${from}`);
    fs.writeFileSync(path.join(src, file), text.replace(from, to));
  };
  edit(
    'route-declarations.ts',
    "    { path: '/moderation', page: 'moderation', access: 'signed-in', role: 'moderator' },\n  ],",
    `    { path: '/moderation', page: 'moderation', access: 'signed-in', role: 'moderator' },
    { path: '/cliques/:cliqueId/events', page: 'events', access: 'signed-in' },
    { path: '/events', page: 'events', access: 'signed-in' },
  ],
  nav: [{ path: '/events', label: 'Upcoming', icon: 'users', order: 1 }],`,
  );
  edit('routes.tsx', '  moderation: ModerationPage,\n', '  moderation: ModerationPage,\n  events: EventsPage,\n');
  edit(
    'routes.tsx',
    "import { areaRoutes } from './route-declarations';\n",
    "import { areaRoutes } from './route-declarations';\nimport { EventsPage } from './events-page';\n",
  );
  return copy;
}

test('a team adds a page and a new prefix to mfe-social alone and ships it: at its path, in "More", and after sign-in', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const account = await createAccount(request);
  const prefix = await request.put('/api/admin/prefixes/events', { headers: admin, data: { remote: 'mfe_social' } });
  expect(prefix.status()).toBe(201);

  const copy = copyWithEventsPage();
  try {
    expect(await deployFrom(copy, 'mfe-social', '--version', version)).toContain(`mfe_social ${version} is live`);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }

  // Signed out: the new page sends to /login and comes back to it after signing in.
  const page = await (await browser.newContext()).newPage();
  await page.goto('/cliques/c-42/events');
  await page.waitForURL('**/login');
  await page.getByLabel('Email or Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/cliques/c-42/events');
  await expect(page.getByRole('heading', { name: 'Events of c-42' })).toBeVisible();

  // "More" after the spec's bar leads to the page under the new prefix.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Upcoming' }).click();
  await page.waitForURL('**/events');
  await expect(page.getByRole('heading', { name: 'All events' })).toBeVisible();

  // Someone else, already signed in, reaches it from a fresh load.
  const other = await (await browser.newContext()).newPage();
  await signIn(other, await createAccount(request));
  await other.goto('/events');
  await expect(other.getByRole('heading', { name: 'All events' })).toBeVisible();

  // Leave the server as the other journeys expect it: the bundled mfe-social live again.
  expect(await deployFrom(repositoryRoot, 'mfe-social', '--rollback')).toContain('is live');
});
