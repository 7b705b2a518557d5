import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { CommitEvent, CommitEvents } from '../../platform/database/commit-events';
import { defaultLanes } from '../../platform/jobs/runner';
import { lanesOf, startDeliveryThread, usesDeliveryThread } from './delivery-thread';

const entry = path.join(__dirname, '../../../test/delivery-thread/thread.cjs');
const silent = { error: () => undefined } as unknown as FastifyBaseLogger;

/** What the main thread's listener is told, and the announce the thread's messages go to. */
function recordedEvents() {
  const told: CommitEvent[] = [];
  const events: CommitEvents = { listen: () => undefined, announce: (event) => told.push(event) };
  return { told, events };
}

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the delivery thread', () => {
  // Where the stand-in thread keeps its notes (test/delivery-thread/thread.cjs).
  const dir = path.join(os.tmpdir(), `cliques-delivery-thread-${process.pid}`);
  beforeEach(() => fs.mkdirSync(dir, { recursive: true }));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('runs only on PostgreSQL with federation on, and takes the federation lane from the main thread', () => {
    const config = (enabled: boolean) => ({ federation: { enabled } }) as Parameters<typeof usesDeliveryThread>[0];
    const db = (kind: 'pglite' | 'postgres') => ({ kind }) as Parameters<typeof usesDeliveryThread>[1];
    expect(usesDeliveryThread(config(true), db('postgres'))).toBe(true);
    expect(usesDeliveryThread(config(true), db('pglite'))).toBe(false);
    expect(usesDeliveryThread(config(false), db('postgres'))).toBe(false);
    expect(lanesOf('main')).toEqual({ ...defaultLanes, federation: 0 });
    expect(lanesOf('deliveries')).toEqual({ mail: 0, previews: 0, default: 0, federation: defaultLanes.federation });
  });

  it("tells the main thread's listener what the thread committed, wakes it for a new job, and stops it cleanly", async () => {
    const { told, events } = recordedEvents();
    const jobs = { wakeElsewhere: (_lane: string) => undefined };
    const thread = startDeliveryThread(entry, jobs, events, silent);
    await until(() => told.length === 1);
    expect(told[0]).toEqual({ type: 'counts', userIds: ['cliques-federation-deliveries'] });
    jobs.wakeElsewhere('federation');
    await until(() => told.length === 2);
    expect(told[1]).toEqual({ type: 'post_changed', postId: 'federation' });
    await thread.stop();
    expect(fs.readFileSync(path.join(dir, 'stopped'), 'utf8')).toBe('yes');
  });

  it('starts the thread again when it dies', async () => {
    fs.writeFileSync(path.join(dir, 'crash-once'), '');
    const { told, events } = recordedEvents();
    const thread = startDeliveryThread(entry, { wakeElsewhere: () => undefined }, events, silent);
    await until(() => told.length === 1);
    expect(fs.readFileSync(path.join(dir, 'starts'), 'utf8')).toBe('2');
    await thread.stop();
  });
});
