import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteRuntime, renderWithProviders } from '../test/render';
import { areaLoadTimeoutMs } from './load-area';
import { RemoteSlot } from './remote-slot';

const feedPages = { default: { feed: () => <h1>Your feed</h1> } };

beforeEach(() => remoteRuntime.__clearRemoteModules());
afterEach(() => jest.useRealTimers());

it('shows a loading placeholder, then the remote page', async () => {
  let resolve: (value: unknown) => void = () => undefined;
  remoteRuntime.__setRemoteModule('mfe_feed/routes', () => new Promise((r) => (resolve = r)));
  renderWithProviders(<RemoteSlot remote="mfe_feed" page="feed" area="Feed" />);
  expect(await screen.findByRole('status')).toHaveTextContent('Loading Feed…');
  await act(async () => resolve(feedPages));
  expect(await screen.findByRole('heading', { name: 'Your feed' })).toBeInTheDocument();
});

it('gives up on a remote that hangs and shows the fallback; Retry really loads it again', async () => {
  jest.useFakeTimers();
  remoteRuntime.__setRemoteModule('mfe_feed/routes', () => new Promise(() => undefined));
  renderWithProviders(<RemoteSlot remote="mfe_feed" page="feed" area="Feed" />);
  expect(await screen.findByRole('status')).toHaveTextContent('Loading Feed…');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(areaLoadTimeoutMs);
  });
  expect(await screen.findByRole('heading', { name: 'Feed is unavailable' })).toBeInTheDocument();
  expect(screen.getByText(/Feed is taking too long to load\./)).toBeInTheDocument();

  remoteRuntime.__setRemoteModule('mfe_feed/routes', () => Promise.resolve(feedPages));
  jest.useRealTimers();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Your feed' })).toBeInTheDocument();
});

it('shows the fallback when the remote fails to load', async () => {
  remoteRuntime.__setRemoteModule('mfe_feed/routes', () => Promise.reject(new Error('manifest 404')));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(<RemoteSlot remote="mfe_feed" page="feed" area="Feed" />);
  expect(await screen.findByRole('heading', { name: 'Feed is unavailable' })).toBeInTheDocument();
  expect(screen.getByText(/Feed could not be loaded\./)).toBeInTheDocument();
});

it('keeps a page that throws while rendering inside its own area', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Broken = () => {
    throw new Error('render bug');
  };
  remoteRuntime.__setRemoteModule('mfe_feed/routes', () => Promise.resolve({ default: { feed: Broken } }));
  renderWithProviders(
    <>
      <nav>Navigation</nav>
      <RemoteSlot remote="mfe_feed" page="feed" area="Feed" />
    </>,
  );
  expect(await screen.findByRole('heading', { name: 'Feed is unavailable' })).toBeInTheDocument();
  expect(screen.getByText('Navigation')).toBeInTheDocument();
});
