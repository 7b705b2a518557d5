import { previewsKey } from './previews';
import { requestRuntimeConfig, type RuntimeConfig } from './runtime-config';

const config: RuntimeConfig = {
  remotes: { mfe_feed: '/remotes/mfe-feed/mf-manifest.json' },
  allowRemoteOverrides: false,
  apiBase: '/api',
  identity: { userPoolId: 'local_pool', userPoolClientId: 'web' },
};

describe('requestRuntimeConfig', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  const answer = (status: number, body: RuntimeConfig = config) =>
    ({ ok: status < 400, status, json: async () => body }) as Response;
  const headersOf = (call: number) => fetchMock.mock.calls[call]?.[1].headers as Record<string, string>;

  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('asks anonymously by default, past the browser cache', async () => {
    fetchMock.mockResolvedValue(answer(200));
    await expect(requestRuntimeConfig()).resolves.toEqual(config);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store', headers: {} });
  });

  it('asks as the signed-in user, and anonymously again when the server refuses the token', async () => {
    fetchMock.mockResolvedValueOnce(answer(403)).mockResolvedValueOnce(answer(200));
    await expect(requestRuntimeConfig('stale-token')).resolves.toEqual(config);
    expect(headersOf(0)).toEqual({ Authorization: 'Bearer stale-token' });
    expect(headersOf(1)).toEqual({});
  });

  it('fails with the status when the server cannot answer', async () => {
    fetchMock.mockResolvedValue(answer(503));
    await expect(requestRuntimeConfig()).rejects.toThrow('config.json answered 503');
  });

  describe('preview links', () => {
    const preview = (app: string, token: string) => ({
      app,
      version: '1.4.0+abc',
      expiresAt: '2026-12-01T00:00:00Z',
      token,
    });
    afterEach(() => {
      sessionStorage.clear();
      window.history.replaceState(null, '', '/');
    });

    it("sends the address's and the kept links, and keeps only those the server accepted", async () => {
      sessionStorage.setItem(previewsKey, JSON.stringify(['kept.sig']));
      window.history.replaceState(null, '', '/feed?preview=feed.sig&preview=bad.sig');
      fetchMock.mockResolvedValue(
        answer(200, { ...config, previews: [preview('mfe_feed', 'feed.sig'), preview('mfe_chat', 'kept.sig')] }),
      );
      await requestRuntimeConfig();
      expect(fetchMock.mock.calls[0]?.[0]).toBe('/config.json?preview=kept.sig&preview=feed.sig&preview=bad.sig');
      expect(JSON.parse(sessionStorage.getItem(previewsKey) ?? '')).toEqual(['feed.sig', 'kept.sig']);
    });

    it('forgets the links when none is accepted (expired, tampered), and ignores a kept value that is not a list', async () => {
      sessionStorage.setItem(previewsKey, '{not json');
      window.history.replaceState(null, '', '/?preview=old.sig');
      fetchMock.mockResolvedValue(answer(200, { ...config, previews: [] }));
      await requestRuntimeConfig();
      expect(fetchMock.mock.calls[0]?.[0]).toBe('/config.json?preview=old.sig');
      expect(sessionStorage.getItem(previewsKey)).toBeNull();
    });
  });
});
