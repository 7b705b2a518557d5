import type { Queryable } from '../../platform/database/database';
import { markFetched } from './retention.repository';

/** The least time between two writes of one release's last fetch by one instance. */
export const fetchRecordIntervalMs = 3600_000;

/**
 * Records that a release's files were served, for retention: at most one write per release per
 * interval per instance, so serving stays a read. Answers the write, or undefined when it is skipped.
 */
export function createFetchRecorder(db: Queryable, intervalMs = fetchRecordIntervalMs) {
  const lastWrite = new Map<string, number>();
  return (remote: string, version: string): Promise<void> | undefined => {
    const key = `${remote}/${version}`;
    const now = Date.now();
    if (now - (lastWrite.get(key) ?? -Infinity) < intervalMs) return undefined;
    lastWrite.set(key, now);
    return markFetched(db, remote, version);
  };
}
