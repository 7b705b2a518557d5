/** localStorage keys of the account waiting for its email code (docs/PRODUCT.md §2: kept between /signup and /verify). */
export const pendingEmailKey = 'cliques-verify-email';
export const pendingUsernameKey = 'cliques-verify-username';

/** The account waiting for its code; empty strings when none is stored. */
export interface PendingVerification {
  email: string;
  username: string;
}

/** Remembers who just signed up, so /verify knows where the code went and whom to confirm. */
export function savePendingVerification(
  { email, username }: PendingVerification,
  storage: Storage = localStorage,
): void {
  storage.setItem(pendingEmailKey, email);
  storage.setItem(pendingUsernameKey, username);
}

/** Reads the account waiting for its code. */
export function readPendingVerification(storage: Storage = localStorage): PendingVerification {
  return { email: storage.getItem(pendingEmailKey) ?? '', username: storage.getItem(pendingUsernameKey) ?? '' };
}

/** Forgets the account once it is verified. */
export function clearPendingVerification(storage: Storage = localStorage): void {
  storage.removeItem(pendingEmailKey);
  storage.removeItem(pendingUsernameKey);
}
