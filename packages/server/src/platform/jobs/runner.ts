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
  /** Jobs claimed per poll (default 10; one at a time on PGlite). */
  batch?: number;
  /** Seconds a claim lasts before another worker may take the job again (default 300). */
  leaseSeconds?: number;
}

/**
 * The one job interface of the server: `enqueue` from anywhere (a transaction too), `define` what
 * each job does, `start` a worker that polls the jobs table, `stop` it (waiting for the job in hand).
 * Every instance may run a worker; the table's claims keep each job to one of them at a time.
 */
export class JobQueue {
  readonly store: JobStore;
  private readonly definitions = new Map<string, JobDefinition>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** Told after each job, for the metrics: its name, outcome and seconds taken. */
  onJob: (name: string, outcome: 'done' | 'failed', seconds: number) => void = () => undefined;

  constructor(
    db: Database,
    private readonly log: JobLog,
    private readonly options: RunnerOptions = {},
  ) {
    this.store = new JobStore(db);
    if (db.kind === 'pglite') this.options = { ...options, batch: 1 };
  }

  /** Registers a kind of job. */
  define<P>(definition: JobDefinition<P>): void {
    this.definitions.set(definition.name, definition as unknown as JobDefinition);
  }

  /** Adds a job (in `tx` when given, so it exists only if that transaction commits). */
  async enqueue(name: string, payload: object, options?: EnqueueOptions, tx?: Queryable): Promise<void> {
    await this.store.enqueue(name, payload, options, tx);
    if (!tx) this.wake();
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
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Runs one kind of job's handler now, outside the table (tests; a periodic job's next run is unchanged). */
  async run(name: string, payload: Record<string, unknown> = {}): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job named ${name}`);
    await definition.handler({ id: 'direct', payload, attempt: 1 });
  }

  /** Runs every due job now, until none is left (tests, and the poll loop). Returns how many ran. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const ran = await this.runBatch();
      total += ran;
      if (ran === 0) return total;
    }
  }

  private wake(): void {
    if (this.stopped || this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.running = this.drain()
      .catch((err: unknown) => this.log.error({ err }, 'job poll failed'))
      .then(() => undefined)
      .finally(() => {
        this.running = undefined;
        if (!this.stopped) this.timer = setTimeout(() => this.wake(), this.options.pollMs ?? 2000).unref();
      });
  }

  private async runBatch(): Promise<number> {
    const names = [...this.definitions.keys()];
    const rows = await this.store.claim(names, this.options.batch ?? 10, this.options.leaseSeconds ?? 300);
    for (const row of rows) {
      const definition = this.definitions.get(row.name);
      if (definition) await this.runOne(definition, row);
    }
    return rows.length;
  }

  private async runOne(
    definition: JobDefinition,
    row: { id: string; payload: Record<string, unknown>; attempts: number },
  ): Promise<void> {
    const started = performance.now();
    try {
      await definition.handler({ id: row.id, payload: row.payload, attempt: row.attempts });
      await this.store.complete(row.id, definition.everySeconds);
      this.onJob(definition.name, 'done', (performance.now() - started) / 1000);
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
    }
  }
}
