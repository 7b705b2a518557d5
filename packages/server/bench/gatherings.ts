// Gatherings benchmark (issue 36): a poll with 10,000 voters voting at 500 a second, its live counts
// reaching the pages watching it, and the reminders of an event 10,000 people are going to, against
// the built server (dist/main.js) on PostgreSQL.
//
//   npm run bench -w @cliques/server -- gatherings  (builds the server and this script, then runs it)
// Settings: BENCH_DATABASE_URL or TEST_DATABASE_URL (a fresh database is made and dropped),
// BENCH_PORT (default 8185), BENCH_VOTERS (default 10000), BENCH_VOTE_RATE (votes a second, default
// 500), BENCH_SECONDS (default 20), BENCH_JSON (also write the figures there, see bench/README.md).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { measureOpenLoop } from './open-loop';
import { connectClients, percentile, type ClientSocket } from './realtime-clients';
import {
  assertBuilt,
  idTokenSigner,
  sleep,
  startServer,
  withTempDatabase,
  type BenchUser,
  type LoadRow,
} from './server-kit';

const port = Number(process.env.BENCH_PORT ?? 8185);
const voters = Number(process.env.BENCH_VOTERS ?? 10_000);
const voteRate = Number(process.env.BENCH_VOTE_RATE ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
/** Pages watching the poll (each a socket of its own person). */
const watchers = 20;
const origin = `http://localhost:${port}`;

type PollFrame = { type: string; pollId?: string; options?: { optionId: string; votes: number | null }[] };

/** People in bulk SQL, and an ID token for each. */
async function seedPeople(databaseUrl: string): Promise<BenchUser[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => undefined);
  await db.connect();
  const ids = Array.from({ length: voters + 1 }, () => randomUUID());
  await db.query(
    `INSERT INTO users (user_id, username, email, display_name)
     SELECT id, 'gather_' || n, 'gather_' || n || '@example.test', 'Gather ' || n FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n)`,
    [ids],
  );
  await db.query('ANALYZE');
  const sign = await idTokenSigner(db, origin);
  await db.end();
  return Promise.all(ids.map(async (userId, i) => ({ userId, token: await sign(userId, `gather_${i + 1}`) })));
}

