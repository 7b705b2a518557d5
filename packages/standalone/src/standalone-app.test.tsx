import { act, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import userEvent from '@testing-library/user-event';
import { observable, runInAction } from 'mobx';
import type { SessionUser, SignInOptions } from '@cliques/session';
import { preloadable } from '@cliques/ui';
import { StandaloneApp } from './standalone-app';

const session = observable({ user: null as SessionUser | null, initialized: false });
const signIn = jest.fn();
const signOut = jest.fn();
jest.mock('@cliques/session', () => ({
  ...jest.requireActual('@cliques/session'),
  useSession: () => session,
  useSessionActions: () => ({ signIn, signOut }),
}));
jest.mock('@cliques/api-client', () => ({ syncUser: jest.fn().mockResolvedValue(undefined) }));

const ada: SessionUser = {
  userId: 'u-1',
  email: 'ada@example.com',
  username: 'ada',
  displayName: 'Ada Lovelace',
  accessToken: 't',
};

function FeedPage() {
  return <h1>Feed page</h1>;
}

function renderFeedArea(path = '/feed') {
  window.history.pushState({}, '', path);
  return render(<StandaloneApp area="Feed" pages={{ feed: FeedPage }} paths={{ feed: '/feed' }} />);
}

async function submit(login = 'ada', password = 'password1') {
  await userEvent.type(screen.getByLabelText('Email or Username'), login);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  jest.clearAllMocks();
  runInAction(() => Object.assign(session, { user: null, initialized: true }));
  signIn.mockImplementation(async (_login: string, _password: string, options?: SignInOptions) => {
    await options?.beforeSignedIn?.();
    runInAction(() => (session.user = ada));
    return ada;
  });
  signOut.mockImplementation(async () => runInAction(() => (session.user = null)));
});

it('waits for the first session check before choosing the form or the page', () => {
  runInAction(() => (session.initialized = false));
  renderFeedArea();
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(screen.queryByLabelText('Email or Username')).toBeNull();
});

it("shows a signed-out visitor the product spec's sign-in form instead of the page", () => {
  renderFeedArea();
  expect(screen.getByLabelText('Email or Username')).toBeRequired();
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  expect(screen.queryByRole('heading', { name: 'Feed page' })).toBeNull();
});

it("signs in ('Signing In...' while busy), then shows the page asked for with the user and Sign Out", async () => {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const signInNow = signIn.getMockImplementation();
  signIn.mockImplementationOnce(async (...args: unknown[]) => {
    await answered;
    return signInNow?.(...args);
  });
  renderFeedArea();
  await submit('  ada ');
  expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  await act(async () => release());
  expect(await screen.findByRole('heading', { name: 'Feed page' })).toBeVisible();
  expect(signIn).toHaveBeenCalledWith('ada', 'password1', expect.anything());
  expect(screen.getByRole('banner')).toHaveTextContent('Signed in as Ada Lovelace');

  await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
  expect(await screen.findByLabelText('Email or Username')).toBeVisible();
  expect(signOut).toHaveBeenCalledTimes(1);
});

it("shows the identity service's message, or 'Failed to sign in'", async () => {
  signIn.mockRejectedValueOnce(new Error('Please confirm your account first')).mockRejectedValueOnce({});
  renderFeedArea();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm your account first');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  // The first message's alert may still be on screen: wait for the text, not for an alert.
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to sign in'));
  expect(screen.queryByRole('heading', { name: 'Feed page' })).toBeNull();
});

it('lists the pages on any other path, and a public area has no gate', () => {
  window.history.pushState({}, '', '/elsewhere');
  render(
    <StandaloneApp
      area="Legal"
      pages={{ privacy: FeedPage, post: FeedPage }}
      paths={{ privacy: '/privacy', post: '/post/:postId' }}
      access="public"
    />,
  );
  expect(screen.getByRole('heading', { name: 'Legal (standalone)' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'post' })).toHaveAttribute('href', '/post/example');
  expect(screen.queryByLabelText('Email or Username')).toBeNull();
});

it('shows a page whose code loads on demand once it has loaded, under the header', async () => {
  runInAction(() => (session.user = ada));
  let arrive: () => void = () => undefined;
  const PostPage = preloadable(
    () => new Promise<ComponentType>((resolve) => (arrive = () => resolve(() => <h1>Post page</h1>))),
  );
  window.history.pushState({}, '', '/post/p-1');
  // In an awaited act: React retries a page suspended by `use` when act's queue is flushed.
  await act(async () => {
    render(<StandaloneApp area="Feed" pages={{ post: PostPage }} paths={{ post: '/post/:postId' }} />);
  });
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(screen.getByRole('banner')).toHaveTextContent('Signed in as Ada Lovelace');
  await act(async () => arrive());
  expect(await screen.findByRole('heading', { name: 'Post page' })).toBeVisible();
});

it('says a page failed to load, keeps the header, and loads it again on Retry', async () => {
  runInAction(() => (session.user = ada));
  // The boundary reports the failed load to the console, as in the host.
  const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn<Promise<ComponentType>, []>()
    .mockRejectedValueOnce(new Error('network'))
    .mockResolvedValue(() => <h1>Post page</h1>);
  const PostPage = preloadable(load);
  window.history.pushState({}, '', '/post/p-1');
  // In an awaited act: React retries a page suspended by `use` when act's queue is flushed.
  await act(async () => {
    render(<StandaloneApp area="Feed" pages={{ post: PostPage }} paths={{ post: '/post/:postId' }} />);
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
  expect(screen.getByRole('banner')).toHaveTextContent('Signed in as Ada Lovelace');
  const retry = screen.getByRole('button', { name: 'Retry' });
  await act(async () => retry.click());
  expect(await screen.findByRole('heading', { name: 'Post page' })).toBeVisible();
  expect(load).toHaveBeenCalledTimes(2);
  reported.mockRestore();
});
