import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { AppInstance, Nginx, nginxBinary } from '../../lib/cluster';
import { markdownTable, ms, say } from '../../lib/output';
import { percentile } from '../../lib/stats';
import type { PartReport } from '../../lib/targets';
import { withPostgresDatabase } from '../api/database';
import { ChatTraffic } from '../soak/chat-traffic';
import { runHttpTraffic } from '../soak/http-traffic';
import { Recorder, tally } from '../soak/recorder';
import { seedWorld } from '../soak/seed';
import { soakSettings } from '../soak/settings';
import { faultPlan, Ledger, lostWrites, outsideWindows, reconnects, type WriteKind, type Writes } from './ledger';
import { faultTargets, type FaultFigures } from './targets';

/** The balancer and the two instances (beside the browser journeys' 8251–8254, so both can run at once). */
const ports = {
  balancer: Number(process.env.BENCH_FAULTS_PORT ?? 8261),
  instances: [Number(process.env.BENCH_FAULTS_PORT ?? 8261) + 1, Number(process.env.BENCH_FAULTS_PORT ?? 8261) + 2],
};
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisStart = [
  '--daemonize',
  'yes',
  '--bind',
  '127.0.0.1',
  '-::1',
  '--port',
  '6379',
  '--save',
  '',
  '--appendonly',
  'no',
];

const sleep = (msecs: number) => new Promise((resolve) => setTimeout(resolve, msecs));

/** Runs a command and resolves with its output, whatever its exit code. */
function sh(command: string, args: string[]): Promise<string> {
  return new Promise((resolve) => {
    execFile(command, args, { timeout: 10_000 }, (error, stdout, stderr) =>
      resolve(`${stdout}${stderr}${error && !stdout && !stderr ? error.message : ''}`),
    );
  });
}

const redisUp = async () => (await sh('redis-cli', ['-h', '127.0.0.1', 'ping'])).includes('PONG');

/** Starts Redis if it does not answer, and waits (up to 10 s) until it does. */
async function ensureRedis(): Promise<void> {
  if (await redisUp()) return;
  say(await sh('redis-server', redisStart));
  for (let i = 0; i < 50 && !(await redisUp()); i += 1) await sleep(200);
}

/** One fault as it happened: what, when (ms since the traffic started) and when it had recovered. */
interface FaultEvent {
  what: string;
  at: number;
  recoveredAt: number;
}

/** The stored ids, of those given, of each kind of write. */
async function storedIds(url: string, writes: Writes): Promise<Record<WriteKind, string[]>> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const ids = async (table: string, column: string, list: string[]) =>
    (
      await db.query<{ id: string }>(`SELECT ${column}::text AS id FROM ${table} WHERE ${column} = ANY($1::uuid[])`, [
        list,
      ])
    ).rows.map((row) => row.id);
  try {
    return {
      post: await ids('posts', 'post_id', writes.post),
      comment: await ids('comments', 'comment_id', writes.comment),
      message: await ids('messages', 'message_id', writes.message),
    };
  } finally {
    await db.end();
  }
}

/**
 * The soak with faults: two built instances behind nginx on a fresh PostgreSQL database and Redis,
 * the soak's people, HTTP traffic and chat through the balancer for SOAK_MINUTES; meanwhile an
 * instance is killed (SIGKILL) and started again every 2 minutes, alternating, and Redis is shut
 * down and started again half-way. Every chat socket the server closes opens again through the
 * balancer. At the end the database must hold every acknowledged post, comment and message.
 */
