import type { Queryable } from '../database/database';
import type { JobDefinition } from './queue';
import { analyzeTables, walPosition } from './analyze.repository';

/** WAL bytes written since the last ANALYZE that count as a bulk change (about ten thousand row writes). */
export const analyzeAfterWalBytes = 4 * 1024 * 1024;

/**
 * `db.analyze`, periodic, embedded database only: PGlite runs no autovacuum and keeps no
 * modification counts (`pg_stat_user_tables.n_mod_since_analyze` stays 0), so the planner's
 * statistics would stay those of the empty database. The job measures change by the WAL position
 * and runs `ANALYZE` when at least `thresholdBytes` were written since the last one. Idempotent: a
 * second run right after finds nothing changed.
 */
export function analyzeJob(db: Queryable, everySeconds: number, thresholdBytes = analyzeAfterWalBytes): JobDefinition {
  let analysedAt: number | undefined;
  return {
    name: 'db.analyze',
    everySeconds,
    async handler() {
      const now = await walPosition(db);
      if (analysedAt !== undefined && now - analysedAt < thresholdBytes) return;
      await analyzeTables(db);
      analysedAt = await walPosition(db);
    },
  };
}
