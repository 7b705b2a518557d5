/** Session flag so a stale-chunk reload happens once, never in a loop. */
export const reloadFlagKey = 'cliques-stale-chunk-reloaded';

/** A chunk that no longer exists after a redeploy (webpack's ChunkLoadError, or a failed script/module). */
export function isStaleChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

/**
 * Reloads the page once for a stale chunk. Returns false (and does nothing) when this session already
 * reloaded for one, so the caller shows its fallback instead.
 */
export function reloadOnceForStaleChunk(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  if (storage.getItem(reloadFlagKey)) return false;
  storage.setItem(reloadFlagKey, String(Date.now()));
  reload();
  return true;
}

/** After a page has loaded fine, a later stale chunk may reload again. */
export function clearStaleChunkFlag(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(reloadFlagKey);
}
