import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** What each remote exposes as `./routes`: its area's page components by name. */
export type AreaPages = Record<string, ComponentType>;

/** How long a remote may take to load before its area shows the fallback. */
export const areaLoadTimeoutMs = 10_000;

/** Thrown when a remote does not answer in time. */
export class RemoteTimeoutError extends Error {
  constructor(remote: string) {
    super(`${remote} did not load in time`);
    this.name = 'RemoteTimeoutError';
  }
}

/** Loads a remote's pages, failing after `timeoutMs` instead of hanging. */
export async function loadAreaPages(remote: string, timeoutMs = areaLoadTimeoutMs): Promise<AreaPages> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(remote)), timeoutMs);
  });
  try {
    const module = await Promise.race([loadRemote<{ default: AreaPages }>(`${remote}/routes`), timeout]);
    if (!module?.default) throw new Error(`${remote} exposes no routes`);
    return module.default;
  } finally {
    clearTimeout(timer);
  }
}