async function api<T>(user: BenchUser, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${user.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Votes at `voteRate` a second from every voter in turn (options A–C), while one prober takes turns
 * voting for D, the option nobody else picks, and taking it back: a frame is the prober's when D's
 * count shows its new state, so its delay from the prober's request to each watching page is exact.
 */
async function pollRun(people: BenchUser[]) {
  const [author, prober, ...crowd] = people;
  type Created = { post: { postId: string; poll: { pollId: string; options: { optionId: string }[] } } };
  const { post } = await api<Created>(author, 'POST', '/posts', {
    content: 'Which day suits you?',
    poll: { options: ['A', 'B', 'C', 'D'], multiple: false, closesInMinutes: 60, hideResultsUntilClosed: false },
  });
  const { pollId, options } = post.poll;
  const probeOption = options[3].optionId;
  // Each voter has seen the poll before voting: their post read once (their client's token known).
  await measureOpenLoop(
    origin,
    'warm-up',
    crowd,
    { pathOf: () => `/api/posts/${post.postId}` },
    {
      rate: 1000,
      duration: crowd.length / 1000,
    },
  );
  const sockets: ClientSocket[] = await connectClients(crowd.slice(0, watchers), () => origin, origin);
  for (const socket of sockets) socket.ws.send(JSON.stringify({ action: 'watchPolls', pollIds: [pollId] }));
  await sleep(500);

  const delays: number[] = [];
  let expected = -1;
  let sentAt = 0;
  const seen = new Set<ClientSocket>();
  for (const socket of sockets)
    socket.onFrame = (frame) => {
      const poll = frame as PollFrame;
      if (poll.type !== 'poll' || poll.pollId !== pollId || seen.has(socket)) return;
      if (poll.options?.find((o) => o.optionId === probeOption)?.votes !== expected) return;
      seen.add(socket);
      delays.push(performance.now() - sentAt);
    };
  let probing = true;
  let probes = 0;
  const probe = (async () => {
    while (probing) {
      expected = expected === 1 ? 0 : 1;
      seen.clear();
      sentAt = performance.now();
      await api(
        prober,
        expected === 1 ? 'POST' : 'DELETE',
        `/polls/${pollId}/votes`,
        expected === 1 ? { optionIds: [probeOption] } : undefined,
      );
      probes += 1;
      const deadline = Date.now() + 2000;
      while (seen.size < sockets.length && Date.now() < deadline) await sleep(5);
      await sleep(200);
    }
  })();
  // The floor: the same arrivals on the cheapest call, on the same server and machine, just before.
  const health = await measureOpenLoop(
    origin,
    `health (${voteRate} requests/s)`,
    [{}],
    { pathOf: () => '/api/health' },
    { rate: voteRate, duration: 5 },
  );
  const votes = await measureOpenLoop(
    origin,
    `vote in a poll (${voters.toLocaleString('en')} voters, ${voteRate} votes/s)`,
    crowd,
    {
      method: 'POST',
      pathOf: () => `/api/polls/${pollId}/votes`,
      bodyOf: (_user, i) => ({ optionIds: [options[i % 3].optionId] }),
    },
    { rate: voteRate, duration: seconds },
  );
  probing = false;
  await probe;
  for (const socket of sockets) socket.ws.close();
  const expectedDeliveries = probes * sockets.length;
  return {
    health,
    votes,
    live: {
      count: delays.length,
      p50: percentile(delays, 50),
      p99: percentile(delays, 99),
      lost: expectedDeliveries - delays.length,
    },
  };
}

/**
 * An event 10,000 people are going to, starting a little over 24 hours from now: the reminders job
 * (every minute) sends the day-before reminder; timed from the start of the job's transaction to
 * the moment every reminder is there.
 */
async function remindersRun(databaseUrl: string, people: BenchUser[]) {
  const [author, ...crowd] = people;
  const startsAt = new Date(Date.now() + 24 * 3_600_000 + 5_000);
  type Created = { post: { event: { eventId: string } } };
  const { post } = await api<Created>(author, 'POST', '/posts', {
    content: 'Picnic in the park',
    event: {
      title: 'Picnic',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
      timeZone: 'Europe/Madrid',
    },
  });
  const { eventId } = post.event;
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => undefined);
  await db.connect();
  try {
    await db.query(
      `INSERT INTO event_rsvps (event_id, user_id, status) SELECT $1, id, 'going' FROM unnest($2::uuid[]) AS t(id)`,
      [eventId, crowd.map((person) => person.userId)],
    );
    await db.query(`UPDATE events SET going_count = $2 WHERE event_id = $1`, [eventId, crowd.length]);
    const reminded = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM notifications
           WHERE type = 'event_reminder_day' AND post_id = (SELECT post_id FROM events WHERE event_id = $1)`,
          [eventId],
        )
      ).rows[0]?.n ?? 0;
    // The reminders of an event are written in one transaction (so each goes once): they all appear
    // at its commit. Its start is read from pg_stat_activity while it runs, sampled every 50 ms.
    const running = async () =>
      (
        await db.query<{ started: Date | null }>(
          `SELECT min(xact_start) AS started FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL
             AND (query ILIKE '%event_rsvps%' OR query ILIKE '%notification%' OR query ILIKE '%event_reminders%')`,
        )
      ).rows[0]?.started ?? null;
    // The job runs every minute: wait for it to start, then for its commit.
    const deadline = Date.now() + 5 * 60_000;
    let started: Date | null = null;
    let count = 0;
    while (count < crowd.length && Date.now() < deadline) {
      await sleep(50);
      started ??= await running();
      count = await reminded();
    }
    const fanOut = started ? (Date.now() - started.getTime()) / 1000 : NaN;
    return { reminded: count, going: crowd.length, fanOutSeconds: fanOut };
  } finally {
    await db.end();
  }
}

async function main() {
  assertBuilt();
  const result = await withTempDatabase('bench_gatherings', async (databaseUrl) => {
    const { stop } = await startServer({
      port,
      env: { DATABASE_URL: databaseUrl, REDIS_URL: '', WRITE_LIMITS: 'off' },
    });
    try {
      const people = await seedPeople(databaseUrl);
      const poll = await pollRun(people);
      const reminders = await remindersRun(databaseUrl, people);
      return { poll, reminders };
    } finally {
      await stop();
    }
  });
  const rows: LoadRow[] = [result.poll.health, result.poll.votes];
  const { live } = result.poll;
  const { reminders } = result;
  const notes = [
    `PostgreSQL on this machine (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${os.loadavg()[0].toFixed(1)} at the end), one server instance (WRITE_LIMITS=off), autocannon and the sockets on the same machine.`,
    `Votes: ${voters.toLocaleString('en')} voters in turn at ${voteRate} a second for ${seconds} s, each vote sent when due and timed from then (an open loop, bench/open-loop.ts: autocannon's paced connections fire together, which gives even GET /api/health a 70 ms p99 at 100 a second over 20 connections); the connections column is the most votes under way at once; a voter voting again changes their vote; ${watchers} pages watch the poll.`,
    `Live counts: a prober votes for the one option nobody else picks and takes it back, every 200 ms after the last page saw the change; the delay is from its request to each page's frame showing it (${live.count} deliveries, ${live.lost} not seen within 2 s).`,
    `Reminders: ${reminders.going.toLocaleString('en')} people going; ${reminders.reminded.toLocaleString('en')} day-before reminders written, ${reminders.fanOutSeconds.toFixed(1)} s from the start of the job's transaction (seen in pg_stat_activity, sampled every 50 ms) to the moment all were there.`,
  ];
  const targets = [
    {
      name: 'vote p99',
      target: '<= 20 ms',
      value: `${result.poll.votes.p99} ms`,
      met: result.poll.votes.p99 <= 20 && result.poll.votes.errors === 0,
    },
    {
      name: 'live poll counts delivered p99',
      target: '<= 250 ms',
      value: `${live.p99.toFixed(0)} ms`,
      met: live.p99 <= 250 && live.lost === 0,
    },
    {
      name: `reminder fan-out to ${reminders.going.toLocaleString('en')} going`,
      target: '<= 60 s',
      value: `${reminders.fanOutSeconds.toFixed(1)} s`,
      met: reminders.reminded === reminders.going && reminders.fanOutSeconds <= 60,
    },
  ];
  console.log('\nGatherings benchmark');
  console.log('| call | connections | requests | req/s | p50 | p99 | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.connections} | ${r.requests} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`,
    );
  console.log(
    `| live poll counts to ${watchers} pages | – | ${live.count} | – | ${live.p50.toFixed(0)} ms | ${live.p99.toFixed(0)} ms | ${live.lost} |`,
  );
  for (const note of notes) console.log(`- ${note}`);
  for (const t of targets) console.log(`- target ${t.name} ${t.target}: ${t.value} ${t.met ? 'met' : 'MISSED'}`);
  if (process.env.BENCH_JSON)
    writeFileSync(process.env.BENCH_JSON, JSON.stringify({ title: 'Gatherings', rows, targets, notes }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
