import * as auth from 'aws-amplify/auth';
import { SessionStore } from './session-store';

jest.mock('aws-amplify/auth', () => ({
  getCurrentUser: jest.fn(),
  fetchAuthSession: jest.fn(),
  fetchUserAttributes: jest.fn(),
}));

const mocked = jest.mocked(auth);
const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

beforeEach(() => {
  mocked.getCurrentUser.mockResolvedValue({ userId: 'sub-1', username: 'sub-1' });
  mocked.fetchAuthSession.mockResolvedValue({
    tokens: {
      accessToken: { toString: () => 'access-1', payload: {} },
      idToken: { toString: () => 'id-1', payload: { email: 'ada@example.com', preferred_username: 'ada', exp: 1 } },
    },
  } as unknown as auth.AuthSession);
  mocked.fetchUserAttributes.mockRejectedValue(new TypeError('Failed to fetch'));
});
afterEach(() => setOnline(true));

describe('starting without a connection', () => {
  it("keeps a stored session signed in, named by its ID token's claims", async () => {
    setOnline(false);
    const store = new SessionStore();
    await store.initialize();
    expect(store.user).toEqual({
      userId: 'sub-1',
      email: 'ada@example.com',
      username: 'ada',
      displayName: 'ada',
      accessToken: 'access-1',
    });
  });

  it('still signs out when the identity service refuses while online', async () => {
    setOnline(true);
    const store = new SessionStore();
    await store.initialize();
    expect(store.user).toBeNull();
  });
});
