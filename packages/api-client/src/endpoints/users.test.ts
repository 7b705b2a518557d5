/** @jest-environment node */
import { sessionStore } from '@cliques/session';
import { onUnauthorized } from '../client';
import { ApiError } from '../errors';
import { getUser, searchUsers, syncUser, updateProfile, updateSettings } from './users';

const NodeRequest = globalThis.Request;
const sent: Request[] = [];
const bodies: string[] = [];
let answer: () => Response;

beforeAll(() => {
  // Node's Request needs an absolute URL; the browser resolves /api against the page's origin.
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
    }
  } as typeof Request;
  globalThis.fetch = jest.fn(async (request: RequestInfo | URL) => {
    sent.push(request as Request);
    bodies.push(await (request as Request).clone().text());
    return answer();
  }) as typeof fetch;
});

afterAll(() => {
  globalThis.Request = NodeRequest;
});

beforeEach(() => {
  sent.length = 0;
  bodies.length = 0;
  jest.spyOn(sessionStore, 'getIdToken').mockResolvedValue('id-token-1');
});

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
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
    answer = json(200, { user });
    await expect(syncUser()).resolves.toEqual(user);
    expect(sent[0]?.method).toBe('POST');
    expect(pathOf(sent[0])).toBe('/api/users/sync');
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer id-token-1');
  });

  it('getUser, searchUsers, updateProfile and updateSettings call their paths with their bodies', async () => {
    answer = json(200, { user, users: [], settings: { theme: 'dark' } });
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

describe('error mapping', () => {
  it("raises ApiError with the server's code and message", async () => {
    answer = json(404, { error: { code: 'not_found', message: 'User not found' } });
    const error = await getUser('u-2').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'User not found' });
  });

  it('raises on any status of 300 or above, keeping the status text when the body is not JSON', async () => {
    answer = () => new Response(null, { status: 302, statusText: 'Found' });
    await expect(getUser('u-1')).rejects.toMatchObject({ status: 302, message: 'Found' });
    answer = () => new Response('<html>oops</html>', { status: 500, statusText: 'Internal Server Error' });
    await expect(updateProfile('u-1', {})).rejects.toMatchObject({ status: 500, code: 'http_error', message: 'Internal Server Error' });
  });

  it('calls the one unauthorized handler on 401 and still rejects', async () => {
    const handler = jest.fn();
    const stop = onUnauthorized(handler);
    answer = json(401, { error: { code: 'unauthorized', message: 'Invalid or expired token' } });
    await expect(syncUser()).rejects.toMatchObject({ status: 401, message: 'Invalid or expired token' });
    expect(handler).toHaveBeenCalledTimes(1);
    stop();
    await expect(syncUser()).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
