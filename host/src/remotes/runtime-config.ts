import type { RouteSet } from '@cliques/contracts';
import { requestRuntimeConfig, type RuntimeConfig } from '@cliques/runtime-config';
import { storedIdToken } from '@cliques/session/stored-tokens';

// The entry starts the remotes from here (start-remotes.ts).
export { requestRuntimeConfig, type RuntimeConfig };

/** /config.json as the host reads it: also each remote's declared routes (the build this caller gets). */
export type HostConfig = RuntimeConfig & { routes?: Record<string, RouteSet> };

/** localStorage key of one developer's remote overrides: `{"mfe_feed": "http://localhost:3002/mf-manifest.json"}`. */
export const overridesKey = 'cliques-remote-overrides';

let pending: Promise<HostConfig> | null = null;

/**
 * Fetches /config.json once per page: the entry starts it while the first chunks load, the bootstrap
 * takes the same answer. When this browser holds a session, the request carries its ID token, so a
 * user in a remote's canary gets the canary from the first load. A failed fetch is not kept, so a
 * later call tries again.
 */
export function fetchRuntimeConfig(token: string | null = storedIdToken()): Promise<HostConfig> {
  pending ??= requestRuntimeConfig(token).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/**
 * Remote manifest URLs to use: the configured ones, with a developer's local overrides applied when
 * the server allows overrides (never in production) and the override's origin is one the server
 * lists in `remoteOverrideOrigins` (the same list its CSP allows, so an accepted override loads).
 */
export function resolveRemotes(
  config: RuntimeConfig,
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): Record<string, string> {
  const remotes = { ...config.remotes };
  const allowedOrigins = config.remoteOverrideOrigins ?? [];
  if (!config.allowRemoteOverrides || allowedOrigins.length === 0) return remotes;
  const fromQuery = new URLSearchParams(search).get('remoteOverrides');
  if (fromQuery) storage.setItem(overridesKey, fromQuery);
  let overrides: Record<string, unknown> = {};
  try {
    overrides = JSON.parse(storage.getItem(overridesKey) ?? '{}') as Record<string, unknown>;
  } catch {
    overrides = {};
  }
  for (const [name, url] of Object.entries(overrides)) {
    if (!(name in remotes) || typeof url !== 'string') continue;
    try {
      if (allowedOrigins.includes(new URL(url).origin)) remotes[name] = url;
    } catch {
      // Not a URL: ignored.
    }
  }
  return remotes;
}
