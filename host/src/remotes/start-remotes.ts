import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { hasStoredTokens, storedIdToken, tokenSubject } from '@cliques/session/stored-tokens';
import { firstRemote } from './first-area';
import { fetchRuntimeConfig, requestRuntimeConfig, resolveRemotes, type RuntimeConfig } from './runtime-config';

let started: Promise<RuntimeConfig> | null = null;
/** The user the registered remotes were chosen for (null: anonymous). */
let chosenFor: string | null = null;
/** The entry each remote is registered with. */
const registered = new Map<string, string>();
/** Remotes whose area has started loading: they keep their entry for the life of the page. */
const loading = new Set<string>();
/** A re-registration after a sign-in, which areas wait for before they load. */
let settling: Promise<void> = Promise.resolve();

function register(remotes: Record<string, string>, force: boolean): void {
  const changed = Object.entries(remotes).filter(
    ([name, entry]) => registered.get(name) !== entry && !(force && loading.has(name)),
  );
  if (changed.length === 0) return;
  registerRemotes(
    changed.map(([name, entry]) => ({ name, entry })),
    { force },
  );
  for (const [name, entry] of changed) registered.set(name, entry);
}

/**
 * Runs in the entry, while the first chunks load: fetches /config.json (as the stored session's user,
 * so a canary applies from the first load), registers the remotes (with a developer's allowed
 * overrides), and starts loading the first page's remote (manifest, entry, page chunks), so none of
 * it waits for the bootstrap, the session check or the first render. The bootstrap takes the same
 * config.
 */
export function startRemotes(): Promise<RuntimeConfig> {
  const token = storedIdToken();
  started ??= fetchRuntimeConfig(token).then((config) => {
    chosenFor = tokenSubject(token);
    register(resolveRemotes(config, window.location.search, localStorage), false);
    const nameOrAlias = firstRemote(window.location.pathname, hasStoredTokens(config.identity.userPoolClientId));
    void preloadRemote([{ nameOrAlias, exposes: ['./routes'] }]).catch(() => undefined);
    return config;
  });
  return started;
}

/**
 * Someone signed in on this page (it started anonymous, or as someone else): asks /config.json again
 * as them, so a person in a canary gets it from their first page after signing in, and re-registers
 * the remotes whose entry changed and whose area has not loaded yet. Areas wait for it (`remoteReady`).
 */
export function followSignIn(userId: string): void {
  if (userId === chosenFor) return;
  chosenFor = userId;
  settling = requestRuntimeConfig(storedIdToken())
    .then((config) => register(resolveRemotes(config, '', localStorage), true))
    // Without an answer the page keeps the remotes it has: they work, only the canary is missed.
    .catch(() => undefined);
}

/** Resolves once a remote's entry is settled for this page; from then on it is not switched. */
export async function remoteReady(name: string): Promise<void> {
  await settling;
  loading.add(name);
}
