import { loadRemote } from '@module-federation/enhanced/runtime';
import type { AreaPages, RemoteName } from '@cliques/contracts';
import { remoteReady } from './start-remotes';

/** How long a remote may take to load before its area shows the fallback. */
export const areaLoadTimeoutMs = 10_000;

/** Thrown when a remote does not answer in time. */
export class RemoteTimeoutError extends Error {
  constructor(remote: string) {
    super(`${remote} did not load in time`);
    this.name = 'RemoteTimeoutError';
  }
}

/**
 * Loads a remote's pages (its `./routes`), failing after `timeoutMs` instead of hanging. Partial: a
 * release is checked against the contract when it is deployed, a developer's override is not.
 */
export async function loadAreaPages<R extends RemoteName>(
  remote: R,
  timeoutMs = areaLoadTimeoutMs,
): Promise<Partial<AreaPages<R>>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(remote)), timeoutMs);
  });
  try {
    const load = remoteReady(remote).then(() => loadRemote<{ default: Partial<AreaPages<R>> }>(`${remote}/routes`));
    const module = await Promise.race([load, timeout]);
    if (!module?.default) throw new Error(`${remote} exposes no routes`);
    return module.default;
  } finally {
    clearTimeout(timer);
  }
}
