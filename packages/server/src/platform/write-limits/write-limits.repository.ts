import type { Queryable } from '../database/database';
import type { WriteKind } from './limits';

/** What counting a write answered: whether it was under the limit, its window's start and when that window ends. */
export interface CountedWrite {
  allowed: boolean;
  /** The window's start, seconds since the epoch, as text. */
  window_start: string;
  /** Seconds until the window ends (at least 1). */
  retry_after: number;
}

/**
 * Counts one write of a kind by a person in the current fixed window of `windowSeconds`, unless the
 * count is at `max` already (then the count stays as it was and `allowed` is false).
 */
export async function countWrite(
  db: Queryable,
  write: { userId: string; kind: WriteKind; windowSeconds: number; max: number },
): Promise<CountedWrite | undefined> {
  const { rows } = await db.query<CountedWrite>(
    `WITH w AS (SELECT to_timestamp((floor(extract(epoch FROM now()) / $3::int) * $3::int)::float8) AS start),
     counted AS (
       INSERT INTO write_counts (user_id, kind, window_start, count) SELECT $1, $2, w.start, 1 FROM w
       ON CONFLICT (user_id, kind, window_start) DO UPDATE SET count = write_counts.count + 1 WHERE write_counts.count < $4
       RETURNING 1)
     SELECT EXISTS (SELECT 1 FROM counted) AS allowed, extract(epoch FROM w.start)::bigint::text AS window_start,
       GREATEST(1, ceil(extract(epoch FROM w.start + make_interval(secs => $3::int) - now())))::int AS retry_after
     FROM w`,
    [write.userId, write.kind, write.windowSeconds, write.max],
  );
  return rows[0];
}

/** Takes one write back from a person's count of a kind in the window starting at `windowStart` (epoch seconds). */
export async function uncountWrite(db: Queryable, userId: string, kind: WriteKind, windowStart: number): Promise<void> {
  await db.query(
    `WITH gone AS (
       DELETE FROM write_counts WHERE user_id = $1 AND kind = $2 AND window_start = to_timestamp($3::bigint) AND count <= 1 RETURNING 1)
     UPDATE write_counts SET count = count - 1 WHERE user_id = $1 AND kind = $2 AND window_start = to_timestamp($3::bigint) AND count > 1`,
    [userId, kind, windowStart],
  );
}

/** Deletes the counts of windows that started more than `olderThanSeconds` ago. */
export async function pruneWriteCounts(db: Queryable, olderThanSeconds: number): Promise<void> {
  await db.query('DELETE FROM write_counts WHERE window_start < now() - make_interval(secs => $1::int)', [
    olderThanSeconds,
  ]);
}
