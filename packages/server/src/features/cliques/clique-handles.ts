import type { Queryable } from '../../platform/database/database';
import { conflict } from '../../platform/http/errors';
import { freeHandle, handleTaken, lockHandles, setHandle } from './clique-handles.repository';

/**
 * Gives a clique the handle its name makes, unique on the server (a public clique needs one: it
 * is its name on other servers). Nothing changes for a clique that has one.
 */
export async function assignHandle(
  tx: Queryable,
  clique: { cliqueId: string; name: string; handle: string | null },
): Promise<void> {
  if (clique.handle) return;
  await lockHandles(tx);
  await setHandle(tx, clique.cliqueId, await freeHandle(tx, clique.name, clique.cliqueId));
}

/** An admin's chosen handle (its shape the schema checked): 409 when another clique or a person has it. */
export async function changeHandle(tx: Queryable, cliqueId: string, handle: string): Promise<void> {
  await lockHandles(tx);
  if (await handleTaken(tx, handle, cliqueId)) throw conflict('That handle is taken');
  await setHandle(tx, cliqueId, handle);
}
