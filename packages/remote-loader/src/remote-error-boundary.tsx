import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isStaleChunkError, reloadOnceForStaleChunk } from './stale-chunk';

interface Props {
  /** Shown instead of the children once they failed; gets the error (a time limit reads differently). */
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a remote's module that fails to load or throws while rendering, so only its slot is lost
 * (a whole area in the host, one card on a page). A chunk gone after a deploy reloads the page once.
 * Remount it with a new `key` to try again.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (isStaleChunkError(error) && reloadOnceForStaleChunk()) return;
    console.error('a remote module failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
