import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '@cliques/contracts';
import { withTimeLimit } from '@cliques/remote-loader';
import { remoteReady } from './start-remotes';

/** How long a remote may take to load before its area shows the fallback. */
export const areaLoadTimeoutMs = 10_000;

/** A remote's pages by the names its route declarations give them; a page may be missing (see below). */
type Pages = Partial<Record<string, ComponentType>>;

/**
 * Loads a remote's pages (its `./routes`), failing after `timeoutMs` instead of hanging. Partial: a
 * release is checked when it is deployed, a developer's override is not.
 */
export async function loadAreaPages(remote: RemoteName, timeoutMs = areaLoadTimeoutMs): Promise<Pages> {
  const module = await withTimeLimit(
    remote,
    () => remoteReady(remote).then(() => loadRemote<{ default: Pages }>(`${remote}/routes`)),
    timeoutMs,
  );
  if (!module?.default) throw new Error(`${remote} exposes no routes`);
  return module.default;
}
