import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the app went after a page navigated away. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Each render is a new visit: its history entry has a key of its own (pages keep state per entry). */
let visits = 0;

function addressOf(url: string) {
  const { pathname, search } = new URL(url, 'http://localhost');
  return { pathname, search };
}

/** Where {@link renderWithProviders} starts and what else the router knows. */
export interface RenderOptions {
  /** The route pattern the element answers (`/post/:postId`, `*` for every path); default `/`. */
  path?: string;
  /** The address the page opens at (default: `path`). */
  url?: string;
  /** History state of that address (e.g. where a sign-in should return to). */
  state?: unknown;
  /** Stand-ins for other pages a test follows a link to, by path. */
  routes?: Record<string, ReactNode>;
}

/**
 * The one way every area's tests render: the element inside a router at its address, stand-ins for
 * other pages, and at any other path a probe (`data-testid="location"`) saying where the app went.
 * Gives a userEvent session with the render result.
 */
export function renderWithProviders(
  element: ReactElement,
  { path = '/', url = path === '*' ? '/' : path, state, routes = {} }: RenderOptions = {},
) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[{ ...addressOf(url), state, key: `visit-${++visits}` }]}>
      <Routes>
        <Route path={path} element={element} />
        {Object.entries(routes).map(([to, page]) => (
          <Route key={to} path={to} element={page} />
        ))}
        {path !== '*' && <Route path="*" element={<Elsewhere />} />}
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...result };
}

/** A promise whose settling the test controls (to see busy states). */
export function deferred<T = unknown>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
