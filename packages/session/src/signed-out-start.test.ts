import { Amplify } from 'aws-amplify';
import * as auth from 'aws-amplify/auth';
import { configure } from './identity';
import { SessionStore } from './session-store';

jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth', () => ({
  getCurrentUser: jest.fn(),
  fetchAuthSession: jest.fn(),
  fetchUserAttributes: jest.fn(),
  signOut: jest.fn(),
}));

beforeEach(() => {
  localStorage.clear();
  configure({ userPoolId: 'local-1_cliques', userPoolClientId: 'cliques-web' });
});

it('a browser without a stored session is signed out at once, without asking the identity library', async () => {
  const store = new SessionStore();
  await store.initialize();
  expect(store.user).toBeNull();
  expect(store.initialized).toBe(true);
  expect(store.loading).toBe(false);
  expect(auth.getCurrentUser).not.toHaveBeenCalled();
  expect(Amplify.configure).not.toHaveBeenCalled();
  await expect(store.getIdToken()).resolves.toBeNull();
  expect(auth.fetchAuthSession).not.toHaveBeenCalled();
});

it('a browser with a stored session asks the identity library', async () => {
  localStorage.setItem('CognitoIdentityServiceProvider.cliques-web.LastAuthUser', 'ada');
  configure({ userPoolId: 'local-1_cliques', userPoolClientId: 'cliques-web' });
  // configure() starts loading the library at once for a browser that may hold a session.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(Amplify.configure).toHaveBeenCalled();
  jest.mocked(auth.getCurrentUser).mockRejectedValue(new Error('expired'));
  const store = new SessionStore();
  await store.initialize();
  expect(auth.getCurrentUser).toHaveBeenCalled();
  expect(store.user).toBeNull();
  expect(store.initialized).toBe(true);
});
