import type { Queryable } from '../../platform/database/database';
import { emitAfterCommit } from '../../platform/database/commit-events';
import { staffOf } from './clique-membership.repository';

/**
 * The clique's pending requests changed (one arrived, was withdrawn or answered, or all were
 * dropped): after the commit its moderators, admins and owner get their counts again, live.
 */
export async function requestsChanged(tx: Queryable, cliqueId: string): Promise<void> {
  const staff = await staffOf(tx, cliqueId);
  if (staff.length > 0) emitAfterCommit(tx, { type: 'counts', userIds: staff });
}
