import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the app went after a page navigated away. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders a page at a path inside a router; other paths show where the app went. */
export function renderWithProviders(
  element: ReactElement,
  { path = '/', url = path }: { path?: string; url?: string } = {},
) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A UserSummary for tests. */
export const person = (userId: string, name = userId) => ({
  userId,
  username: name,
  displayName: name,
  profilePicture: null,
});
