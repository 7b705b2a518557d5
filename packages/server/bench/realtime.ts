// Realtime benchmark: 1,000 connected clients against the built server (dist/main.js).
// Measures one-to-one delivery latency (p50/p99), a clique broadcast to 1,000 members, and server
// memory per connection; on one instance (in-process fan-out) and on two instances sharing
// PostgreSQL and Redis (clients split between them, every one-to-one message crossing over); then
// one instance holding 10,000 sockets (BENCH_MANY_CLIENTS; 0 skips it), the broadcast still to a
// clique of 1,000 of them.
//
//   npm run bench -w @cliques/server -- realtime       (builds the server and this script, then runs it)
// Settings: BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL; default postgres://postgres@127.0.0.1:5432/test,
// a fresh database is created and dropped), REDIS_URL (default redis://127.0.0.1:6379), BENCH_PORT (first
// instance, default 8185; the second listens on BENCH_PORT + 10), BENCH_CLIENTS (default 1000),
// BENCH_MANY_CLIENTS (default 10000), BENCH_JSON (also write the figures there as JSON, see bench/README.md).
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import Redis from 'ioredis';
import pg from 'pg';
import { connectClients, measureBroadcast, measureDirect, type Delivery } from './realtime-clients';
import {
  assertBuilt,
  idTokenSigner,
  sleep,
  startServer,
  withTempDatabase,
  type BenchUser,
  type RunningServer,
} from './server-kit';

const clients = Number(process.env.BENCH_CLIENTS ?? 1000);
const manyClients = Number(process.env.BENCH_MANY_CLIENTS ?? 10_000);
/** The broadcast's clique: its first this many clients. */
const cliqueSize = 1000;
/** One-to-one load levels, messages per second in all. */
const rates = [100, 400];
const basePort = Number(process.env.BENCH_PORT ?? 8185);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const origin = `http://localhost:${basePort}`;

/** Resident memory of a process in KiB (Linux). */
function rssKiB(pid: number | undefined): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? NaN);
}

/**
 * Each server's resident memory right after a full garbage collection: what it keeps, without the
 * garbage of the connections' handshakes that a collection had not reached yet (read without one, the
 * same run gave 6 KiB or 12 KiB a socket, depending on when the last collection happened).
 */
async function retainedKiB(servers: RunningServer[]): Promise<number[]> {
  await Promise.all(servers.map((server) => server.collectGarbage()));
  return servers.map((server) => rssKiB(server.pid));
}

/** Users, one clique holding the first `cliqueSize` of them, and an ID token each, signed with the server's own key. */
async function seed(databaseUrl: string, clients: number): Promise<{ users: BenchUser[]; cliqueId: string }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const ids = Array.from({ length: clients }, () => randomUUID());
  await db.query(
    `INSERT INTO users (user_id, username, email, display_name)
     SELECT id, 'bench_' || n, 'bench_' || n || '@example.test', 'Bench ' || n FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n)`,
    [ids],
  );
  const cliqueId = randomUUID();
  await db.query('INSERT INTO cliques (clique_id, name, owner_id, member_count) VALUES ($1, $2, $3, $4)', [
    cliqueId,
    'Everyone',
    ids[0],
    Math.min(clients, cliqueSize),
  ]);
  await db.query(
    "INSERT INTO clique_members (clique_id, user_id, joined_at) SELECT $1, id, now() - interval '1 hour' FROM unnest($2::uuid[]) AS t(id)",
    [cliqueId, ids.slice(0, cliqueSize)],
  );
  const sign = await idTokenSigner(db, origin);
  await db.end();
  const tokens = await Promise.all(ids.map((userId, i) => sign(userId, `bench_${i + 1}`)));
  return { users: ids.map((userId, i) => ({ userId, token: tokens[i] })), cliqueId };
}

/** One scenario: start the instances, seed, connect everyone, measure, stop. */
/** What one scenario measured. */
interface ScenarioResult {
  label: string;
  instances: number;
  clients: number;
  connectSeconds: number;
  perConnectionKiB: number;
  direct: (Delivery & { rate: number })[];
  broadcast: Delivery & { allDeliveredMedian: number };
}

