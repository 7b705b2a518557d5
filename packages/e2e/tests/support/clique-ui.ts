import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Account } from './accounts';
import { idTokenOf } from './dev-remote';

/** Calls the API as an account (its ID token), for the stage of a journey. */
export async function apiAs(request: APIRequestContext, baseURL: string, account: Account) {
  const headers = { authorization: `Bearer ${await idTokenOf(baseURL, account)}` };
  await request.post('/api/users/sync', { headers });
  return async <T>(method: 'POST' | 'PUT', path: string, data: object = {}): Promise<T> => {
    const response = await request.fetch(`/api${path}`, { method, headers, data });
    expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
    return (await response.json().catch(() => ({}))) as T;
  };
}

/** What {@link apiAs} hands back: one account's API calls. */
export type Api = Awaited<ReturnType<typeof apiAs>>;

/** A clique made through the API by `owner`, with `members` in it by an invite link; its id. */
export async function cliqueWith(owner: Api, members: Api[], settings: Record<string, unknown>): Promise<string> {
  const { clique } = await owner<{ clique: { cliqueId: string } }>('POST', '/cliques', settings);
  const { invite } = await owner<{ invite: { code: string } }>('POST', `/cliques/${clique.cliqueId}/invites`);
  for (const member of members) await member('POST', '/cliques/join-by-invite', { code: invite.code });
  return clique.cliqueId;
}

/** The address of a clique's page. */
export const cliquePath = (cliqueId: string) => `/cliques?clique=${encodeURIComponent(cliqueId)}`;

/** Opens a tab of the clique's page. */
export async function section(page: Page, name: string): Promise<void> {
  await page.getByRole('tablist', { name: 'Clique sections' }).getByRole('tab', { name }).click();
}

/** Opens a section of the clique's Manage tab. */
export async function manage(page: Page, name: string): Promise<void> {
  await section(page, 'Manage');
  await page.getByRole('tablist', { name: 'Manage sections' }).getByRole('tab', { name }).click();
}

/** One post of the clique's list with what is shown above its card (pinned, topic, moderators' buttons). */
export function postItem(page: Page, text: string): Locator {
  return page.getByTestId('post-list').locator('.ui-virtual-item').filter({ hasText: text });
}

/** The heading of the clique's page. */
export const cliqueHeading = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Clique', exact: true }).getByRole('heading', { name });
