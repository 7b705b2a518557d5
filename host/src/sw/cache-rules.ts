/**
 * Which requests the service worker answers, and from which cache. Pure functions of the URL and the
 * runtime config, so the rules are unit-tested without a worker.
 */

/** The host's own files (the shell): index.html and its chunks, kept across remote deploys. */
export const shellCache = 'cliques-shell-v1';
/** The last /config.json the page was given, for an offline start. */
export const configCache = 'cliques-config-v1';
/** Prefix of the caches of the remotes' files, one per set of remote versions. */
export const remotesCachePrefix = 'cliques-remotes-';

/** What the worker does with a same-origin GET. */
export type Route = 'navigation' | 'config' | 'shell' | 'remote' | 'network';

/** The parts of /config.json that decide which remote files are current. */
export interface RemoteVersions {
  remotes: Record<string, string>;
  versions?: Record<string, string>;
}

/** Paths never answered from a cache: the API, the socket, sign-in, media, the worker itself. */
const networkOnly = /^\/(api|ws|identity|media|sw\.js)(\/|$)/;
/** Where the host's releases are served (their page is served at every app path). */
const hostReleases = '/releases/host/';
/** A file named by its content (webpack's `[contenthash:10]`): the same URL never changes. */
const contentHashed = /\.[0-9a-f]{10}\.(js|css)$/;

export function routeOf(pathname: string, mode: RequestMode): Route {
  if (networkOnly.test(pathname)) return 'network';
  if (mode === 'navigate') return 'navigation';
  if (pathname === '/config.json') return 'config';
  // A host release's files are the shell's: kept when a remote's deploy replaces the remotes' cache.
  if (pathname.startsWith(hostReleases)) return 'shell';
  if (pathname.startsWith('/remotes/') || pathname.startsWith('/releases/')) return 'remote';
  // The host's files sit at the root: /main.1a2b3c4d5e.js, /manifest.webmanifest, /icons/…
  if (/\.[a-z0-9]+$/.test(pathname)) return 'shell';
  return 'network';
}

/** Content-hashed files are taken from the cache first; every other file from the network first. */
export function isImmutable(pathname: string): boolean {
  return contentHashed.test(pathname) || pathname.startsWith('/releases/');
}

/** The cache of the remote files for these versions: a deploy changes the name, so nothing stale is served. */
export function remotesCacheName(config: RemoteVersions): string {
  const names = Object.keys(config.remotes).sort();
  const key = names.map((name) => `${name}=${config.versions?.[name] ?? ''}@${config.remotes[name]}`).join(';');
  return `${remotesCachePrefix}${fnv1a(key)}`;
}

/** A short, stable hash (FNV-1a, 32 bits) of a string: a cache name, not a secret. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