async function scenario(label: string, instanceCount: number, clients: number): Promise<ScenarioResult> {
  return withTempDatabase('bench_rt', async (databaseUrl) => {
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: instanceCount > 1 ? redisUrl : '' };
    const servers: RunningServer[] = [];
    try {
      // One after the other: the first applies the migrations and makes the signing key.
      for (let i = 0; i < instanceCount; i++)
        servers.push(await startServer({ port: basePort + 10 * i, env, publicOrigin: origin, inspector: true }));
      const { users, cliqueId } = await seed(databaseUrl, clients);
      await sleep(1000);
      const before = await retainedKiB(servers);
      const started = Date.now();
      const sockets = await connectClients(users, (i) => servers[i % servers.length].url, origin);
      const connectSeconds = (Date.now() - started) / 1000;
      await sleep(3000);
      const after = await retainedKiB(servers);
      const perConnectionKiB = (after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)) / users.length;
      const direct: ScenarioResult['direct'] = [];
      for (const rate of rates) direct.push(await measureDirect(sockets, { rate, seconds: 10 }));
      const broadcast = await measureBroadcast(sockets.slice(0, cliqueSize), cliqueId, { repeats: 5 });
      for (const socket of sockets) socket.ws.close(1000);
      return {
        label,
        instances: instanceCount,
        clients: users.length,
        connectSeconds,
        perConnectionKiB,
        direct,
        broadcast,
      };
    } finally {
      for (const server of servers) await server.stop();
    }
  });
}

/** One row of the delivery table (and of BENCH_JSON). */
interface DeliveryRow {
  label: string;
  instances: number;
  clients: number;
  messages: number;
  p50: number;
  p99: number;
  allDelivered?: number;
  lost: number;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  assertBuilt();
  const results = [await scenario('one instance, in-process fan-out', 1, clients)];
  const redisUp = await fetchRedis();
  if (redisUp) results.push(await scenario('two instances, Redis fan-out', 2, clients));
  if (manyClients > 0)
    results.push(await scenario(`one instance, ${manyClients.toLocaleString('en')} sockets`, 1, manyClients));
  const notes = [
    `${clients} clients (then ${manyClients}) in one Node process on this machine (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${os.loadavg()[0].toFixed(1)} at the end), servers on the same machine with PostgreSQL.`,
    `One-to-one: ${Math.floor(clients / 2)} pairs; ${rates.join(' and ')} messages a second in all for 10 s, spread over the pairs; latency is send → the partner receives \`message\` (on two instances every pair spans both). Each message is one INSERT statement (with the thread rows) on PostgreSQL before any frame goes out.`,
    `Broadcast: one member sends to a clique of ${cliqueSize} clients; latency per member from send to receipt; 5 repeats.`,
    'Memory: growth of the servers’ resident memory from before connecting to 3 s after, each read right after a full garbage collection (through the inspector), divided by the clients.',
  ];
  if (!redisUp) notes.push(`Two-instance run skipped: Redis not reachable at ${redisUrl}.`);
  const rows: DeliveryRow[] = results.flatMap((r) => [
    ...r.direct.map((d) => ({
      label: `${r.label}: one-to-one at ${d.rate}/s`,
      instances: r.instances,
      clients: r.clients,
      messages: d.count,
      p50: d.p50,
      p99: d.p99,
      lost: d.lost,
    })),
    {
      label: `${r.label}: clique broadcast`,
      instances: r.instances,
      clients: r.clients,
      messages: r.broadcast.count,
      p50: r.broadcast.p50,
      p99: r.broadcast.p99,
      allDelivered: r.broadcast.allDeliveredMedian,
      lost: r.broadcast.lost,
    },
  ]);
  console.log('\nRealtime benchmark');
  console.log('| run | instances | messages | p50 | p99 | all delivered (median) | lost |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| ${row.label} | ${row.instances} | ${row.messages} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.allDelivered === undefined ? '–' : ms(row.allDelivered)} | ${row.lost} |`,
    );
  console.log('\n| run | clients | connect | server memory per connection |');
  console.log('|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.label} | ${r.clients} | ${r.connectSeconds.toFixed(1)} s | ${r.perConnectionKiB.toFixed(1)} KiB |`,
    );
  for (const note of notes) console.log(`- ${note}`);
  if (process.env.BENCH_JSON) {
    const memory = results.map((r) => ({
      label: `${r.label}: memory per connection`,
      instances: r.instances,
      clients: r.clients,
      kibPerConnection: Number(r.perConnectionKiB.toFixed(1)),
    }));
    writeFileSync(
      process.env.BENCH_JSON,
      JSON.stringify({ title: 'Realtime', rows: [...rows, ...memory], targets: [], notes }, null, 2),
    );
  }
}

async function fetchRedis() {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
