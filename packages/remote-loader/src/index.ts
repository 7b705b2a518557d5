/**
 * Loading another app's module at run time, one way for the host (each area) and for an area that
 * shows another's component: a time limit, an error boundary, and a single reload for a chunk gone
 * after a deploy. The federation runtime calls stay with the caller: each app has its own instance.
 */
export { RemoteTimeoutError, withTimeLimit } from './with-time-limit';
export { RemoteErrorBoundary } from './remote-error-boundary';
export { clearStaleChunkFlag, isStaleChunkError, reloadFlagKey, reloadOnceForStaleChunk } from './stale-chunk';
