import type { Database, Queryable } from '../database/database';
import { defaultBackoff, JobStore, type EnqueueOptions, type JobDefinition } from './queue';

/** The part of the server's logger the runner uses. */
export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How often and how much a runner works. */
export interface RunnerOptions {
  /** Milliseconds between polls when idle (default 2000). */
  pollMs?: number;
  /** Jobs one worker claims per poll in a lane of one worker (default 10; one at a time on PGlite). */
  batch?: number;
  /** Seconds a claim lasts before another worker may take the job again (default 300). */
  leaseSeconds?: number;
  /** Workers per lane (default `defaultLanes`). */
  lanes?: Record<string, number>;
}

/**
 * The lanes jobs run in, each with its own workers, so no kind of job waits behind another: mail
 * (sign-up and sign-in codes) never queues behind slow link previews, and previews run a few at a
 * time. A job names its lane; without one it runs in `default`.
 */
export const defaultLanes: Record<string, number> = { mail: 2, previews: 4, federation: 4, default: 1 };

/**
 * The one job interface of the server: `enqueue` from anywhere (a transaction too), `define` what
 * each job does, `start` a worker that polls the jobs table, `stop` it (waiting for the job in hand).
 * Every instance may run a worker; the table's claims keep each job to one of them at a time.
 */
export class JobQueue {
  readonly store: JobStore;
  private readonly definitions = new Map<string, JobDefinition>();
  /** Each lane's poll timer and the workers it has running now. */
  private readonly lanes = new Map<
    string,
    { workers: number; timer?: ReturnType<typeof setTimeout>; running: Set<Promise<void>>; again?: boolean }
  >();
  private stopped = true;
  /** Told when a job is added to a lane that has no workers here (another thread runs it): wake it there. */
  wakeElsewhere: (lane: string) => void = () => undefined;
  /** Told after each job, for the metrics: its name, outcome and seconds taken. */
  onJob: (name: string, outcome: 'done' | 'failed', seconds: number) => void = () => undefined;

  constructor(
    db: Database,
    private readonly log: JobLog,
    private readonly options: RunnerOptions = {},
  ) {
    this.store = new JobStore(db);
    if (db.kind === 'pglite') this.options = { ...options, batch: 1 };
    for (const [lane, workers] of Object.entries(options.lanes ?? defaultLanes))
      this.lanes.set(lane, { workers, running: new Set() });
  }

  /** Registers a kind of job (in its lane; an unknown lane is refused at start-up, not at run time). */
  define<P>(definition: JobDefinition<P>): void {
    if (!this.lanes.has(definition.lane ?? 'default')) throw new Error(`No job lane named ${definition.lane}`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition);
  }

  /** Adds a job (in `tx` when given, so it exists only if that transaction commits). */
  async enqueue(name: string, payload: object, options?: EnqueueOptions, tx?: Queryable): Promise<void> {
    await this.store.enqueue(name, payload, options, tx);
    if (!tx) this.nudge(this.definitions.get(name)?.lane ?? 'default');
  }

  /** Schedules the periodic jobs and starts polling. */
  async start(): Promise<void> {
    for (const definition of this.definitions.values()) {
      if (definition.everySeconds !== undefined)
        await this.store.schedule(definition.name, definition.maxAttempts ?? 5);
    }
    this.stopped = false;
    this.wake();
  }

