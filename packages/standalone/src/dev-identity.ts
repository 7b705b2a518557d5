import type { IdentityConfig } from '@cliques/session';

/**
 * The identity config for a page served by a dev server: the app server names its built-in
 * endpoint by its own origin (`http://localhost:8080/identity`), which a page on another origin
 * cannot call (no CORS). The dev server proxies `/identity` to the app server, so the endpoint
 * becomes the same path on the page's own origin. A real Amazon Cognito pool (no endpoint) is
 * called directly, as in the built app.
 */
export function devIdentity(identity: IdentityConfig, pageOrigin: string): IdentityConfig {
  if (!identity.userPoolEndpoint) return identity;
  const endpoint = new URL(identity.userPoolEndpoint, pageOrigin);
  return { ...identity, userPoolEndpoint: `${pageOrigin}${endpoint.pathname}${endpoint.search}`.replace(/\/$/, '') };
}
