import type { ReactElement } from 'react';
import type { SessionUser } from '@cliques/session';
import { makeSessionUser, renderWithProviders, setSession } from '@cliques/test-kit';

export const testUser: SessionUser = makeSessionUser({
  userId: 'u-1',
  email: 'ada@example.com',
  username: 'ada',
  displayName: 'Ada',
});

/** Signs the shared session in as testUser (or out with null). */
export function setUser(user: SessionUser | null) {
  setSession(user);
}

/** Renders a page at its path, with stand-ins at /settings and /login so Back can be followed. */
export function renderPage(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderWithProviders(ui, {
    path,
    routes: { '/settings': <h1>Settings stand-in</h1>, '/login': <h1>Login stand-in</h1> },
  });
}