export async function soakFaultsBench(): Promise<PartReport[]> {
  const s = soakSettings();
  const nginxPath = nginxBinary();
  if (!nginxPath) throw new Error('nginx is not installed (apt-get install nginx)');
  await ensureRedis();
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  return withPostgresDatabase(adminUrl, async (url) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cliques-soak-faults-'));
    const balancer = `http://localhost:${ports.balancer}`;
    const env = {
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      PUBLIC_ORIGIN: balancer,
      TRUST_PROXY: '127.0.0.1',
      SHUTDOWN_TIMEOUT_SECONDS: '5',
      LOG_LEVEL: 'warn',
    };
    const instances = ports.instances.map((port, i) => new AppInstance(port, path.join(dir, `instance-${i + 1}`), env));
    const nginx = new Nginx(nginxPath, path.join(dir, 'nginx'), ports.balancer, ports.instances, 4 * s.clients + 1024);
    try {
      await Promise.all(instances.map((instance) => instance.start()));
      await nginx.start();
      say(`soak with faults: seeding ${s.clients} people in cliques of ${s.cliqueSize}…`);
      const world = await seedWorld(url, balancer, s.clients, s.cliqueSize);
      const ledger = new Ledger();
      const tickets = new Recorder();
      const chat = new ChatTraffic(balancer, world, tickets, {
        reconnect: true,
        onAck: (id) => ledger.ack('message', id),
        onDelivery: (socket, id) => ledger.delivered(socket, id),
      });
      await chat.connect();
      say(
        `soak with faults: ${s.clients} sockets open; ${(s.durationMs / 60_000).toFixed(1)} minutes of traffic and faults…`,
      );
      const recorder = new Recorder();
      const until = () => recorder.now() >= s.durationMs;
      const faults: FaultEvent[] = [];
      const plan = faultPlan(s.durationMs);
      const schedule = [
        ...plan.kills.map(({ at, instance }) => ({
          at,
          run: () => killAndRestart(instances[instance] as AppInstance),
        })),
        { at: plan.redisAt, run: restartRedis },
      ].sort((a, b) => a.at - b.at);
      async function killAndRestart(instance: AppInstance): Promise<string> {
        const sockets = await instance.openSockets().catch(() => Number.NaN);
        await instance.stop('SIGKILL');
        const killed = performance.now();
        await instance.start();
        return `instance :${instance.port} killed (SIGKILL, ${sockets} sockets open on it), ready again after ${ms(performance.now() - killed)}`;
      }
      async function restartRedis(): Promise<string> {
        const down = performance.now();
        try {
          await sh('redis-cli', ['-h', '127.0.0.1', 'shutdown', 'nosave']);
          await sleep(5_000);
        } finally {
          await sh('redis-server', redisStart);
          for (let i = 0; i < 50 && !(await redisUp()); i += 1) await sleep(200);
        }
        return `Redis shut down (nosave), started again after ${ms(performance.now() - down)}`;
      }
      const runFaults = async () => {
        for (const fault of schedule) {
          while (recorder.now() < fault.at) await sleep(200);
          const at = recorder.now();
          say(`  ${(at / 60_000).toFixed(1)} min: fault…`);
          const what = await fault.run();
          faults.push({ what, at, recoveredAt: recorder.now() });
          say(`  ${(recorder.now() / 60_000).toFixed(1)} min: ${what}`);
        }
      };
      const progress = setInterval(
        () =>
          say(
            `  ${(recorder.now() / 60_000).toFixed(1)} min: ${recorder.samples.length} requests, ${recorder.samples.filter((x) => x.status >= 500).length} 5xx, ${ledger.duplicates} duplicate deliveries`,
          ),
        60_000,
      );
      const [http] = await Promise.all([
        runHttpTraffic(balancer, world, recorder, s.rps, until, (kind, id) => ledger.ack(kind, id)),
        chat.run(s.chatRate, until, () => recorder.now()),
        runFaults(),
      ]);
      clearInterval(progress);
      const result = await chat.finish();
      const acknowledged = ledger.writes();
      const lost = lostWrites(acknowledged, await storedIds(url, acknowledged));

      const samples = [...tickets.samples, ...recorder.samples];
      const { byClass, byOp } = tally(samples);
      const windows = faults.map((f) => [f.at, f.recoveredAt + 10_000] as const);
      const errorsAt = samples.filter((x) => x.status >= 500).map((x) => x.at);
      const back = reconnects(result.outages, 10_000);
      const totalAcked = acknowledged.post.length + acknowledged.comment.length + acknowledged.message.length;
      const figures: FaultFigures = {
        lostWrites: lost.post.length + lost.comment.length + lost.message.length,
        acknowledgedWrites: totalAcked,
        duplicateDeliveries: ledger.duplicates,
        socketsClosed: back.total,
        socketsBackWithin10s: back.within,
        worstReconnectMs: back.worstMs,
        serverErrors: errorsAt.length,
        serverErrorsOutsideFaults: outsideWindows(errorsAt, windows),
        p99: percentile(
          samples.map((x) => x.latencyMs),
          99,
        ),
      };
      const summary = markdownTable(
        ['figure', 'value'],
        [
          [
            'run',
            `${(s.durationMs / 60_000).toFixed(1)} min; ${s.clients} people; ${s.rps} HTTP operations/s, ${s.chatRate} chat messages/s, through nginx to two instances`,
          ],
          ...faults.map((f): [string, string] => [`fault at ${(f.at / 1000).toFixed(0)} s`, f.what]),
          [
            'HTTP requests (and socket tickets)',
            `${samples.length.toLocaleString('en')} (${Object.entries(byClass)
              .map(([k, v]) => `${k}: ${v.toLocaleString('en')}`)
              .join(
                ', ',
              )}); connection errors ${recorder.networkErrors + tickets.networkErrors}; not started (64 in flight) ${http.skipped}`,
          ],
          [
            '5xx by status and call',
            JSON.stringify(
              Object.fromEntries(
                [
                  ...samples
                    .filter((x) => x.status >= 500)
                    .reduce((m, x) => m.set(`${x.status} ${x.op}`, (m.get(`${x.status} ${x.op}`) ?? 0) + 1), new Map()),
                ].sort(([, a], [, b]) => (b as number) - (a as number)),
              ),
            ),
          ],
          [
            'acknowledged writes',
            `${acknowledged.post.length} posts, ${acknowledged.comment.length} comments, ${acknowledged.message.length} messages; not in the database: ${lost.post.length}, ${lost.comment.length}, ${lost.message.length}`,
          ],
          [
            'chat',
            `${result.sent.toLocaleString('en')} sent, ${ledger.deliveries.toLocaleString('en')} deliveries (${ledger.duplicates} to a socket that had it already); not acknowledged ${result.unacked}, not delivered ${result.undelivered} (a socket away misses what is sent meanwhile); refused ${JSON.stringify(result.refused)}`,
          ],
          [
            'sockets closed by the server, back within 10 s',
            `${back.within} of ${back.total}; longest away ${Number.isFinite(back.worstMs) ? ms(back.worstMs) : 'never back'}`,
          ],
          ['instance and nginx logs (kept)', dir],
          [
            'machine load average at the end',
            os
              .loadavg()
              .map((n) => n.toFixed(2))
              .join(' '),
          ],
        ],
      );
      const ops = markdownTable(
        ['call', 'requests', 'not 2xx', 'p50', 'p99'],
        [...byOp]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([op, v]) => [op, v.count, v.errors, ms(v.p50), ms(v.p99)]),
      );
      return [
        {
          part: 'soak-faults',
          title: 'Soak with faults: two instances behind nginx, one killed every 2 minutes, Redis restarted once',
          markdown: `${summary}\n\n${ops}`,
          targets: faultTargets(figures),
        },
      ];
    } finally {
      await nginx.stop();
      for (const instance of instances) await instance.stop('SIGTERM');
      await ensureRedis();
    }
  });
}
