import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../database/database';
import {
  claimJobs,
  countJobs,
  deleteJobs,
  failJob,
  insertJob,
  insertPeriodicJob,
  rescheduleJob,
  type JobRow,
} from './jobs.repository';

// Features enqueue inside their own transactions through insertJob; it stays importable from here.
export { insertJob } from './jobs.repository';

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
  /** The lane whose workers run it (runner.ts `defaultLanes`); `default` when not given. */
  lane?: string;
}

/** Options of one enqueue. */
export interface EnqueueOptions {
  /** Seconds from now before the job may run. */
  delaySeconds?: number;
  maxAttempts?: number;
}

/** Five seconds, doubling, at most ten minutes. */
export function defaultBackoff(attempt: number): number {
  return Math.min(5 * 2 ** (attempt - 1), 600);
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
    await insertPeriodicJob(this.db, name, maxAttempts);
  }

  /** Claims up to `limit` due jobs of these names for `leaseSeconds`, deleting the one-off jobs in `done` with it. */
  async claim(names: string[], limit: number, leaseSeconds: number, done: string[] = []): Promise<JobRow[]> {
    return claimJobs(this.db, this.workerId, names, limit, leaseSeconds, done);
  }

  /** Deletes one-off jobs this worker has done (those no next claim takes with it). */
  async forget(done: string[]): Promise<void> {
    if (done.length > 0) await deleteJobs(this.db, done, this.workerId);
  }

  /** A periodic job succeeded: moved to its next run. */
  async reschedule(id: string, everySeconds: number): Promise<void> {
    await rescheduleJob(this.db, id, this.workerId, everySeconds);
  }

  /** A job failed: retried after `retrySeconds`, or kept as failed when that was its last attempt (periodic jobs always come back). */
  async fail(id: string, error: string, retrySeconds: number, periodic: boolean): Promise<void> {
    await failJob(this.db, id, this.workerId, { error, retrySeconds, periodic });
  }

  /** Jobs waiting by name (due or not), and failed ones: the metrics' queue depth. */
  async depth(): Promise<Array<{ name: string; state: string; count: number }>> {
    return countJobs(this.db);
  }
}
