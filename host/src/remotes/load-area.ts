import { loadRemote } from '@module-federation/enhanced/runtime';
import type { AreaPages, RemoteName } from '@cliques/contracts';
import { withTimeLimit } from '@cliques/remote-loader';
import { remoteReady } from './start-remotes';

/** How long a remote may take to load before its area shows the fallback. */
export const areaLoadTimeoutMs = 10_000;

/**
 * Loads a remote's pages (its `./routes`), failing after `timeoutMs` instead of hanging. Partial: a
 * release is checked against the contract when it is deployed, a developer's override is not.
 */
export async function loadAreaPages<R extends RemoteName>(
  remote: R,
  timeoutMs = areaLoadTimeoutMs,
): Promise<Partial<AreaPages<R>>> {
  const module = await withTimeLimit(
    remote,
    () => remoteReady(remote).then(() => loadRemote<{ default: Partial<AreaPages<R>> }>(`${remote}/routes`)),
    timeoutMs,
  );
  if (!module?.default) throw new Error(`${remote} exposes no routes`);
  return module.default;
}
