/** @jest-environment node */
import { onUnauthorized } from '../client';
import { ApiError } from '../errors';
import { getUser, listPopularPeople, searchUsers, syncUser, updateProfile, updateSettings } from './users';
import { json, installFakeApi } from '../test/fake-api';

const { sent, bodies, respondWith } = installFakeApi('id-token-1');
const user = {
  userId: 'u-1',
  username: 'ada',
  displayName: 'Ada',
  profilePicture: null,
  bio: '',
  location: '',
  profession: '',
  createdAt: '2026-11-21T10:00:00.000Z',
  followersCount: 0,
  followingCount: 0,
  friendsCount: 0,
  postsCount: 0,
  friendStatus: 'none',
  isFollowing: false,
  email: 'ada@example.com',
  settings: {},
};
const pathOf = (request: Request | undefined) => {
  const url = new URL(request?.url ?? '');
  return `${url.pathname}${url.search}`;
};

describe('Users calls', () => {
  it('syncUser posts /api/users/sync with the bearer ID token and returns the user', async () => {
    respondWith(json(200, { user }));
    await expect(syncUser()).resolves.toEqual(user);
    expect(sent[0]?.method).toBe('POST');
    expect(pathOf(sent[0])).toBe('/api/users/sync');
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer id-token-1');
  });

  it('getUser, searchUsers, updateProfile and updateSettings call their paths with their bodies', async () => {
    respondWith(json(200, { user, users: [], settings: { theme: 'dark' } }));
    await getUser('a/b');
    await searchUsers('ad');
    await updateProfile('u-1', { bio: 'Hello' });
    await expect(updateSettings('u-1', { theme: 'dark' })).resolves.toEqual({ theme: 'dark' });
    expect(sent.map((r) => `${r.method} ${pathOf(r)}`)).toEqual([
      'GET /api/users/a%2Fb',
      'GET /api/users/search?query=ad&limit=20',
      'PUT /api/users/u-1',
      'PUT /api/users/u-1/settings',
    ]);
    expect(JSON.parse(bodies[2] ?? '')).toEqual({ bio: 'Hello' });
    expect(JSON.parse(bodies[3] ?? '')).toEqual({ settings: { theme: 'dark' } });
  });
});

it('listPopularPeople asks for people to follow, five by default', async () => {
  respondWith(json(200, { users: [user] }));
  await expect(listPopularPeople()).resolves.toEqual([user]);
  expect(sent.map((r) => `${r.method} ${pathOf(r)}`)).toEqual(['GET /api/users/popular?limit=5']);
});

describe('error mapping', () => {
  it("raises ApiError with the server's code and message", async () => {
    respondWith(json(404, { error: { code: 'not_found', message: 'User not found' } }));
    const error = await getUser('u-2').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'User not found' });
  });

  it('raises on any status of 300 or above, keeping the status text when the body is not JSON', async () => {
    respondWith(() => new Response(null, { status: 302, statusText: 'Found' }));
    await expect(getUser('u-1')).rejects.toMatchObject({ status: 302, message: 'Found' });
    respondWith(() => new Response('<html>oops</html>', { status: 500, statusText: 'Internal Server Error' }));
    await expect(updateProfile('u-1', {})).rejects.toMatchObject({
      status: 500,
      code: 'http_error',
      message: 'Internal Server Error',
    });
  });

  it('calls the one unauthorized handler on 401 and still rejects', async () => {
    const handler = jest.fn();
    const stop = onUnauthorized(handler);
    respondWith(json(401, { error: { code: 'unauthorized', message: 'Invalid or expired token' } }));
    await expect(syncUser()).rejects.toMatchObject({ status: 401, message: 'Invalid or expired token' });
    expect(handler).toHaveBeenCalledTimes(1);
    stop();
    await expect(syncUser()).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
