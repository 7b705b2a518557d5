import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { buildContext, loggerOptions } from '../../app-context';
import { loadConfig, type Config } from '../../platform/config/config';
import { withCommitEvents, type CommitEvent, type CommitEvents } from '../../platform/database/commit-events';
import { openDatabase, type Database } from '../../platform/database/database';
import { defaultLanes } from '../../platform/jobs/runner';
import { createFederationServices, listenToFederationQueue } from './index';

/** The lane whose jobs the delivery thread runs: every delivery, fan-out and incoming activity. */
const deliveryLane = 'federation';
const role = 'cliques-federation-deliveries';
/** The delivery thread's nice value: below the requests' threads when both want a core. */
const deliveryThreadNice = 10;
/** How long a stop waits for the jobs in hand before it ends the thread. */
const stopTimeoutMs = 10_000;

type FromThread = { commit: CommitEvent };
type ToThread = { wake: string } | 'stop';

/** Job workers per lane: those of `defaultLanes`, none in the delivery lane (the main thread's) or only there (the delivery thread's). */
export function lanesOf(thread: 'main' | 'deliveries'): Record<string, number> {
  return Object.fromEntries(
    Object.entries(defaultLanes).map(([lane, workers]) => [
      lane,
      (lane === deliveryLane) === (thread === 'deliveries') ? workers : 0,
    ]),
  );
}

/**
 * Whether the server runs federation's jobs in a thread of their own: with FEDERATION=on on
 * PostgreSQL (PGlite is one connection in one thread, so there they stay on the main thread).
 */
export function usesDeliveryThread(config: Config, db: Database): boolean {
  return config.federation.enabled && db.kind === 'postgres';
}

/** Whether this thread is the delivery thread (main.ts then runs `runDeliveryThread`). */
export function isDeliveryThread(): boolean {
  return !isMainThread && (workerData as { role?: string } | null)?.role === role;
}

export interface DeliveryThread {
  /** Asks the thread to finish the jobs in hand and end (ended after 10 s in any case). */
  stop(): Promise<void>;
}

/**
 * Starts the delivery thread from the server's own entry script (`entry`): the `federation` lane's
 * jobs run there, on an event loop and a core of their own, so parsing, signing and storing
 * activities never hold up a request. What its transactions commit comes back here and goes out to
 * sockets and push as this thread's own changes do. A job added here wakes it at once. If the
 * thread dies it starts again a second later; its claimed jobs are taken again when their lease ends.
 */
export function startDeliveryThread(
  entry: string,
  jobs: { wakeElsewhere: (lane: string) => void },
  events: CommitEvents,
  log: FastifyBaseLogger,
): DeliveryThread {
  let current: Worker | undefined;
  let stopping = false;
  const start = () => {
    const worker = new Worker(path.resolve(entry), { workerData: { role } });
    worker.on('message', (message: FromThread) => events.announce(message.commit));
    worker.on('error', (err) => log.error({ err }, 'the delivery thread failed'));
    worker.on('exit', (code) => {
      current = undefined;
      if (stopping) return;
      log.error({ code }, 'the delivery thread ended; starting it again');
      setTimeout(start, 1000).unref();
    });
    current = worker;
  };
  jobs.wakeElsewhere = (lane) => current?.postMessage({ wake: lane } satisfies ToThread);
  start();
  return {
    async stop() {
      stopping = true;
      const worker = current;
      if (!worker) return;
      const exited = once(worker, 'exit');
      worker.postMessage('stop' satisfies ToThread);
      const timer = setTimeout(() => void worker.terminate(), stopTimeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The delivery thread's body: the server's services on a pool of its own, running the `federation` lane's jobs. */
export async function runDeliveryThread(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('the delivery thread runs only as a worker thread');
  // On Linux a nice value is a thread's own: when the cores are busy, requests come first.
  os.setPriority(deliveryThreadNice);
  const config = loadConfig();
  const log = pino(loggerOptions(config)).child({ thread: 'deliveries' });
  // Every job's effects commit before its deletion, and a crash loses only a suffix of commits: a
  // job whose effects were lost is still there, and runs again (activities are idempotent by id).
  const database = await openDatabase({ url: config.databaseUrl, asyncCommit: true });
  const { db, events } = withCommitEvents(database);
  events.listen((commit) => port.postMessage({ commit } satisfies FromThread));
  const context = await buildContext({ config, db, log, lanes: lanesOf('deliveries') });
  const federation = createFederationServices(context, log);
  const stopListening = listenToFederationQueue(federation, context);
  port.on('message', (message: ToThread) => {
    if (message === 'stop')
      void (async () => {
        await context.jobs.stop();
        stopListening();
        await database.close();
        port.close();
      })();
    else context.jobs.nudge(message.wake);
  });
  await context.jobs.start();
  log.info('the delivery thread runs the federation jobs');
}
