import { runInAction } from 'mobx';
import { errorMessage } from '@cliques/api-client';

/** How one call shows on its store. */
export interface AttemptOptions<K extends PropertyKey> {
  /** The error line's text when the failure carries no message of its own. */
  failed: string;
  /**
   * The store's flag that is on while the call runs (`busy`, `saving`, `sending`…). None when the
   * store marks the call another way (a person's id in a set, a progress).
   */
  flag?: K;
  /** The store's error line is null, not '', when there is none. */
  none?: null;
}

/**
 * Runs one call of a MobX store, the way every store shows a call: the flag on and the error line
 * emptied first, then the work; a failure writes its text (`errorMessage`, else `failed`) to the
 * error line, and the flag goes off whatever happened. Each change is made in an action, so the
 * work may await. Resolves true when the work succeeded, false when it threw; it never rejects.
 */
export async function attempt<K extends PropertyKey = never>(
  store: { error: string | null } & Record<NoInfer<K>, boolean>,
  options: AttemptOptions<K>,
  work: () => Promise<unknown>,
): Promise<boolean> {
  const { flag, failed } = options;
  const none = options.none === null ? null : '';
  const flags: Record<K, boolean> = store;
  runInAction(() => {
    if (flag !== undefined) flags[flag] = true;
    store.error = none;
  });
  try {
    await work();
    return true;
  } catch (error) {
    runInAction(() => {
      store.error = errorMessage(error, failed);
    });
    return false;
  } finally {
    if (flag !== undefined) {
      runInAction(() => {
        flags[flag] = false;
      });
    }
  }
}
