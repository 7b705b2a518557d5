import { loadRemote } from '@module-federation/enhanced/runtime';
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** How long another area's component may take to load before the fallback stays. */
export const remoteLoadTimeoutMs = 8000;

const cache = new Map<string, Promise<ComponentType<never> | null>>();

/** Loads `exportName` (or the default export) of a remote module once per page; null when it cannot. */
function loadComponent<P>(id: string, exportName: string): Promise<ComponentType<P> | null> {
  const key = `${id}#${exportName}`;
  let pending = cache.get(key);
  if (!pending) {
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), remoteLoadTimeoutMs));
    pending = Promise.race([
      loadRemote<Record<string, unknown>>(id).then((module) => {
        const found = module?.[exportName] ?? module?.default;
        return typeof found === 'function' || (typeof found === 'object' && found !== null) ? (found as ComponentType<never>) : null;
      }),
      timeout,
    ]).catch(() => null);
    // A failure is not cached, so a later page can try again.
    void pending.then((component) => component ?? cache.delete(key));
    cache.set(key, pending);
  }
  return pending as Promise<ComponentType<P> | null>;
}

/** Keeps a remote component that throws while rendering from taking this page down. */
class RemoteBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error('remote component failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface RemoteComponentProps<P> {
  /** Federated module id, e.g. `mfe_feed/post-card`. */
  id: string;
  /** Named export to use (the default export when absent). */
  exportName: string;
  props: P;
  /** Shown while loading and whenever the remote is unavailable. */
  fallback: ReactNode;
}

/** Another area's component, loaded at run time through the federation runtime, with a fallback. */
export function RemoteComponent<P extends object>({ id, exportName, props, fallback }: RemoteComponentProps<P>) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    let active = true;
    void loadComponent<P>(id, exportName).then((component) => {
      if (active && component) setLoaded(() => component);
    });
    return () => {
      active = false;
    };
  }, [id, exportName]);
  if (!Loaded) return <>{fallback}</>;
  return (
    <RemoteBoundary fallback={fallback}>
      <Loaded {...props} />
    </RemoteBoundary>
  );
}
