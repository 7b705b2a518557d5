/** @jest-environment node */
import { remotesCacheName } from './cache-rules';

const origin = 'http://localhost:8080';
const config = {
  remotes: { mfe_auth: '/remotes/mfe-auth/mf-manifest.json' },
  versions: { mfe_auth: '0.1.0-aaaa' },
};

/** The worker's Cache Storage, in memory: caches by name, responses by URL. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: RequestInfo | URL) => new URL(request instanceof Request ? request.url : request, origin).href;
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name) as Map<string, Response>;
    return {
      match: async (request: RequestInfo) => store.get(key(request))?.clone(),
      put: async (request: RequestInfo, response: Response) => void store.set(key(request), response),
      add: async (request: RequestInfo) => void store.set(key(request), await fetch(key(request))),
    };
  };
  return {
    stores,
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: RequestInfo, options?: { cacheName?: string }) => {
      const names = options?.cacheName ? [options.cacheName] : [...stores.keys()];
      for (const name of names) {
        const found = stores.get(name)?.get(key(request));
        if (found) return found.clone();
      }
      return undefined;
    },
  };
}

/** The server: /config.json and every other file as its own path. */
const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input), origin);
  if (url.pathname === '/config.json') return Response.json(config);
  return new Response(`file ${url.pathname}`);
});

let storage: ReturnType<typeof fakeCaches>;
let worker: typeof import('./worker-caches');

beforeEach(() => {
  jest.resetModules();
  storage = fakeCaches();
  Object.assign(globalThis, { caches: storage, fetch: fetchMock, self: { location: { origin } } });
  worker = jest.requireActual('./worker-caches');
});

const remoteFile = () => new Request(`${origin}/remotes/mfe-auth/remoteEntry.js`);

describe('a first visit (no config kept yet)', () => {
  it('keeps a remote file the worker answers before the page has sent its files, in the current versions’ cache', async () => {
    const response = await worker.answer(remoteFile());
    expect(await response?.text()).toBe('file /remotes/mfe-auth/remoteEntry.js');
    const current = remotesCacheName(config);
    expect(await storage.match(remoteFile(), { cacheName: current })).toBeDefined();
  });

  it('knows the current versions at install, from the network, and keeps them for an offline start', async () => {
    expect(await worker.remotesCache()).toBe(remotesCacheName(config));
    expect(await (await storage.match('/config.json', { cacheName: 'cliques-config-v1' }))?.json()).toEqual(config);
  });

  it('keeps the files the page hands over, and does not fetch again one it already holds', async () => {
    await worker.answer(remoteFile());
    fetchMock.mockClear();
    await worker.keepPage(config, ['/', `${origin}/main.0123456789.js`, `${origin}/remotes/mfe-auth/remoteEntry.js`]);
    const fetched = fetchMock.mock.calls.map(([input]) => new URL(String(input), origin).pathname);
    expect(fetched).toEqual(['/', '/main.0123456789.js']);
    expect(await storage.match('/', { cacheName: 'cliques-shell-v1' })).toBeDefined();
    expect(await storage.match(`${origin}/main.0123456789.js`, { cacheName: 'cliques-shell-v1' })).toBeDefined();
  });
});
