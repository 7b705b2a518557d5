import { use, type ComponentType } from 'react';

/** A component whose code loads on demand, with {@link Preloadable.preload} to start that load early. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once; again after a failure was shown) and resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * Like `React.lazy`, with three differences that matter to pages and dialogs loaded on demand:
 * `preload()` starts the load early (on a deep link, on the first hover or focus of what opens it);
 * once loaded, the component renders at once instead of suspending for a tick; and a failed load is
 * forgotten once a render has thrown it to the error boundary, so the boundary's Retry loads again
 * (a failed `React.lazy` stays failed). Render it inside Suspense and an error boundary.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  let failed: 'no' | 'yes' | 'shown' = 'no';
  const forgetFailure = () => {
    pending = undefined;
    failed = 'no';
  };
  const preload = () => {
    if (failed === 'yes') forgetFailure();
    return (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        failed = 'yes';
        throw error;
      },
    ));
  };
  function OnDemand(props: P) {
    if (failed === 'yes') {
      // This render throws the failure to the boundary. React renders once more at once on an error,
      // in the same task; that render must throw it too, so the failure is forgotten only afterwards.
      failed = 'shown';
      setTimeout(forgetFailure, 0);
    }
    const Component = loaded ?? use(pending ?? preload());
    return <Component {...props} />;
  }
  return Object.assign(OnDemand, { preload });
}
