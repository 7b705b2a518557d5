import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sessionStore, type SessionUser } from '@cliques/session';

export const testUser: SessionUser = {
  userId: 'u-1',
  email: 'ada@example.com',
  username: 'ada',
  displayName: 'Ada',
  accessToken: 'token',
};

/** Signs the shared session in as testUser (or out with null). */
export function setUser(user: SessionUser | null) {
  runInAction(() => {
    sessionStore.user = user;
    sessionStore.initialized = true;
    sessionStore.loading = false;
  });
}

/** Renders a page at its path, with stand-ins at /settings and /login so Back can be followed. */
export function renderPage(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="/settings" element={<h1>Settings stand-in</h1>} />
        <Route path="/login" element={<h1>Login stand-in</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...result };
}
