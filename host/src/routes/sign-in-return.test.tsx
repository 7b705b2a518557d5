import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { remoteRuntime, serveRemote, setSession, testUser } from '../test/render';
import { withCliqueEvents } from '../test/declared-routes';
import { AppRoutes } from './app-routes';
import { routeTables } from './route-tables';

const zero = () => Promise.resolve(0);

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname}</span>;
}

function renderAt(path: string, state?: unknown) {
  const badgeSources = { unreadNotifications: zero, pendingFriendRequests: zero, unreadMessages: zero };
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <AppRoutes tables={routeTables(withCliqueEvents)} badgeSources={badgeSources} />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  remoteRuntime.__clearRemoteModules();
  ['mfe_auth', 'mfe_feed', 'mfe_social'].forEach(serveRemote);
  setSession(testUser);
});

describe('a sign-in page once signed in', () => {
  it('returns to the path the guard carried', async () => {
    renderAt('/login', { from: '/profile' });
    expect(await screen.findByRole('heading', { name: 'mfe_social:profile' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });

  it('returns to a route a remote release declared', async () => {
    renderAt('/login', { from: '/cliques/c1/events' });
    expect(await screen.findByRole('heading', { name: 'mfe_social:cliqueEvents' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cliques/c1/events');
  });

  it.each(['/login', '/signup', '/verify'])('%s without a carried path goes to /feed', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'mfe_feed:feed' })).toBeInTheDocument();
  });
});
