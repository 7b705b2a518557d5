import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sessionStore, type SessionUser } from '@cliques/session';
import type { Post, UserSummary } from '@cliques/contracts';

export const me: SessionUser = {
  userId: 'u-me',
  email: 'me@example.com',
  username: 'me',
  displayName: 'Me',
  accessToken: 'token',
};
export const meSummary: UserSummary = {
  userId: me.userId,
  username: me.username,
  displayName: me.displayName,
  profilePicture: null,
};
export const ann: UserSummary = { userId: 'u-ann', username: 'ann', displayName: 'Ann Lee', profilePicture: null };

/** Signs the shared session in as `me` (or someone else, or out with null). */
export function setUser(user: SessionUser | null = me) {
  runInAction(() => {
    sessionStore.user = user;
    sessionStore.initialized = true;
    sessionStore.loading = false;
  });
}

/** A post with sensible defaults. */
export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    postId: 'p-1',
    author: ann,
    content: 'Hello world',
    media: [],
    hashtags: [],
    mentions: [],
    cliqueId: null,
    audience: 'public',
    likesCount: 0,
    commentsCount: 0,
    sharesCount: 0,
    likedByMe: false,
    sharedByMe: false,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Renders a page at a URL matched by its route pattern, with a probe of the current path. */
export function renderPage(ui: ReactElement, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
      <WhereAmI />
    </MemoryRouter>,
  );
  return { user, ...result };
}
