type StartRemotes = typeof import('./start-remotes');
type Runtime = typeof import('@module-federation/enhanced/runtime');

const identity = { userPoolId: 'local-1_cliques', userPoolClientId: 'web' };
const live = {
  mfe_auth: '/releases/mfe-auth/1/mf-manifest.json',
  mfe_feed: '/releases/mfe-feed/1/mf-manifest.json',
  mfe_chat: '/releases/mfe-chat/1/mf-manifest.json',
};
const canary = {
  ...live,
  mfe_feed: '/releases/mfe-feed/2/mf-manifest.json',
  mfe_chat: '/releases/mfe-chat/2/mf-manifest.json',
};

const exp = Math.floor(Date.now() / 1000) + 3600;

/** An ID token for `sub` (the signature is not read in the browser); the same string for the same sub. */
function idToken(sub: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part({ sub, exp })}.sig`;
}

function storeSession(sub: string): void {
  localStorage.setItem('CognitoIdentityServiceProvider.web.LastAuthUser', sub);
  localStorage.setItem(`CognitoIdentityServiceProvider.web.${sub}.idToken`, idToken(sub));
}

let fetchMock: jest.Mock;
let register: jest.SpyInstance;
let remotes: StartRemotes;

beforeEach(() => {
  localStorage.clear();
  jest.resetModules();
  fetchMock = jest.fn(async (_url: string, init: { headers: Record<string, string> }) => ({
    ok: true,
    status: 200,
    json: async () => ({
      remotes: init.headers.Authorization ? canary : live,
      allowRemoteOverrides: false,
      apiBase: '/api',
      identity,
    }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  // A fresh module registry per test: the runtime spied on is the one start-remotes imports.
  register = jest.spyOn(jest.requireActual<Runtime>('@module-federation/enhanced/runtime'), 'registerRemotes');
  remotes = jest.requireActual<StartRemotes>('./start-remotes');
});

afterEach(() => register.mockRestore());

const registeredNames = (call: number) =>
  (register.mock.calls[call]?.[0] as { name: string }[]).map((remote) => remote.name);

it('after a sign-in on an anonymous page, switches the remotes not loaded yet to the person’s versions', async () => {
  await remotes.startRemotes();
  expect(registeredNames(0)).toEqual(['mfe_auth', 'mfe_feed', 'mfe_chat']);
  await remotes.remoteReady('mfe_chat');

  storeSession('ada');
  remotes.followSignIn('ada');
  await remotes.remoteReady('mfe_feed');

  expect(fetchMock).toHaveBeenLastCalledWith(
    '/config.json',
    expect.objectContaining({ headers: { Authorization: `Bearer ${idToken('ada')}` } }),
  );
  // mfe_chat had started loading before the sign-in: it keeps its entry for this page.
  expect(register).toHaveBeenLastCalledWith([{ name: 'mfe_feed', entry: canary.mfe_feed }], { force: true });
});

it('asks nothing again when the page started with the same person’s stored session', async () => {
  storeSession('ada');
  await remotes.startRemotes();
  remotes.followSignIn('ada');
  await remotes.remoteReady('mfe_feed');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(register).toHaveBeenCalledTimes(1);
});

it('keeps the remotes it has when /config.json does not answer after a sign-in', async () => {
  await remotes.startRemotes();
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  storeSession('ada');
  remotes.followSignIn('ada');
  await expect(remotes.remoteReady('mfe_feed')).resolves.toBeUndefined();
  expect(register).toHaveBeenCalledTimes(1);
});
