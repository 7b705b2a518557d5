import { randomUUID } from 'node:crypto';
import { openDatabase, type Database } from '../database/database';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { JobQueue } from './runner';

const log = { info: () => undefined, error: () => undefined };

describe('jobs on the database', () => {
  let t: TestApp;
  let secondDb: Database;
  beforeAll(async () => {
    t = await createTestApp();
    // A second instance's own pool on the same schema (PostgreSQL), or the same in-process database (PGlite).
    const schema = process.env.TEST_DATABASE_URL
      ? ((await t.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]?.s ?? '')
      : '';
    secondDb = process.env.TEST_DATABASE_URL
      ? await openDatabase({ url: process.env.TEST_DATABASE_URL, schema, poolSize: 3 })
      : t.db;
  });
  afterAll(async () => {
    if (secondDb !== t.db) await secondDb.close();
    await t.close();
  });

  it('two workers never run one job twice, and together run every job', async () => {
    const name = `count-${randomUUID()}`;
    const runs: string[] = [];
    const workers = [new JobQueue(t.db, log), new JobQueue(secondDb, log)];
    for (const queue of workers) {
      queue.define<{ n: number }>({
        name,
        async handler({ payload }) {
          runs.push(String(payload.n));
          await new Promise((resolve) => setTimeout(resolve, 2));
        },
      });
    }
    for (let n = 0; n < 60; n++) await workers[0]!.enqueue(name, { n });
    const [a, b] = await Promise.all(workers.map((queue) => queue.drain()));
    expect(runs).toHaveLength(60);
    expect(new Set(runs).size).toBe(60);
    expect((a ?? 0) + (b ?? 0)).toBe(60);
    expect((await t.db.query('SELECT 1 FROM jobs WHERE name = $1', [name])).rows).toEqual([]);
  });

  it('retries a failing job after its backoff and keeps it as failed after the last attempt', async () => {
    const name = `fail-${randomUUID()}`;
    const queue = new JobQueue(t.db, log);
    let calls = 0;
    queue.define({
      name,
      maxAttempts: 2,
      backoffSeconds: () => 0,
      async handler() {
        calls++;
        throw new Error('mail server down');
      },
    });
    await queue.enqueue(name, {}, { maxAttempts: 2 });
    await queue.drain();
    expect(calls).toBe(2);
    const { rows } = await t.db.query<{ state: string; attempts: number; last_error: string }>(
      'SELECT state, attempts, last_error FROM jobs WHERE name = $1',
      [name],
    );
    expect(rows).toEqual([{ state: 'failed', attempts: 2, last_error: 'mail server down' }]);
  });

  it('keeps one row per periodic job however many instances schedule it, moved forward after each run', async () => {
    const name = `tick-${randomUUID()}`;
    let ticks = 0;
    const workers = [new JobQueue(t.db, log), new JobQueue(secondDb, log)];
    for (const queue of workers) queue.define({ name, everySeconds: 3600, handler: async () => void ticks++ });
    await Promise.all(workers.map((queue) => queue.start()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all(workers.map((queue) => queue.drain()));
    await Promise.all(workers.map((queue) => queue.stop()));
    expect(ticks).toBe(1);
    const { rows } = await t.db.query<{ later: boolean }>(
      "SELECT run_at > now() + interval '50 minutes' AS later FROM jobs WHERE name = $1",
      [name],
    );
    expect(rows).toEqual([{ later: true }]);
  });
});
