// Federation benchmark (issue 37), against the built server (dist/main.js) with FEDERATION=on on
// PostgreSQL, and 100 small ActivityPub servers in this process (federation-receivers.ts):
// - a public post delivered to 10,000 remote followers on 100 servers: from the post's creation to
//   the last server's delivery (each delivery's HTTP signature verified by the receiving server);
// - the shared inbox taking signed Likes from remote actors at a steady rate: accepted a second,
//   p99, and how fast they are stored;
// - the local feed's page 1 p99, quiet and while deliveries run (the herald posts every second).
//
//   npm run bench -w @cliques/server -- federation   (builds the server and this script, then runs it)
// Settings: BENCH_DATABASE_URL or TEST_DATABASE_URL (a fresh database is made and dropped),
// BENCH_PORT (the server's, default 8186; the receiving servers listen on BENCH_PORT + 2 of
// 127.0.0.2 …), BENCH_FOLLOWERS (10000), BENCH_SERVERS (100), BENCH_INBOX_RATE (activities a
// second, 250: above the target, so the figure shows what is left), BENCH_SECONDS (each timed run, 20), BENCH_FEED_RATE (feed pages a second, 50),
// BENCH_USERS and BENCH_POSTS (the local feed's seed, 2000 and 100000), BENCH_BURST_EVERY_MS (the
// herald's posts while the feed is read, 1000), BENCH_JSON (also write the figures there, see bench/README.md).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { postAtRate, signLikes } from './federation-inbox';
import { Receivers, type Delivery } from './federation-receivers';
import { seedHeraldAndFollowers, seedLocalFeed, seedSentPosts, withoutDeliveries } from './federation-seed';
import { user } from './feed-seed';
import { measureOpenLoop } from './open-loop';
import { percentile } from './realtime-clients';
import {
  assertBuilt,
  idTokenSigner,
  sleep,
  startServer,
  withTempDatabase,
  type BenchUser,
  type LoadRow,
} from './server-kit';

const port = Number(process.env.BENCH_PORT ?? 8186);
const followers = Number(process.env.BENCH_FOLLOWERS ?? 10_000);
const serverCount = Number(process.env.BENCH_SERVERS ?? 100);
const inboxRate = Number(process.env.BENCH_INBOX_RATE ?? 250);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const feedRate = Number(process.env.BENCH_FEED_RATE ?? 50);
const feedUsers = Number(process.env.BENCH_USERS ?? 2000);
const feedPosts = Number(process.env.BENCH_POSTS ?? 100_000);
const burstEveryMs = Number(process.env.BENCH_BURST_EVERY_MS ?? 1000);
/** The server's own origin: PUBLIC_ORIGIN, its actors' and notes' ids. */
const origin = `http://127.0.0.1:${port}`;
/**
 * Remote actors that send the inbox row's Likes: one on every receiving server, so each server
 * sends its share (250 a second from 100 servers: 2.5 a second each), well under the inbox's limit
 * per sending server (300 a minute), as many servers delivering at once do.
 */
const senderCount = serverCount;
/** The longest a delivery may take before the run gives up on it. */
const deliveryTimeoutMs = 180_000;
const say = (text: string) => console.error(text);

