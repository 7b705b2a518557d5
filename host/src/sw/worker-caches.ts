import {
  configCache,
  isImmutable,
  remotesCacheName,
  remotesCachePrefix,
  routeOf,
  shellCache,
  type RemoteVersions,
} from './cache-rules';

/** The cache of the current remote versions; known from the last /config.json (kept in `configCache`). */
let currentRemotes: string | null = null;

const configKey = '/config.json';
const shellKey = '/';

/** Makes these remote versions current: their cache is used from now on, every other one is deleted. */
export async function adoptConfig(config: RemoteVersions, stored: Response): Promise<void> {
  currentRemotes = remotesCacheName(config);
  const keep = currentRemotes;
  await (await caches.open(configCache)).put(configKey, stored);
  const stale = (await caches.keys()).filter((name) => name.startsWith(remotesCachePrefix) && name !== keep);
  await Promise.all(stale.map((name) => caches.delete(name)));
}

/** The network's /config.json being adopted, when no config is kept yet. */
let learning: Promise<string | null> | null = null;

/** The current remote versions from the network's /config.json, adopted; one request at a time. */
function learnConfig(): Promise<string | null> {
  learning ??= fetch(configKey, { cache: 'no-store' })
    .then(async (response) => {
      if (response.ok) await adoptConfig((await response.clone().json()) as RemoteVersions, response);
      return currentRemotes;
    })
    .catch(() => currentRemotes)
    .finally(() => (learning = null));
  return learning;
}

/**
 * The cache of the current remote versions: from the last config kept, else (a first visit) from
 * the network. The worker asks at install, so it knows where a remote's files go before it answers
 * the page's first request for one: a file answered without knowing would be kept nowhere, and the
 * page does not hand over the files the worker answered.
 */
export async function remotesCache(): Promise<string | null> {
  if (currentRemotes) return currentRemotes;
  const stored = await caches.match(configKey, { cacheName: configCache, ignoreVary: true });
  if (stored) currentRemotes = remotesCacheName((await stored.json()) as RemoteVersions);
  return currentRemotes ?? learnConfig();
}

async function networkFirst(request: Request, cacheName: string, key: RequestInfo = request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(cacheName)).put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(key, { cacheName, ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request: Request, cacheName: string): Promise<Response> {
  const cached = await caches.match(request, { cacheName });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(cacheName)).put(request, response.clone());
  return response;
}

function fromCache(request: Request, cacheName: string): Promise<Response> {
  return isImmutable(new URL(request.url).pathname) ? cacheFirst(request, cacheName) : networkFirst(request, cacheName);
}

/** /config.json from the network (adopting its versions before the page asks for a remote), else the last one. */
async function runtimeConfig(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) await adoptConfig((await response.clone().json()) as RemoteVersions, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(configKey, { cacheName: configCache, ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

/** The worker's answer to a same-origin GET, or null to leave it to the browser (API calls and the like). */
export function answer(request: Request): Promise<Response> | null {
  const route = routeOf(new URL(request.url).pathname, request.mode);
  switch (route) {
    case 'navigation':
      // Every page of the app is the same index.html: the one kept under / serves any path offline.
      return networkFirst(request, shellCache, shellKey);
    case 'config':
      return runtimeConfig(request);
    case 'shell':
      return fromCache(request, shellCache);
    case 'remote':
      return remotesCache().then((name) => (name ? fromCache(request, name) : fetch(request)));
    default:
      return null;
  }
}

/**
 * Keeps what the page loaded without this worker (before it was in control, on its first visit): its
 * config, the host page and every file of the shell and the remotes it fetched. The page sends them
 * as they arrive, so this runs more than once; files already kept are not fetched again.
 */
export async function keepPage(config: RemoteVersions, urls: string[]): Promise<void> {
  await adoptConfig(config, new Response(JSON.stringify(config), { headers: { 'Content-Type': 'application/json' } }));
  const shell = await caches.open(shellCache);
  const remotes = await caches.open(currentRemotes as string);
  await Promise.all(
    urls.map(async (url) => {
      const { pathname, origin } = new URL(url, self.location.origin);
      if (origin !== self.location.origin) return;
      const route = pathname === shellKey ? 'navigation' : routeOf(pathname, 'no-cors');
      const cache = route === 'remote' ? remotes : route === 'shell' || route === 'navigation' ? shell : null;
      if (!cache) return;
      const key = route === 'navigation' ? shellKey : url;
      if (!(await cache.match(key, { ignoreVary: true }))) await cache.add(key).catch(() => undefined);
    }),
  );
}
