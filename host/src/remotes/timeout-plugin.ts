import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a remote's manifest may take before its area shows the fallback. */
export const manifestTimeoutMs = 8000;

/** Gives every federation fetch (manifests) a time limit: a hanging remote fails in seconds, not never. */
export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cliques-fetch-timeout',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(manifestTimeoutMs) });
    },
  };
}
