import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../database/database';
import type { JobQueue } from '../jobs/runner';

/** What the metrics read of the realtime hub: its open sockets, and where it reports fan-out lag. */
export interface RealtimeGauges {
  readonly connectionCount: number;
  observeLag?: (seconds: number) => void;
}

/** What the metrics read at scrape time. */
export interface MetricSources {
  db: Database;
  jobs: JobQueue;
  /** The realtime hub (registered after this plugin, so read when used). */
  realtime: () => RealtimeGauges;
}

/**
 * The server's Prometheus metrics, in a registry of its own (several apps in one test process never
 * share counters): requests by route, method and status with a latency histogram, 5xx errors, open
 * sockets, fan-out lag, job runs and queue depth, the database pool, and Node's default metrics.
 */
export function createMetrics(app: FastifyInstance, sources: MetricSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_errors_total',
    help: 'HTTP requests answered with a 5xx status',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: ids would make one series per resource.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: reply.statusCode });
    if (reply.statusCode >= 500) errors.inc({ method: request.method, route });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  new Gauge({
    name: 'realtime_open_sockets',
    help: 'Open websockets on this instance',
    registers: [registry],
    collect() {
      this.set(sources.realtime().connectionCount);
    },
  });
  const lag = new Histogram({
    name: 'realtime_fanout_lag_seconds',
    help: 'Time from publishing a delivery to its arrival at this instance',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  app.addHook('onReady', async () => {
    sources.realtime().observeLag = (seconds) => lag.observe(seconds);
  });
  const runs = new Counter({
    name: 'jobs_runs_total',
    help: 'Job runs by outcome',
    labelNames: ['name', 'outcome'],
    registers: [registry],
  });
  sources.jobs.onJob = (name, outcome) => runs.inc({ name, outcome });
  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Jobs in the jobs table by name and state (ready includes periodic jobs waiting for their time)',
    labelNames: ['name', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await sources.jobs.store.depth()) this.set({ name: row.name, state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL; PGlite has one in-process session)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = sources.db.poolStats?.() ?? { total: 1, idle: 0, waiting: 0, max: 1 };
      this.set({ state: 'open' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  return registry;
}
