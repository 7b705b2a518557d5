import { overridesKey, resolveRemotes, type RuntimeConfig } from './runtime-config';

const devOrigins = [
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
  'http://localhost:3004',
  'http://localhost:3005',
];

const config = (
  allowRemoteOverrides: boolean,
  remoteOverrideOrigins = allowRemoteOverrides ? devOrigins : [],
): RuntimeConfig => ({
  remotes: { mfe_feed: '/remotes/mfe-feed/mf-manifest.json', mfe_chat: '/remotes/mfe-chat/mf-manifest.json' },
  allowRemoteOverrides,
  remoteOverrideOrigins,
  apiBase: '/api',
  identity: { userPoolId: 'local-1_cliques', userPoolClientId: 'web' },
});

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const overriding = (overrides: Record<string, string>) => memoryStorage({ [overridesKey]: JSON.stringify(overrides) });

describe('resolveRemotes', () => {
  it('uses the configured manifests', () => {
    expect(resolveRemotes(config(true), '', memoryStorage())).toEqual(config(true).remotes);
  });

  it('points one remote at a dev server whose origin the server lists', () => {
    expect(
      resolveRemotes(config(true), '', overriding({ mfe_feed: 'http://localhost:3002/mf-manifest.json' })).mfe_feed,
    ).toBe('http://localhost:3002/mf-manifest.json');
  });

  it('takes an override from the query string and remembers it', () => {
    const storage = memoryStorage();
    const search = `?remoteOverrides=${encodeURIComponent(JSON.stringify({ mfe_chat: 'http://localhost:3003/mf-manifest.json' }))}`;
    expect(resolveRemotes(config(true), search, storage).mfe_chat).toBe('http://localhost:3003/mf-manifest.json');
    expect(resolveRemotes(config(true), '', storage).mfe_chat).toBe('http://localhost:3003/mf-manifest.json');
  });

  it('refuses a localhost origin the server does not list (the CSP would block it too)', () => {
    const storage = overriding({
      mfe_feed: 'http://localhost:4000/mf-manifest.json',
      mfe_chat: 'http://127.0.0.1:3003/mf-manifest.json',
    });
    expect(resolveRemotes(config(true), '', storage)).toEqual(config(true).remotes);
  });

  it('follows the listed origins, whatever they are', () => {
    const storage = overriding({ mfe_feed: 'https://dev.example.test:8443/mf-manifest.json' });
    expect(resolveRemotes(config(true, ['https://dev.example.test:8443']), '', storage).mfe_feed).toBe(
      'https://dev.example.test:8443/mf-manifest.json',
    );
  });

  it('ignores overrides when the deployment does not allow them or lists no origin', () => {
    const storage = overriding({ mfe_feed: 'http://localhost:3002/mf-manifest.json' });
    expect(resolveRemotes(config(false, devOrigins), '', storage).mfe_feed).toBe('/remotes/mfe-feed/mf-manifest.json');
    expect(resolveRemotes(config(true, []), '', storage).mfe_feed).toBe('/remotes/mfe-feed/mf-manifest.json');
    const { remoteOverrideOrigins: _absent, ...olderServer } = config(true);
    expect(resolveRemotes(olderServer, '', storage).mfe_feed).toBe('/remotes/mfe-feed/mf-manifest.json');
  });

  it('never honours an arbitrary origin, an unknown remote or garbage', () => {
    const storage = overriding({
      mfe_feed: 'https://evil.example/mf-manifest.json',
      mfe_unknown: 'http://localhost:3002/x.json',
      mfe_chat: 'not a url',
    });
    expect(resolveRemotes(config(true), '', storage)).toEqual(config(true).remotes);
    expect(resolveRemotes(config(true), '', memoryStorage({ [overridesKey]: '{broken' }))).toEqual(
      config(true).remotes,
    );
  });
});

describe('fetchRuntimeConfig', () => {
  const answer = (status: number, body: unknown = config(true)) =>
    ({ ok: status < 400, status, json: async () => body }) as Response;
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  const authorization = (call: number) =>
    (fetchMock.mock.calls[call]?.[1].headers as Record<string, string>).Authorization;
  /** The module afresh: it keeps one answer per page. */
  const load = async () => (await import('./runtime-config')).fetchRuntimeConfig;

  beforeEach(() => {
    jest.resetModules();
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('asks as the signed-in user when this browser holds an ID token, once per page', async () => {
    fetchMock.mockResolvedValue(answer(200));
    const fetchRuntimeConfig = await load();
    await expect(fetchRuntimeConfig('id-token-1')).resolves.toEqual(config(true));
    await fetchRuntimeConfig('id-token-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
    expect(authorization(0)).toBe('Bearer id-token-1');
  });

  it('reads the token the identity library stored', async () => {
    fetchMock.mockResolvedValue(answer(200));
    const payload = Buffer.from(JSON.stringify({ exp: Date.now() / 1000 + 600 })).toString('base64url');
    const token = `e30.${payload}.sig`;
    localStorage.setItem('CognitoIdentityServiceProvider.web.LastAuthUser', 'ada');
    localStorage.setItem('CognitoIdentityServiceProvider.web.ada.idToken', token);
    try {
      await (
        await load()
      )();
      expect(authorization(0)).toBe(`Bearer ${token}`);
    } finally {
      localStorage.clear();
    }
  });

  it('asks anonymously without a token, and again after a failure', async () => {
    fetchMock.mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(answer(200));
    const fetchRuntimeConfig = await load();
    await expect(fetchRuntimeConfig(null)).rejects.toThrow('config.json answered 503');
    await expect(fetchRuntimeConfig(null)).resolves.toEqual(config(true));
    expect(authorization(0)).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('falls back to the anonymous answer when the server refuses the token', async () => {
    fetchMock.mockResolvedValueOnce(answer(401)).mockResolvedValueOnce(answer(200));
    await expect((await load())('stale-token')).resolves.toEqual(config(true));
    expect(authorization(0)).toBe('Bearer stale-token');
    expect(authorization(1)).toBeUndefined();
  });
});
