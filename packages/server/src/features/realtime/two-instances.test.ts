import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../platform/config/config';
import type { AppContext } from '../../context';
import { openDatabase, type Database } from '../../platform/database/database';
import { migrate } from '../../platform/database/migrate';
import { issueTokens } from '../identity/tokens';
import type { TestUser } from '../../../test/test-app';
import {
  connect,
  ticketFor,
  wsBase,
  openSocket,
  type SocketTestApp,
  trackSockets,
} from '../../../test/socket-test-client';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = [databaseUrl ? null : 'TEST_DATABASE_URL', redisUrl ? null : 'TEST_REDIS_URL'].filter(Boolean);
if (missing.length > 0)
  console.warn(
    `two-instance realtime tests skipped: set ${missing.join(' and ')} (PostgreSQL and Redis shared by two instances)`,
  );
const describeWithServices = missing.length === 0 ? describe : describe.skip;

interface Instance extends SocketTestApp {
  db: Database;
  context: AppContext;
}

/** One server instance: its own connection pool and Redis connections, the shared schema. */
async function startInstance(config: Config, schema: string): Promise<Instance> {
  const db = await openDatabase({ url: databaseUrl, schema, poolSize: 3 });
  await migrate(db);
  const { app, context } = await buildApp({ config, db, serveApps: false });
  await app.ready();
  const request = async (options: InjectOptions) => {
    const response = await app.inject(options);
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  return { app: app as FastifyInstance, db, context, config, request };
}

describeWithServices('two server instances sharing PostgreSQL and Redis', () => {
  const schema = `t_${randomUUID().replace(/-/g, '')}`;
  let one: Instance;
  let two: Instance;
  let alice: TestUser;
  let bob: TestUser;
  const track = trackSockets();
  const open = async (instance: Instance, user: TestUser) => {
    const socket = await connect(instance, user);
    track(socket);
    return socket;
  };

  async function createUser(username: string): Promise<TestUser> {
    const userId = randomUUID();
    const email = `${username}@example.com`;
    await one.db.query('INSERT INTO users (user_id, username, email, display_name) VALUES ($1, $2, $3, $2)', [
      userId,
      username,
      email,
    ]);
    const { idToken } = await issueTokens(
      { sub: userId, username, email, emailVerified: true },
      {
        key: one.context.signingKey,
        issuer: one.context.identityIssuer,
        clientId: one.config.identityClientId,
        originJti: randomUUID(),
        authTime: Math.floor(Date.now() / 1000),
      },
    );
    return { userId, username, email, idToken, auth: { authorization: `Bearer ${idToken}` } };
  }

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '8080', DATA_DIR: '/tmp/cliques-test', REDIS_URL: redisUrl });
    one = await startInstance(config, schema);
    two = await startInstance(config, schema);
    expect(one.app.realtime).not.toBe(two.app.realtime);
    alice = await createUser('alice');
    bob = await createUser('bob');
  }, 120_000);
  afterAll(async () => {
    for (const instance of [one, two]) await instance?.app.close();
    await one?.db.query(`DROP SCHEMA ${schema} CASCADE`);
    for (const instance of [one, two]) await instance?.db.close();
  });

  it('delivers messages both ways between clients on different instances', async () => {
    const [a, b] = [await open(one, alice), await open(two, bob)];
    a.send({ action: 'sendMessage', recipientId: bob.userId, content: 'from instance one', clientMessageId: 'x1' });
    expect((await b.next('message')).message).toMatchObject({ senderId: alice.userId, content: 'from instance one' });
    expect((await a.next('message_sent')).clientMessageId).toBe('x1');
    b.send({ action: 'sendMessage', recipientId: alice.userId, content: 'and back from two' });
    expect((await a.next('message')).message).toMatchObject({ senderId: bob.userId, content: 'and back from two' });
  });

  it("reaches the sender's own other connection on the other instance, once", async () => {
    const [a1, a2, b] = [await open(one, alice), await open(two, alice), await open(two, bob)];
    a1.send({ action: 'sendMessage', recipientId: bob.userId, content: 'two tabs' });
    expect((await a2.next('message')).message.content).toBe('two tabs');
    expect((await b.next('message')).message.content).toBe('two tabs');
    expect(await a1.collect('message', 300)).toEqual([]);
    expect(await b.collect('message', 0)).toEqual([]);
  });

  it('carries read events across instances', async () => {
    // A pair with no earlier messages, so exactly the one sent here is marked read.
    const [dave, erin] = [await createUser('dave'), await createUser('erin')];
    const [d, e] = [await open(one, dave), await open(two, erin)];
    d.send({ action: 'sendMessage', recipientId: erin.userId, content: 'read me' });
    await e.next('message');
    const res = await two.request({
      method: 'POST',
      url: '/api/messages/mark-read',
      headers: erin.auth,
      payload: { otherUserId: dave.userId },
    });
    expect(res.body.marked).toBe(1);
    expect(await d.next('messages_read')).toMatchObject({ byUserId: erin.userId, withUserId: dave.userId });
  });

  it('broadcasts a clique message to members on both instances', async () => {
    const carol = await createUser('carol');
    const cliqueId = randomUUID();
    await one.db.query('INSERT INTO cliques (clique_id, name, owner_id) VALUES ($1, $2, $3)', [
      cliqueId,
      'Both',
      alice.userId,
    ]);
    for (const user of [alice, bob, carol]) {
      await one.db.query(
        "INSERT INTO clique_members (clique_id, user_id, joined_at) VALUES ($1, $2, now() - interval '1 hour')",
        [cliqueId, user.userId],
      );
    }
    const [a, b, c] = [await open(one, alice), await open(two, bob), await open(one, carol)];
    b.send({ action: 'sendMessage', cliqueId, content: 'everyone' });
    expect((await a.next('message')).message.cliqueId).toBe(cliqueId);
    expect((await c.next('message')).message.content).toBe('everyone');
    await b.next('message_sent');
  });

  it('redeems on one instance a ticket issued by the other, once', async () => {
    const ticket = await ticketFor(one, alice);
    const url = `${await wsBase(two)}/ws?userId=${alice.userId}&ticket=${ticket}`;
    const socket = await openSocket(url, two.config.publicOrigin);
    track(socket);
    await expect(
      openSocket(`${await wsBase(one)}/ws?userId=${alice.userId}&ticket=${ticket}`, one.config.publicOrigin),
    ).rejects.toMatchObject({ status: 401 });
  });
});
