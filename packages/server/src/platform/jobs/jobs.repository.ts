import type { Queryable } from '../database/database';
import type { EnqueueOptions } from './queue';

/** A claimed row. */
export interface JobRow {
  id: string;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Adds a job row (in a transaction, it exists only if that commits); the workers find it at their next poll. */
export async function insertJob(on: Queryable, name: string, payload: object, options: EnqueueOptions = {}) {
  await on.query(
    `INSERT INTO jobs (name, payload, run_at, max_attempts) VALUES ($1, $2::jsonb, now() + make_interval(secs => $3), $4)`,
    [name, JSON.stringify(payload), options.delaySeconds ?? 0, options.maxAttempts ?? 5],
  );
}

/** Adds a periodic job's one row unless it exists. */
export async function insertPeriodicJob(db: Queryable, name: string, maxAttempts: number): Promise<void> {
  await db.query(
    `INSERT INTO jobs (name, singleton_key, max_attempts) VALUES ($1, $1, $2) ON CONFLICT (singleton_key) WHERE singleton_key IS NOT NULL DO NOTHING`,
    [name, maxAttempts],
  );
}

/**
 * Leases up to `limit` due, unleased jobs of these names to a worker for `leaseSeconds`, counting an
 * attempt on each; in the same statement, deletes the one-off jobs the worker has just done (`done`):
 * a busy worker spends one round trip a job on the queue, not two.
 */
export async function claimJobs(
  db: Queryable,
  workerId: string,
  names: string[],
  limit: number,
  leaseSeconds: number,
  done: string[] = [],
): Promise<JobRow[]> {
  const { rows } = await db.query<JobRow>(
    `WITH done AS (DELETE FROM jobs WHERE id = ANY($5::bigint[]) AND locked_by = $1)
     UPDATE jobs SET locked_by = $1, locked_until = now() + make_interval(secs => $2), attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM jobs
       WHERE state = 'ready' AND run_at <= now() AND name = ANY($3::text[])
         AND (locked_until IS NULL OR locked_until < now())
       ORDER BY run_at LIMIT $4
       FOR UPDATE SKIP LOCKED)
     RETURNING id::text AS id, name, payload, attempts`,
    [workerId, leaseSeconds, names, limit, done],
  );
  return rows;
}

/** Deletes jobs the worker holds (done ones). */
export async function deleteJobs(db: Queryable, ids: string[], workerId: string): Promise<void> {
  await db.query('DELETE FROM jobs WHERE id = ANY($1::bigint[]) AND locked_by = $2', [ids, workerId]);
}

/** Moves a periodic job the worker holds to its next run, `everySeconds` from now, with a clean slate. */
export async function rescheduleJob(db: Queryable, id: string, workerId: string, everySeconds: number): Promise<void> {
  await db.query(
    `UPDATE jobs SET run_at = now() + make_interval(secs => $3), attempts = 0, locked_by = NULL, locked_until = NULL, last_error = NULL
     WHERE id = $1 AND locked_by = $2`,
    [id, workerId, everySeconds],
  );
}

/** Releases a failed job the worker holds: ready again after `retrySeconds`, or failed when its attempts are spent. */
export async function failJob(
  db: Queryable,
  id: string,
  workerId: string,
  failure: { error: string; retrySeconds: number; periodic: boolean },
): Promise<void> {
  await db.query(
    `UPDATE jobs SET locked_by = NULL, locked_until = NULL, last_error = $3,
       run_at = now() + make_interval(secs => $4),
       state = CASE WHEN attempts >= max_attempts AND NOT $5::boolean THEN 'failed' ELSE 'ready' END,
       attempts = CASE WHEN $5::boolean AND attempts >= max_attempts THEN 0 ELSE attempts END
     WHERE id = $1 AND locked_by = $2`,
    [id, workerId, failure.error.slice(0, 1000), failure.retrySeconds, failure.periodic],
  );
}

/** How many jobs there are by name and state. */
export async function countJobs(db: Queryable): Promise<Array<{ name: string; state: string; count: number }>> {
  const { rows } = await db.query<{ name: string; state: string; count: string }>(
    'SELECT name, state, count(*) AS count FROM jobs GROUP BY name, state',
  );
  return rows.map((row) => ({ name: row.name, state: row.state, count: Number(row.count) }));
}
