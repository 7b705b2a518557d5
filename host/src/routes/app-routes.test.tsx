import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { remoteRuntime, renderWithProviders, serveRemote, setSession, testUser } from '../test/render';
import type { RouteSet } from '@cliques/contracts';
import userEvent from '@testing-library/user-event';
import { declaredRoutes, withCliqueEvents } from '../test/declared-routes';
import { AppRoutes } from './app-routes';
import { routeTables } from './route-tables';

const zero = () => Promise.resolve(0);
const badgeSources = { unreadNotifications: zero, pendingFriendRequests: zero, unreadMessages: zero };

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}|${JSON.stringify(location.state ?? null)}`}</span>;
}

/** The app at `path`, its router built from these route declarations (today's by default). */
function renderAt(path: string, declared: Record<string, RouteSet> = declaredRoutes) {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <AppRoutes tables={routeTables(declared)} badgeSources={badgeSources} />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { path },
  );
}

beforeEach(() => {
  remoteRuntime.__clearRemoteModules();
  ['mfe_auth', 'mfe_feed', 'mfe_chat', 'mfe_social', 'mfe_legal'].forEach(serveRemote);
});

describe('route guard', () => {
  it('shows the loading placeholder while the auth state resolves', () => {
    setSession(null, false);
    renderAt('/feed');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Cliques…');
  });
});

describe('signed-out route table', () => {
  beforeEach(() => setSession(null));

  it.each([
    ['/login', 'mfe_auth:login'],
    ['/signup', 'mfe_auth:signup'],
    ['/verify', 'mfe_auth:verify'],
    ['/contact', 'mfe_legal:contact'],
    ['/privacy', 'mfe_legal:privacy'],
    ['/terms', 'mfe_legal:terms'],
    ['/eula', 'mfe_legal:eula'],
  ])('%s renders %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('sends a signed-in page to /login carrying the original path', async () => {
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'mfe_auth:login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login|{"from":"/profile"}');
  });

  it('sends any other path to /login', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'mfe_auth:login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login|null');
  });
});

describe('signed-in route table', () => {
  beforeEach(() => setSession(testUser));

  it.each([
    ['/feed', 'mfe_feed:feed'],
    ['/post/p1', 'mfe_feed:post'],
    ['/hashtag', 'mfe_feed:hashtags'],
    ['/hashtag/cats', 'mfe_feed:hashtag'],
    ['/bookmarks', 'mfe_feed:bookmarks'],
    ['/search?q=cats&type=posts', 'mfe_feed:search'],
    ['/notifications', 'mfe_social:notifications'],
    ['/profile', 'mfe_social:profile'],
    ['/profile/u-2', 'mfe_social:userProfile'],
    ['/settings', 'mfe_social:settings'],
    ['/cliques', 'mfe_social:cliques'],
    ['/friends', 'mfe_social:friends'],
    ['/chat', 'mfe_chat:chat'],
    ['/contact', 'mfe_legal:contact'],
    ['/privacy', 'mfe_legal:privacy'],
    ['/terms', 'mfe_legal:terms'],
    ['/eula', 'mfe_legal:eula'],
  ])('%s renders %s inside the shell', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it.each(['/', '/login', '/nowhere'])('%s redirects to /feed', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'mfe_feed:feed' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/feed|');
  });
});

describe('a route a remote release declares', () => {
  it('renders at its path inside the shell, with its "More" entry leading to it', async () => {
    setSession(testUser);
    renderAt('/cliques/c1/events', withCliqueEvents);
    expect(await screen.findByRole('heading', { name: 'mfe_social:cliqueEvents' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    // Reports is for moderators only: a member sees Events alone.
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Events']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Events' }));
    expect(await screen.findByRole('heading', { name: 'mfe_social:events' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/events|');
  });

  it('sends a signed-out visitor to /login carrying its path; an unknown path still goes to /login', async () => {
    setSession(null);
    renderAt('/cliques/c1/events', withCliqueEvents);
    expect(await screen.findByRole('heading', { name: 'mfe_auth:login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login|{"from":"/cliques/c1/events"}');
  });

  it('is unknown before the release: /feed, and no "More" menu', async () => {
    setSession(testUser);
    renderAt('/cliques/c1/events');
    expect(await screen.findByRole('heading', { name: 'mfe_feed:feed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });
});