  /** Stops polling and waits for the jobs in hand to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const lane of this.lanes.values()) if (lane.timer) clearTimeout(lane.timer);
    await Promise.all([...this.lanes.values()].flatMap((lane) => [...lane.running]));
  }

  /** Runs one kind of job's handler now, outside the table (tests; a periodic job's next run is unchanged). */
  async run(name: string, payload: Record<string, unknown> = {}): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job named ${name}`);
    await definition.handler({ id: 'direct', payload, attempt: 1 });
  }

  /** Runs every due job of every lane now, one at a time, until none is left (tests). Returns how many ran. */
  async drain(): Promise<number> {
    let total = 0;
    for (const lane of this.lanes.keys()) total += await this.work(lane, this.options.batch ?? 10, false);
    return total;
  }

  /** A job was added to this lane: its workers look at once (or, with none here, those of the thread that runs it). */
  nudge(lane: string): void {
    if (this.lanes.get(lane)?.workers === 0) this.wakeElsewhere(lane);
    else this.wake(lane);
  }

  /**
   * Starts the missing workers of one lane (every lane when none is named); a lane with none left
   * polls again after `pollMs`. A new job wakes its own lane only: the others would claim nothing.
   */
  private wake(only?: string): void {
    if (this.stopped) return;
    for (const [name, lane] of this.lanes) {
      if (only !== undefined && name !== only) continue;
      if (lane.timer) clearTimeout(lane.timer);
      lane.timer = undefined;
      // A lane of several workers claims one job at a time per worker: a slow job holds one worker only.
      const batch = lane.workers > 1 ? 1 : (this.options.batch ?? 10);
      // Every worker busy (or just finding nothing): the one that ends next looks again at once.
      if (lane.running.size >= lane.workers) lane.again = true;
      while (lane.running.size < lane.workers) {
        const worker: Promise<void> = this.work(name, batch)
          .then(() => undefined)
          .catch((err: unknown) => this.log.error({ err, lane: name }, 'job poll failed'))
          .finally(() => {
            lane.running.delete(worker);
            if (this.stopped) return;
            if (lane.again) {
              lane.again = false;
              this.wake(name);
            } else if (lane.running.size === 0 && !lane.timer)
              lane.timer = setTimeout(() => this.wake(name), this.options.pollMs ?? 2000).unref();
          });
        lane.running.add(worker);
      }
    }
  }

  /**
   * One worker of a lane: runs its due jobs until there are none (or, `untilStopped`, the queue
   * stops). Each claim also deletes the one-off jobs of the batch before it. Returns how many ran.
   */
  private async work(lane: string, batch: number, untilStopped = true): Promise<number> {
    const names = [...this.definitions.values()].filter((d) => (d.lane ?? 'default') === lane).map((d) => d.name);
    if (names.length === 0) return 0;
    let total = 0;
    let done: string[] = [];
    for (;;) {
      const rows = await this.store.claim(names, batch, this.options.leaseSeconds ?? 300, done);
      done = [];
      for (const row of rows) {
        const definition = this.definitions.get(row.name);
        if (definition && (await this.runOne(definition, row)) === 'delete') done.push(row.id);
      }
      total += rows.length;
      if (rows.length === 0 || (untilStopped && this.stopped)) break;
    }
    await this.store.forget(done);
    return total;
  }

  /** Runs a claimed job; 'delete' when it was a one-off that succeeded (the worker's next claim deletes it). */
  private async runOne(
    definition: JobDefinition,
    row: { id: string; payload: Record<string, unknown>; attempts: number },
  ): Promise<'delete' | 'kept'> {
    const started = performance.now();
    try {
      await definition.handler({ id: row.id, payload: row.payload, attempt: row.attempts });
      if (definition.everySeconds !== undefined) await this.store.reschedule(row.id, definition.everySeconds);
      this.onJob(definition.name, 'done', (performance.now() - started) / 1000);
      return definition.everySeconds === undefined ? 'delete' : 'kept';
    } catch (err) {
      const backoff = definition.everySeconds ?? (definition.backoffSeconds ?? defaultBackoff)(row.attempts);
      this.log.error({ err, job: definition.name, attempt: row.attempts }, 'job failed');
      await this.store.fail(
        row.id,
        err instanceof Error ? err.message : String(err),
        backoff,
        definition.everySeconds !== undefined,
      );
      this.onJob(definition.name, 'failed', (performance.now() - started) / 1000);
      return 'kept';
    }
  }
}
