import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { hasStoredTokens, storedIdToken, tokenSubject } from '@cliques/session/stored-tokens';
import { routeTables, type RouteTables } from '../routes/route-tables';
import { firstRemote } from './first-area';
import { fetchRuntimeConfig, requestRuntimeConfig, resolveRemotes, type HostConfig } from './runtime-config';

/** The run-time configuration and the route tables built from the remotes' declarations in it. */
export interface StartedRemotes {
  config: HostConfig;
  tables: RouteTables;
}

let started: Promise<StartedRemotes> | null = null;
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
 * overrides), builds the route tables from the remotes' route declarations, and starts loading the
 * first page's remote (manifest, entry, page chunks), so none of it waits for the bootstrap, the
 * session check or the first render. The bootstrap takes the same config and tables.
 */
export function startRemotes(): Promise<StartedRemotes> {
  const token = storedIdToken();
  started ??= fetchRuntimeConfig(token).then((config) => {
    chosenFor = tokenSubject(token);
    register(resolveRemotes(config, window.location.search, localStorage), false);
    const tables = routeTables(config.routes ?? {});
    const signedIn = hasStoredTokens(config.identity.userPoolClientId);
    const nameOrAlias = firstRemote(tables, window.location.pathname, signedIn);
    void preloadRemote([{ nameOrAlias, exposes: ['./routes'] }]).catch(() => undefined);
    return { config, tables };
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
