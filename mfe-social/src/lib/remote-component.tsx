import * as federation from '@module-federation/enhanced/runtime';
import { requestRuntimeConfig } from '@cliques/runtime-config';
import { remoteModule, type RemoteModuleProps, type UsedModuleId } from '@cliques/contracts';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { RemoteErrorBoundary, withTimeLimit } from '@cliques/remote-loader';

/** How long another area's component may take to load before the fallback stays. */
export const remoteLoadTimeoutMs = 8000;

const cache = new Map<string, Promise<ComponentType<never> | null>>();

/** A remote's manifest URL as the page knows it: from the host's federation instance, else /config.json. */
async function remoteEntry(name: string): Promise<string | undefined> {
  const own = federation.getInstance?.();
  const fromHost = federation
    .getInstance?.((instance) => instance !== own && instance.options.remotes.some((r) => r.name === name))
    ?.options.remotes.find((r) => r.name === name);
  if (fromHost && 'entry' in fromHost) return fromHost.entry;
  return (await requestRuntimeConfig()).remotes[name];
}

/**
 * Each container has its own federation instance: this area's knows no other remote until it is
 * registered here (with the entry the host chose, so a developer's override applies too).
 */
async function ensureRemote(name: string): Promise<void> {
  const own = federation.getInstance?.();
  if (!own || own.options.remotes.some((r) => r.name === name)) return;
  const entry = await remoteEntry(name);
  if (!entry) throw new Error(`${name} is not configured`);
  federation.registerRemotes([{ name, entry }]);
}

/** Loads a remote module's component (its contract export name, else its default export) once per page; null when it cannot. */
function loadComponent<P>(id: UsedModuleId<'mfe_social'>): Promise<ComponentType<P> | null> {
  const { remote, exportName } = remoteModule(id);
  const key = `${id}#${exportName}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = withTimeLimit(
      remote,
      () => ensureRemote(remote).then(() => federation.loadRemote<Record<string, unknown>>(id)),
      remoteLoadTimeoutMs,
    )
      .then((module) => {
        const found = module?.[exportName] ?? module?.default;
        return typeof found === 'function' || (typeof found === 'object' && found !== null)
          ? (found as ComponentType<never>)
          : null;
      })
      .catch((error: unknown) => {
        console.warn(`${id} could not be loaded; showing the fallback`, error);
        return null;
      });
    // A failure is not cached, so a later page can try again.
    void pending.then((component) => component ?? cache.delete(key));
    cache.set(key, pending);
  }
  return pending as Promise<ComponentType<P> | null>;
}

/** A module this area is declared to use in the remotes contract (`remoteUses.mfe_social`). */
export type UsedModule = UsedModuleId<'mfe_social'>;

export interface RemoteComponentProps<Id extends UsedModule> {
  /** Federated module id, e.g. `mfe_feed/post-card`: only modules the remotes contract lets this area use. */
  id: Id;
  /** That module's props, as the remotes contract declares them. */
  props: NoInfer<RemoteModuleProps[Id]>;
  /** Shown while loading and whenever the remote is unavailable. */
  fallback: ReactNode;
}

/** Another area's component, loaded at run time through the federation runtime, with a fallback. */
export function RemoteComponent<Id extends UsedModule>({ id, props, fallback }: RemoteComponentProps<Id>) {
  const [Loaded, setLoaded] = useState<ComponentType<RemoteModuleProps[Id]> | null>(null);
  useEffect(() => {
    let active = true;
    void loadComponent<RemoteModuleProps[Id]>(id).then((component) => {
      if (active && component) setLoaded(() => component);
    });
    return () => {
      active = false;
    };
  }, [id]);
  if (!Loaded) return <>{fallback}</>;
  return (
    <RemoteErrorBoundary fallback={() => fallback}>
      <Loaded {...props} />
    </RemoteErrorBoundary>
  );
}
