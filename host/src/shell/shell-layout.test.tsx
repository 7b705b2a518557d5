import { screen } from '@testing-library/react';
import { renderWithProviders, setSession, testUser } from '../test/render';
import { ShellLayout } from './shell-layout';
import { narrowScreenQuery } from './use-narrow-screen';

const zero = () => Promise.resolve(0);

/** A screen of the given width, as far as CSS media queries go. */
function screenWidth(width: number) {
  window.matchMedia = ((query: string) => ({
    matches: query === narrowScreenQuery && width < 640,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function renderShell() {
  const badgeSources = { unreadNotifications: zero, pendingFriendRequests: zero, unreadMessages: zero };
  renderWithProviders(<ShellLayout badgeSources={badgeSources} />, { path: '/feed' });
}

beforeEach(() => setSession(testUser));
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

it('on a phone the navigation is the bar at the bottom, with Menu, and no top bar', async () => {
  screenWidth(390);
  renderShell();
  expect(await screen.findAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  expect(document.querySelector('.shell')).toHaveAttribute('data-tabs', 'true');
});

it('on a wider screen the top bar stays as it was, with no tab bar', () => {
  screenWidth(1280);
  renderShell();
  expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  expect(document.querySelector('.shell')).not.toHaveAttribute('data-tabs');
});
