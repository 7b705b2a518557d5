import type { Queryable } from '../database/database';
import { conflict } from '../http/errors';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotentResource,
  releaseIdempotencyKey,
  type IdempotencyKey,
} from './idempotency.repository';

/** How a request creates its resource the first time, and how it reads it back for a repeat. */
export interface IdempotentWrite<T> {
  create: () => Promise<T>;
  idOf: (created: T) => string;
  replay: (resourceId: string) => Promise<T>;
}

/** What a keyed create answers, and whether it was a repeat (which wrote nothing). */
export interface CreateOnceResult<T> {
  value: T;
  repeated: boolean;
}

/**
 * Runs a create at most once per key of the caller (docs/API.md, Installable and offline): without a
 * key it just runs; with a key seen before it answers with what the first request created (409
 * `conflict` while that one still runs); a create that fails frees the key for another try.
 */
export async function createOnce<T>(
  db: Queryable,
  claim: Omit<IdempotencyKey, 'key'> & { key: string | undefined },
  write: IdempotentWrite<T>,
): Promise<CreateOnceResult<T>> {
  const { key } = claim;
  if (key === undefined) return { value: await write.create(), repeated: false };
  const keyed = { ...claim, key };
  if (!(await claimIdempotencyKey(db, keyed))) {
    const resourceId = await findIdempotentResource(db, keyed);
    if (!resourceId) throw conflict('A request with this Idempotency-Key is still being processed');
    return { value: await write.replay(resourceId), repeated: true };
  }
  try {
    const created = await write.create();
    await completeIdempotencyKey(db, keyed, write.idOf(created));
    return { value: created, repeated: false };
  } catch (error) {
    await releaseIdempotencyKey(db, keyed);
    throw error;
  }
}
