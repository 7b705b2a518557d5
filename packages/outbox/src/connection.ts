/** A fresh id for an entry: its idempotency key or clientMessageId. */
export function newOutboxId(): string {
  return crypto.randomUUID();
}

/** Calls `callback` each time the browser gets its connection back; returns the unsubscribe. */
export function whenOnline(callback: () => void): () => void {
  window.addEventListener('online', callback);
  return () => window.removeEventListener('online', callback);
}
