/** The browser's run-time configuration, served by the server as /config.json. */
export interface RuntimeConfig {
  remotes: Record<string, string>;
  allowRemoteOverrides: boolean;
  apiBase: string;
  identity: { userPoolId: string; userPoolClientId: string; userPoolEndpoint?: string };
}

/** localStorage key of one developer's remote overrides: `{"mfe_feed": "http://localhost:3002/mf-manifest.json"}`. */
export const overridesKey = 'cliques-remote-overrides';

/** Only local dev servers may stand in for a remote, and only when the server allows it. */
const overrideOrigin = /^http:\/\/(localhost|127\.0\.0\.1):\d+$/;

let pending: Promise<RuntimeConfig> | null = null;

/**
 * Fetches /config.json once per page: the entry starts it while the first chunks load, the bootstrap
 * takes the same answer. A failed fetch is not kept, so a later call tries again.
 */
export function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= (async () => {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`config.json answered ${response.status}`);
    return (await response.json()) as RuntimeConfig;
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/**
 * Remote manifest URLs to use: the configured ones, with a developer's local overrides applied when
 * the server allows overrides (never in production) and the override is a localhost dev server.
 */
export function resolveRemotes(config: RuntimeConfig, search: string, storage: Pick<Storage, 'getItem' | 'setItem'>): Record<string, string> {
  const remotes = { ...config.remotes };
  if (!config.allowRemoteOverrides) return remotes;
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
      if (overrideOrigin.test(new URL(url).origin)) remotes[name] = url;
    } catch {
      // Not a URL: ignored.
    }
  }
  return remotes;
}
