import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the app went after a page navigated away. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Renders one page of this area at its path inside a router; other paths show where the app went. */
export function renderWithProviders(Page: ComponentType, { path, state }: { path: string; state?: unknown }) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path={path} element={<Page />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A promise whose settling the test controls (to see the busy labels). */
export function deferred<T = unknown>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