async function api<T>(person: BenchUser, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${person.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Posts as the herald (a public post: it goes to every remote follower); its id and when it was sent. */
async function heraldPosts(herald: BenchUser, content: string): Promise<{ postId: string; sentAt: number }> {
  const sentAt = performance.now();
  const { post } = await api<{ post: { postId: string } }>(herald, 'POST', '/posts', { content });
  return { postId: post.postId, sentAt };
}

/** The Create deliveries of a post, waiting until every server has one (or the time is up). */
async function awaitDeliveries(receivers: Receivers, postId: string): Promise<Delivery[]> {
  const deadline = performance.now() + deliveryTimeoutMs;
  const creates = () => receivers.deliveriesNaming(postId).filter((delivery) => delivery.type === 'Create');
  while (new Set(creates().map((delivery) => delivery.host)).size < serverCount && performance.now() < deadline)
    await sleep(20);
  return creates();
}

/** One post to every follower: the time to the last server, and each server's delivery time. */
async function fanOutRun(receivers: Receivers, herald: BenchUser) {
  const { postId, sentAt } = await heraldPosts(herald, 'Hello, fediverse: one post to ten thousand people');
  const deliveries = await awaitDeliveries(receivers, postId);
  const times = deliveries.map((delivery) => delivery.at - sentAt);
  const servers = new Set(deliveries.map((delivery) => delivery.host)).size;
  return {
    row: {
      label: `public post to ${followers.toLocaleString('en')} remote followers on ${serverCount} servers`,
      servers,
      deliveries: deliveries.length,
      p50: Math.round(percentile(times, 50)),
      p99: Math.round(percentile(times, 99)),
      allDelivered: Math.round(Math.max(...times)),
    },
    complete: servers === serverCount,
  };
}

/** The feed page 1 of sample readers at a steady rate (an open loop). */
function feedRun(readers: BenchUser[], label: string): Promise<LoadRow> {
  return measureOpenLoop(
    origin,
    label,
    readers,
    { pathOf: (reader) => `/api/users/${reader.userId}/feed?limit=20` },
    { rate: feedRate, duration: seconds },
  );
}

/** The feed read while the herald posts every `burstEveryMs`, each post going to every server; then its deliveries drained. */
async function feedWhileDelivering(receivers: Receivers, readers: BenchUser[], herald: BenchUser) {
  const before = receivers.deliveries.length;
  const posts: string[] = [];
  let reading = true;
  const bursts = (async () => {
    for (let n = 1; reading; n += 1) {
      const started = performance.now();
      posts.push((await heraldPosts(herald, `Burst post ${n}`)).postId);
      await sleep(Math.max(0, burstEveryMs - (performance.now() - started)));
    }
  })();
  const row = await feedRun(readers, 'local feed page 1 while deliveries run');
  const during = receivers.deliveries.length - before;
  reading = false;
  await bursts;
  for (const postId of posts) await awaitDeliveries(receivers, postId);
  return { row: { ...row, deliveriesDuring: during, postsDuring: posts.length }, during };
}

/** Signed Likes from remote actors at `inboxRate` a second, then until all are stored. */
async function inboxRun(db: pg.Client, receivers: Receivers, noteIds: string[]) {
  const actors = await Promise.all(Array.from({ length: senderCount }, (_, n) => receivers.addActor(n, `sender${n}`)));
  const inbox = new URL('/ap/inbox', origin);
  const noteUris = noteIds.map((id) => new URL(`/ap/posts/${id}`, origin));
  const stored = async () =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM post_likes l JOIN remote_actors ra ON ra.user_id = l.user_id
         WHERE ra.actor_uri = ANY($1::text[])`,
        [actors.map((actor) => actor.uri.href)],
      )
    ).rows[0]?.n ?? 0;
  // Warm-up: each actor's first Like, so the server has fetched and stored every actor and key (as
  // it has for any server it hears from often); the post they like is not one of the timed ones.
  const [warmNote, ...timedNotes] = noteUris;
  const warm = await signLikes(actors, [warmNote], inbox, actors.length, 'warm');
  const warmRow = await postAtRate(inbox, 'warm-up', warm, 50);
  if (warmRow.errors > 0) throw new Error(`the inbox refused the warm-up: ${warmRow.firstFailure}`);
  const warmDeadline = performance.now() + 60_000;
  while ((await stored()) < actors.length && performance.now() < warmDeadline) await sleep(100);
  const total = Math.round(inboxRate * seconds);
  const activities = await signLikes(actors, timedNotes, inbox, total, 'timed');
  const startedAt = performance.now();
  const row = await postAtRate(inbox, 'inbox: signed Likes to the shared inbox', activities, inboxRate);
  let storedNow = (await stored()) - actors.length;
  const deadline = performance.now() + 120_000;
  while (storedNow < row.accepted && performance.now() < deadline) {
    await sleep(100);
    storedNow = (await stored()) - actors.length;
  }
  const storedSeconds = (performance.now() - startedAt) / 1000;
  if (row.firstFailure) say(`  inbox: ${row.firstFailure}`);
  return {
    row: {
      label: row.label,
      connections: row.connections,
      offered: inboxRate,
      requests: row.requests,
      rps: row.rps,
      p50: row.p50,
      p99: row.p99,
      errors: row.errors,
      stored: storedNow,
      storedPerSecond: Math.round(storedNow / storedSeconds),
    },
    accepted: row.accepted,
  };
}

/** People, remote followers and history, with deliveries off; readers and the herald with tokens. */
async function seed(databaseUrl: string, receivers: Receivers) {
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => undefined);
  await db.connect();
  const hosts = Array.from({ length: serverCount }, (_, n) => receivers.host(n));
  let herald: { userId: string; username: string } | undefined;
  let noteIds: string[] = [];
  await withoutDeliveries(db, async () => {
    const started = Date.now();
    await seedLocalFeed(db, feedUsers, feedPosts);
    herald = await seedHeraldAndFollowers(db, followers, hosts);
    noteIds = await seedSentPosts(db, herald, 1 + Math.ceil((inboxRate * seconds) / senderCount));
    await db.query('ANALYZE');
    say(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
  if (!herald) throw new Error('no herald');
  const sign = await idTokenSigner(db, origin, 7200);
  const sample = Array.from({ length: 40 }, (_, i) => 1 + ((i * 977 + 13) % feedUsers));
  const readers: BenchUser[] = [];
  for (const n of sample) {
    const { rows } = await db.query<{ id: string }>(`SELECT ${user('$1::int')}::text AS id`, [n]);
    readers.push({ userId: rows[0].id, token: await sign(rows[0].id, `feed_${n}`) });
  }
  const heraldUser = { userId: herald.userId, token: await sign(herald.userId, herald.username) };
  return { db, readers, herald: heraldUser, noteIds };
}

async function main() {
  assertBuilt();
  const receivers = new Receivers(serverCount, port + 2);
  await receivers.start();
  try {
    const result = await withTempDatabase('bench_federation', async (databaseUrl) => {
      const server = await startServer({
        port,
        publicOrigin: origin,
        env: { DATABASE_URL: databaseUrl, REDIS_URL: '', WRITE_LIMITS: 'off', FEDERATION: 'on' },
      });
      try {
        say(`federation bench: seeding ${feedPosts} posts and ${followers} remote followers…`);
        const { db, readers, herald, noteIds } = await seed(databaseUrl, receivers);
        try {
          say('  warming the feed and the herald’s first delivery…');
          await feedRun(readers.slice(0, 5), 'warm-up');
          await awaitDeliveries(receivers, (await heraldPosts(herald, 'First post')).postId);
          say('  local feed, quiet…');
          const health = await measureOpenLoop(
            origin,
            'health',
            [{ token: null }],
            { pathOf: () => '/api/health' },
            { rate: feedRate, duration: seconds },
          );
          const quiet = await feedRun(readers, 'local feed page 1, quiet');
          say('  one post to every follower…');
          const fanOut = await fanOutRun(receivers, herald);
          say('  local feed while deliveries run…');
          const busy = await feedWhileDelivering(receivers, readers, herald);
          say('  inbox…');
          const inbox = await inboxRun(db, receivers, noteIds);
          return { health, quiet, fanOut, busy, inbox };
        } finally {
          await db.end();
        }
      } finally {
        await server.stop();
      }
    });
    report(result, receivers);
  } finally {
    await receivers.stop();
  }
}

function report(
  result: {
    health: LoadRow;
    quiet: LoadRow;
    fanOut: Awaited<ReturnType<typeof fanOutRun>>;
    busy: Awaited<ReturnType<typeof feedWhileDelivering>>;
    inbox: Awaited<ReturnType<typeof inboxRun>>;
  },
  receivers: Receivers,
) {
  const { health, quiet, fanOut, busy, inbox } = result;
  const rows = [fanOut.row, inbox.row, health, quiet, busy.row];
  const ratio = busy.row.p99 / quiet.p99;
  const notes = [
    `PostgreSQL on this machine (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${os.loadavg()[0].toFixed(1)} at the end), one server instance (FEDERATION=on, WRITE_LIMITS=off; its federation jobs in its delivery thread); the ${serverCount} receiving servers, the readers and the inbox's senders in this process on the same machine.`,
    `Delivery: ${followers.toLocaleString('en')} remote followers seeded as the server stores them (a users row and a remote_actors row each), ${followers / serverCount} on each of ${serverCount} servers (127.0.0.2 … on one port, each a host of its own), each server with a shared inbox; timed from the POST /api/posts request to the moment each server had verified the signature of its Create, after a first post that every server took (each fetched the herald's key then, once, as a server that follows someone has); a post goes once to each shared inbox, so ${serverCount} deliveries carry it to every follower.`,
    `Inbox: ${senderCount} remote actors, one on each receiving server (the inbox takes at most 300 activities a minute from one server), each request sent from its server's address, Likes of the herald's earlier public posts (each actor likes each post once) signed ahead with draft-cavage HTTP signatures, posted to /ap/inbox at ${inboxRate} a second for ${seconds} s (an open loop, each timed from when it was due); the actors and keys were known from a warm-up Like each. Stored: the Likes in post_likes, counted until all accepted ones were there.`,
    `Local feed: the feed benchmark's seed at ${feedUsers.toLocaleString('en')} people and ${feedPosts.toLocaleString('en')} posts; page 1 of 40 sample readers at ${feedRate} a second for ${seconds} s (an open loop), quiet, then while the herald posted every ${burstEveryMs} ms (${busy.row.postsDuring} posts, ${busy.during} deliveries during the window); p99 ${ratio.toFixed(2)}× the quiet one.`,
    `Receiving servers refused ${receivers.unsigned} deliveries whose signature did not verify.`,
  ];
  const targets = [
    {
      name: `public post to ${followers.toLocaleString('en')} followers on ${serverCount} servers, every delivery done`,
      target: '<= 60 s',
      value: `${(fanOut.row.allDelivered / 1000).toFixed(1)} s (${fanOut.row.servers} of ${serverCount} servers)`,
      met: fanOut.complete && fanOut.row.allDelivered <= 60_000 && receivers.unsigned === 0,
    },
    {
      name: 'inbox: signed activities accepted a second',
      target: '>= 200/s',
      value: `${inbox.row.rps}/s (p99 ${inbox.row.p99} ms, ${inbox.row.errors} refused)`,
      met: inbox.row.rps >= 200 && inbox.row.errors === 0,
    },
    {
      name: 'inbox: signed activities stored a second',
      target: '>= 200/s',
      value: `${inbox.row.storedPerSecond}/s (${inbox.row.stored} of ${inbox.accepted})`,
      met: inbox.row.storedPerSecond >= 200 && inbox.row.stored === inbox.accepted,
    },
    {
      name: 'local feed page 1 p99 while deliveries run vs quiet',
      target: '<= 1.10×',
      value: `${busy.row.p99} vs ${quiet.p99} ms (${ratio.toFixed(2)}×)`,
      met: ratio <= 1.1 && busy.row.errors === 0,
    },
  ];
  console.log('\nFederation benchmark');
  console.log('| row | figures |');
  console.log('|---|---|');
  for (const row of rows)
    console.log(
      `| ${row.label} | ${Object.entries(row)
        .filter(([key]) => key !== 'label')
        .map(([key, value]) => `${key} ${value}`)
        .join(', ')} |`,
    );
  for (const note of notes) console.log(`- ${note}`);
  for (const t of targets) console.log(`- target ${t.name} ${t.target}: ${t.value} ${t.met ? 'met' : 'MISSED'}`);
  if (process.env.BENCH_JSON)
    writeFileSync(process.env.BENCH_JSON, JSON.stringify({ title: 'Federation', rows, targets, notes }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
