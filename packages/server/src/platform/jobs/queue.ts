import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../database/database';

/** What a job handler gets: its payload and which attempt this is (1 for the first). */
export interface JobRun<P> {
  id: string;
  payload: P;
  attempt: number;
}

/** How a kind of job runs. */
export interface JobDefinition<P = Record<string, unknown>> {
  name: string;
  /** Does the work; a throw is a failed attempt. Must be idempotent: a lease that ran out may run it again. */
  handler(run: JobRun<P>): Promise<void>;
  /** Attempts before the job is kept as failed (default 5). */
  maxAttempts?: number;
  /** Seconds before retry n (default: 5 s doubling, at most 10 minutes). */
  backoffSeconds?(attempt: number): number;
  /** Periodic jobs: one row for all instances, run every this many seconds. */
  everySeconds?: number;
}

/** Options of one enqueue. */
export interface EnqueueOptions {
  /** Seconds from now before the job may run. */
  delaySeconds?: number;
  maxAttempts?: number;
}

/** A claimed row. */
interface JobRow {
  id: string;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Five seconds, doubling, at most ten minutes. */
export function defaultBackoff(attempt: number): number {
  return Math.min(5 * 2 ** (attempt - 1), 600);
}

/** Adds a job row (in a transaction, it exists only if that commits); the workers find it at their next poll. */
export async function insertJob(on: Queryable, name: string, payload: object, options: EnqueueOptions = {}) {
  await on.query(
    `INSERT INTO jobs (name, payload, run_at, max_attempts) VALUES ($1, $2::jsonb, now() + make_interval(secs => $3), $4)`,
    [name, JSON.stringify(payload), options.delaySeconds ?? 0, options.maxAttempts ?? 5],
  );
}

/**
 * The jobs table (migration 110-jobs) as a queue. Claiming is one UPDATE over `FOR UPDATE SKIP
 * LOCKED` rows that sets a lease: two workers, on one instance or many, never claim the same row
 * while its lease lasts. A job's end (done, retry later, failed) is written only by the worker
 * holding the lease. Runs unchanged on PGlite, where the one connection makes claims serial.
 */
export class JobStore {
  /** This worker's name in `locked_by` (unique per process and queue). */
  readonly workerId = randomUUID();

  constructor(private readonly db: Database) {}

  /** Adds a job; pass a transaction to enqueue with the change that causes it (it runs only if that commits). */
  async enqueue(name: string, payload: object, options: EnqueueOptions = {}, on: Queryable = this.db): Promise<void> {
    await insertJob(on, name, payload, options);
  }

  /** Makes sure a periodic job's one row exists (every instance calls this at start). */
  async schedule(name: string, maxAttempts: number): Promise<void> {
    await this.db.query(
      `INSERT INTO jobs (name, singleton_key, max_attempts) VALUES ($1, $1, $2) ON CONFLICT (singleton_key) WHERE singleton_key IS NOT NULL DO NOTHING`,
      [name, maxAttempts],
    );
  }

  /** Claims up to `limit` due jobs of these names for `leaseSeconds`. */
  async claim(names: string[], limit: number, leaseSeconds: number): Promise<JobRow[]> {
    const { rows } = await this.db.query<JobRow>(
      `UPDATE jobs SET locked_by = $1, locked_until = now() + make_interval(secs => $2), attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM jobs
         WHERE state = 'ready' AND run_at <= now() AND name = ANY($3::text[])
           AND (locked_until IS NULL OR locked_until < now())
         ORDER BY run_at LIMIT $4
         FOR UPDATE SKIP LOCKED)
       RETURNING id::text AS id, name, payload, attempts`,
      [this.workerId, leaseSeconds, names, limit],
    );
    return rows;
  }

  /** A job succeeded: a one-off is deleted, a periodic one moved to its next run. */
  async complete(id: string, everySeconds?: number): Promise<void> {
    if (everySeconds === undefined) {
      await this.db.query('DELETE FROM jobs WHERE id = $1 AND locked_by = $2', [id, this.workerId]);
      return;
    }
    await this.db.query(
      `UPDATE jobs SET run_at = now() + make_interval(secs => $3), attempts = 0, locked_by = NULL, locked_until = NULL, last_error = NULL
       WHERE id = $1 AND locked_by = $2`,
      [id, this.workerId, everySeconds],
    );
  }

  /** A job failed: retried after `retrySeconds`, or kept as failed when that was its last attempt (periodic jobs always come back). */
  async fail(id: string, error: string, retrySeconds: number, periodic: boolean): Promise<void> {
    await this.db.query(
      `UPDATE jobs SET locked_by = NULL, locked_until = NULL, last_error = $3,
         run_at = now() + make_interval(secs => $4),
         state = CASE WHEN attempts >= max_attempts AND NOT $5::boolean THEN 'failed' ELSE 'ready' END,
         attempts = CASE WHEN $5::boolean AND attempts >= max_attempts THEN 0 ELSE attempts END
       WHERE id = $1 AND locked_by = $2`,
      [id, this.workerId, error.slice(0, 1000), retrySeconds, periodic],
    );
  }

  /** Jobs waiting by name (due or not), and failed ones: the metrics' queue depth. */
  async depth(): Promise<Array<{ name: string; state: string; count: number }>> {
    const { rows } = await this.db.query<{ name: string; state: string; count: string }>(
      'SELECT name, state, count(*) AS count FROM jobs GROUP BY name, state',
    );
    return rows.map((row) => ({ name: row.name, state: row.state, count: Number(row.count) }));
  }
}
