import type { SessionUser } from '@cliques/session';
import type { UserSummary } from '@cliques/contracts';
import { makeSessionUser, makeUser, renderWithProviders, setSession } from '@cliques/test-kit';

export { makePost } from '@cliques/test-kit';

export const me: SessionUser = makeSessionUser();
export const meSummary: UserSummary = { ...makeUser(me.userId, me.username), displayName: me.displayName };
export const ann: UserSummary = { ...makeUser('u-ann', 'ann'), displayName: 'Ann Lee' };

/** Signs the shared session in as `me` (or someone else, or out with null). */
export function setUser(user: SessionUser | null = me) {
  setSession(user);
}

/** Renders a page at a URL matched by its route pattern; other paths show where the app went. */
export const renderPage = renderWithProviders;
