import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { firstRemote } from './first-area';
import { fetchRuntimeConfig, resolveRemotes, type RuntimeConfig } from './runtime-config';
import { hasStoredTokens } from './stored-session';

let started: Promise<RuntimeConfig> | null = null;

/**
 * Runs in the entry, while the first chunks load: fetches /config.json (as the stored session's user,
 * so a canary applies from the first load), registers the remotes (with a developer's allowed
 * overrides), and starts loading the first page's remote (manifest, entry, page chunks), so none of
 * it waits for the bootstrap, the session check or the first render. The bootstrap takes the same
 * config.
 */
export function startRemotes(): Promise<RuntimeConfig> {
  started ??= fetchRuntimeConfig().then((config) => {
    const remotes = resolveRemotes(config, window.location.search, localStorage);
    registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
    const nameOrAlias = firstRemote(window.location.pathname, hasStoredTokens(config.identity.userPoolClientId));
    void preloadRemote([{ nameOrAlias, exposes: ['./routes'] }]).catch(() => undefined);
    return config;
  });
  return started;
}
