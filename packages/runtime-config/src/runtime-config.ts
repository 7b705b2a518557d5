/** Where the sign-in service lives (docs/IDENTITY.md). */
export interface IdentityEndpoint {
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint?: string;
}

/** The browser's run-time configuration, served by the server as /config.json. */
export interface RuntimeConfig {
  /** Each remote's manifest URL by federation name. */
  remotes: Record<string, string>;
  /** The version of each remote this caller gets (live, or its canary). */
  versions?: Record<string, string>;
  allowRemoteOverrides: boolean;
  /** The only origins a developer's override may point at (the CSP allows exactly these); absent: none. */
  remoteOverrideOrigins?: string[];
  apiBase: string;
  identity: IdentityEndpoint;
}

/**
 * GET /config.json, as the signed-in user when a token is given (their canary), else anonymously.
 * Never cached by the browser: a deploy changes it.
 */
export async function requestRuntimeConfig(token: string | null = null): Promise<RuntimeConfig> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const response = await fetch('/config.json', { cache: 'no-store', headers });
  // A token the server no longer accepts must not stop the app: the live versions will do.
  if (token && (response.status === 401 || response.status === 403)) return requestRuntimeConfig(null);
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
