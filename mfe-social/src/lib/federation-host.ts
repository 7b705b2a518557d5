import { useEffect, useState } from 'react';
import { requestRuntimeConfig } from '@cliques/runtime-config';

let asked: Promise<string | null> | undefined;

/**
 * This server's host as other servers name it (`@<handle>@<host>`), when it federates
 * (/config.json `federation`); null when it does not, or its configuration could not be read.
 * Asked once a page load.
 */
export function federationHost(): Promise<string | null> {
  asked ??= requestRuntimeConfig()
    .then((config) => (config.federation ? window.location.host : null))
    .catch(() => null);
  return asked;
}

/** `federationHost()` for a component: null until known. */
export function useFederationHost(): string | null {
  const [host, setHost] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void federationHost().then((known) => {
      if (live) setHost(known);
    });
    return () => {
      live = false;
    };
  }, []);
  return host;
}
