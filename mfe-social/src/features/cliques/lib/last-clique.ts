import type { Clique } from '@cliques/contracts';

/** Where the last clique a person opened on this browser is kept (per person). */
const keyOf = (userId: string) => `cliques-last-clique:${userId}`;

/** Remembers the clique a person opened last. */
export function saveLastClique(userId: string, cliqueId: string, storage: Storage = localStorage): void {
  try {
    storage.setItem(keyOf(userId), cliqueId);
  } catch {
    // Storage full or refused: the page just opens no clique by itself next time.
  }
}

/** The clique My Cliques opens by itself: the last one opened if still yours, else your only one, else none. */
export function cliqueToOpen(userId: string, cliques: Clique[], storage: Storage = localStorage): string | null {
  const last = storage.getItem(keyOf(userId));
  if (last && cliques.some((clique) => clique.cliqueId === last)) return last;
  return cliques.length === 1 ? (cliques[0]?.cliqueId ?? null) : null;
}
