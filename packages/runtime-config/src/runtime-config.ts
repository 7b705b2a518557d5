import { keepPreviews, pagePreviews } from './previews';

/** Where the sign-in service lives (docs/IDENTITY.md). */
export interface IdentityEndpoint {
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint?: string;
}

/** A release this page previews, as /config.json names it. */
export interface PreviewedRelease {
  /** `host` or a remote's federation name. */
  app: string;
  version: string;
  expiresAt: string;
  token: string;
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
  /** Whether this server talks to other servers (FEDERATION=on): handles show only then. Absent from older servers. */
  federation?: boolean;
  /** The releases this page previews; present when it asked for previews. */
  previews?: PreviewedRelease[];
  /** Why a preview link of this page was not used. */
  previewProblems?: string[];
}

/**
 * GET /config.json, as the signed-in user when a token is given (their canary), else anonymously,
 * with the tab's preview links (previews.ts), of which it keeps those the server accepted.
 * Never cached by the browser: a deploy changes it.
 */
export async function requestRuntimeConfig(token: string | null = null): Promise<RuntimeConfig> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const previews = pagePreviews(window.location.search, sessionStorage);
  const query = previews.map((preview) => `preview=${encodeURIComponent(preview)}`).join('&');
  const response = await fetch(query ? `/config.json?${query}` : '/config.json', { cache: 'no-store', headers });
  // A token the server no longer accepts must not stop the app: the live versions will do.
  if (token && (response.status === 401 || response.status === 403)) return requestRuntimeConfig(null);
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  if (previews.length > 0) keepPreviews(config.previews?.map((preview) => preview.token) ?? [], sessionStorage);
  return config;
}
