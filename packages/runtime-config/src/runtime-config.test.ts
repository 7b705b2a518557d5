import { requestRuntimeConfig, type RuntimeConfig } from './runtime-config';

const config: RuntimeConfig = {
  remotes: { mfe_feed: '/remotes/mfe-feed/mf-manifest.json' },
  allowRemoteOverrides: false,
  apiBase: '/api',
  identity: { userPoolId: 'local_pool', userPoolClientId: 'web' },
};

describe('requestRuntimeConfig', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  const answer = (status: number) => ({ ok: status < 400, status, json: async () => config }) as Response;
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
});
