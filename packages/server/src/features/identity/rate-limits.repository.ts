import type { Queryable } from '../../platform/database/database';

/** Counts one event in a bucket (one statement) and returns the count in the current window. */
export async function countHit(db: Queryable, bucket: string, windowSeconds: number): Promise<number> {
  const { rows } = await db.query<{ hits: number }>(
    `INSERT INTO identity_rate_limits AS r (bucket, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN r.window_start <= now() - $2 * interval '1 second' THEN 1 ELSE r.hits + 1 END,
       window_start = CASE WHEN r.window_start <= now() - $2 * interval '1 second' THEN now() ELSE r.window_start END
     RETURNING hits`,
    [bucket, windowSeconds],
  );
  return Number(rows[0]?.hits ?? 0);
}
