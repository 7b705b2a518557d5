/** The localStorage key whose changes tell other tabs that this one signed in or out. */
export const sessionEventKey = 'cliques-session-event';

/** What one tab tells the others. */
export type SessionEvent = 'signIn' | 'signOut';

/** Tells the other tabs of this origin (they receive a `storage` event; this tab does not). */
export function announce(event: SessionEvent, storage: Storage = localStorage): void {
  try {
    storage.setItem(sessionEventKey, JSON.stringify({ event, at: Date.now() }));
  } catch {
    // Storage full or blocked: other tabs catch up on their next API call.
  }
}

/** Calls onEvent for each sign-in or sign-out announced by another tab; returns the unsubscribe. */
export function listen(
  onEvent: (event: SessionEvent) => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const handleStorage = (storageEvent: StorageEvent) => {
    if (storageEvent.key !== sessionEventKey || !storageEvent.newValue) return;
    try {
      const { event } = JSON.parse(storageEvent.newValue) as { event?: unknown };
      if (event === 'signIn' || event === 'signOut') onEvent(event);
    } catch {
      // Not ours to read.
    }
  };
  target.addEventListener('storage', handleStorage);
  return () => target.removeEventListener('storage', handleStorage);
}
