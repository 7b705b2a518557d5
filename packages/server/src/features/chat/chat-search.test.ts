import { randomUUID } from 'node:crypto';
import { insertMessage } from './chat.repository';
import { createClique } from '../../../test/post-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

describe('GET /api/messages/search', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let cliqueId: string;

  const store = (from: TestUser, to: { recipientId?: string; cliqueId?: string }, content: string) =>
    insertMessage(t.db, {
      messageId: randomUUID(),
      senderId: from.userId,
      recipientId: to.recipientId ?? null,
      cliqueId: to.cliqueId ?? null,
      content,
      clientMessageId: null,
    });
  const search = (user: TestUser | null, query: string) =>
    t.request({ method: 'GET', url: `/api/messages/search?${query}`, headers: user?.auth ?? {} });

  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob, carol] = await Promise.all(['alice', 'bob', 'carol'].map((n) => t.createUser(n)));
    cliqueId = await createClique(t, [alice, bob]);
    for (const word of ['Climbing on Sunday', 'no match here', 'climbing gear?', '100% climbing', 'ski trip'])
      await store(alice, { recipientId: bob.userId }, word);
    await store(carol, { recipientId: bob.userId }, 'climbing with carol');
    await store(bob, { cliqueId }, 'clique climbing night');
  }, 120_000);
  afterAll(() => t.close());

  it('finds a conversation’s messages containing the words, newest first, paged by before', async () => {
    const first = await search(bob, `withUserId=${alice.userId}&q=CLIMBING&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.messages.map((m: { content: string }) => m.content)).toEqual(['100% climbing', 'climbing gear?']);
    expect(first.body.hasMore).toBe(true);
    const before = first.body.messages[1].messageId;
    const next = await search(bob, `withUserId=${alice.userId}&q=climbing&limit=2&before=${before}`);
    expect(next.body).toMatchObject({ messages: [{ content: 'Climbing on Sunday' }], hasMore: false });
    const clique = await search(alice, `cliqueId=${cliqueId}&q=climbing`);
    expect(clique.body.messages.map((m: { content: string }) => m.content)).toEqual(['clique climbing night']);
  });

  it('takes % and _ as themselves, and leaves deleted messages out', async () => {
    const percent = await search(bob, `withUserId=${alice.userId}&q=${encodeURIComponent('0%')}`);
    expect(percent.body.messages.map((m: { content: string }) => m.content)).toEqual(['100% climbing']);
    const trip = await search(alice, `withUserId=${bob.userId}&q=trip`);
    await t.db.query("UPDATE messages SET deleted_at = now(), content = '' WHERE message_id = $1", [
      trip.body.messages[0].messageId,
    ]);
    expect((await search(alice, `withUserId=${bob.userId}&q=trip`)).body.messages).toEqual([]);
  });

  it('refuses bad input (400), no token (401), others’ conversations (404) and blocked people (403)', async () => {
    expect((await search(bob, `withUserId=${alice.userId}&q=c`)).body.error.code).toBe('validation_failed');
    expect((await search(bob, `q=climbing`)).status).toBe(400);
    expect((await search(bob, `withUserId=${alice.userId}&cliqueId=${cliqueId}&q=climbing`)).status).toBe(400);
    expect((await search(bob, `withUserId=${alice.userId}&q=climbing&limit=51`)).status).toBe(400);
    expect((await search(null, `withUserId=${alice.userId}&q=climbing`)).status).toBe(401);
    expect((await search(carol, `cliqueId=${cliqueId}&q=climbing`)).status).toBe(404);
    const foreign = await search(bob, `withUserId=${carol.userId}&q=carol`);
    const carolsId = foreign.body.messages[0].messageId;
    expect((await search(alice, `withUserId=${bob.userId}&q=climbing&before=${carolsId}`)).status).toBe(404);
    await t.db.query('INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [alice.userId, bob.userId]);
    expect((await search(bob, `withUserId=${alice.userId}&q=climbing`)).body.error.code).toBe('blocked');
  });
});
