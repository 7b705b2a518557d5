import { Like } from '@fedify/fedify/vocab';
import {
  makeReachable,
  recordDeliveries,
  settle,
  startFederatingServer,
  type FederatingServer,
  type SentActivity,
} from '../../../test/federation-servers';
import type { TestUser } from '../../../test/test-app';
import { eraseAccount } from '../account';
import { inboxActivitiesPerMinute } from './inbox-limit';
import { jobContext } from './post-delivery.job';
import { recipientOf } from './recipients';
import { findRemoteActorById } from './remote-actors.repository';

/**
 * Two real servers in this process, each on its own port, talking over HTTP with real signatures.
 * WebFinger is https only: the handle test lets the fetch of this process reach the servers'
 * https origins on their http ports, as a TLS terminator in front of them would (the journeys run
 * real TLS); everything else goes as it is.
 */
describe('reaching people on another server', () => {
  let a: FederatingServer;
  let b: FederatingServer;
  let ana: TestUser; // on A, reachable
  let amy: TestUser; // on A, not reachable
  let ben: TestUser; // on B, reachable
  let bea: TestUser; // on B, reachable
  let boss: TestUser; // B's admin
  let benOnA: string;
  let record: ReturnType<typeof recordDeliveries>;

  beforeAll(async () => {
    a = await startFederatingServer({ ADMIN_USERS: 'boss' });
    b = await startFederatingServer({ ADMIN_USERS: 'boss' });
    ana = await a.createUser('ana');
    amy = await a.createUser('amy');
    ben = await b.createUser('ben');
    bea = await b.createUser('bea');
    boss = await b.createUser('boss');
    await a.createUser('boss');
    for (const [t, user] of [
      [a, ana],
      [b, ben],
      [b, bea],
    ] as const)
      await makeReachable(t, user);
    record = recordDeliveries();
  }, 60_000);

  afterAll(async () => {
    record?.stop();
    await a?.close();
    await b?.close();
  });

  const search = (t: FederatingServer, user: TestUser, query: string) =>
    t.request({ method: 'GET', url: `/api/users/search?query=${encodeURIComponent(query)}`, headers: user.auth });
  /** The activities sent since `from` (an index into the record). */
  const sentSince = (from: number): SentActivity[] => record.sent.slice(from);
  const followerRows = async (t: FederatingServer, followedId: string) =>
    (
      await t.db.query<{ actor_uri: string }>(
        `SELECT ra.actor_uri FROM follows f JOIN remote_actors ra ON ra.user_id = f.follower_id WHERE f.followed_id = $1`,
        [followedId],
      )
    ).rows.map((row) => row.actor_uri);
  const anaUri = () => `${a.origin}/ap/actors/${ana.userId}`;
  const benUri = () => `${b.origin}/ap/actors/${ben.userId}`;

  it('stores and answers what the settings say about reachability (a boolean, off until turned on)', async () => {
    const bad = await a.request({
      method: 'PUT',
      url: `/api/users/${amy.userId}/settings`,
      headers: amy.auth,
      payload: { settings: { federation: { discoverable: 'yes' } } },
    });
    expect(bad.status).toBe(400);
    const unknown = await a.request({
      method: 'PUT',
      url: `/api/users/${amy.userId}/settings`,
      headers: amy.auth,
      payload: { settings: { federation: { discoverable: false, other: 1 } } },
    });
    expect(unknown.status).toBe(400);
    const asked = await a.request({
      method: 'PUT',
      url: `/api/users/${amy.userId}/settings`,
      headers: amy.auth,
      payload: { settings: { theme: 'dark', federation: { discoverable: false, asked: true } } },
    });
    expect(asked).toMatchObject({ status: 200, body: { settings: { federation: { asked: true } } } });
    const seenByAna = async (user: TestUser) =>
      (await a.request({ method: 'GET', url: `/api/users/${user.userId}`, headers: ana.auth })).body.user;
    expect(await seenByAna(amy)).not.toHaveProperty('reachable');
    expect(
      (await a.request({ method: 'GET', url: `/api/users/${ana.userId}`, headers: amy.auth })).body.user,
    ).toMatchObject({ reachable: true });
  });

  it('finds a remote account by its actor URL, stores it and shows where it lives', async () => {
    const found = await search(a, ana, benUri());
    expect(found.status).toBe(200);
    expect(found.body.users).toEqual([expect.objectContaining({ username: `ben@${b.host}`, displayName: 'ben' })]);
    benOnA = found.body.users[0].userId;
    const profile = await a.request({ method: 'GET', url: `/api/users/${benOnA}`, headers: ana.auth });
    expect(profile.body.user).toMatchObject({
      username: `ben@${b.host}`,
      remoteUrl: `${b.origin}/profile/${ben.userId}`,
    });
    expect(profile.body.user).not.toHaveProperty('reachable');
  });

  it('finds a remote account by its handle (@name@host, WebFinger)', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      if (url.protocol === 'https:' && url.host === b.host) url.protocol = 'http:';
      return original(new Request(url, request));
    };
    try {
      const found = await search(a, ana, `@bea@${b.host}`);
      expect(found.body.users).toEqual([expect.objectContaining({ username: `bea@${b.host}` })]);
    } finally {
      globalThis.fetch = original;
    }
    // Without TLS the lookup fails, and the search still finds the account stored before, by `name@host`.
    expect((await search(a, ana, `@bea@${b.host}`)).body.users).toEqual([
      expect.objectContaining({ username: `bea@${b.host}` }),
    ]);
  });

  it('answers an empty list, quickly, for an account that does not exist or a server that does not answer', async () => {
    const started = Date.now();
    for (const query of [
      `@nobody@${b.host}`,
      `${b.origin}/ap/actors/00000000-0000-4000-8000-000000000000`,
      '@x@127.0.0.1:1',
    ])
      expect(await search(a, ana, query)).toMatchObject({ status: 200, body: { users: [] } });
    expect(Date.now() - started).toBeLessThan(15_000);
    const people = await a.request({
      method: 'GET',
      url: `/api/search?type=people&q=${encodeURIComponent(benUri())}`,
      headers: ana.auth,
    });
    expect(people.status).toBe(200);
    expect(people.body.items).toEqual([expect.objectContaining({ user: expect.objectContaining({ userId: benOnA }) })]);
  });

  it('refuses a remote follow by someone other servers cannot reach (403, saying what to turn on)', async () => {
    const refused = await a.request({ method: 'POST', url: `/api/follows/${benOnA}`, headers: amy.auth, payload: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('Let people on other servers find and follow you');
    expect((await a.db.query(`SELECT 1 FROM follows WHERE follower_id = $1`, [amy.userId])).rows).toEqual([]);
  });

  it('sends Follow: the other side records the follower and its Accept comes back; Undo ends it', async () => {
    const from = record.sent.length;
    expect(
      (await a.request({ method: 'POST', url: `/api/follows/${benOnA}`, headers: ana.auth, payload: {} })).status,
    ).toBe(201);
    await settle(a, b);
    expect(sentSince(from)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'Follow', actor: anaUri(), object: benUri() }),
        expect.objectContaining({ type: 'Accept', actor: benUri(), inbox: `${anaUri()}/inbox` }),
      ]),
    );
    expect(await followerRows(b, ben.userId)).toEqual([anaUri()]);

    const undoFrom = record.sent.length;
    expect((await a.request({ method: 'DELETE', url: `/api/follows/${benOnA}`, headers: ana.auth })).status).toBe(200);
    await settle(a, b);
    expect(sentSince(undoFrom)).toEqual([
      expect.objectContaining({ type: 'Undo', actor: anaUri(), object: expect.objectContaining({ type: 'Follow' }) }),
    ]);
    expect(await followerRows(b, ben.userId)).toEqual([]);

    // Following again is a new Follow (a server drops an activity id it has seen).
    expect(
      (await a.request({ method: 'POST', url: `/api/follows/${benOnA}`, headers: ana.auth, payload: {} })).status,
    ).toBe(201);
    await settle(a, b);
    expect(await followerRows(b, ben.userId)).toEqual([anaUri()]);
  });

  it('forwards a report as a Flag from the server’s own actor; the other side puts it in its queue', async () => {
    const from = record.sent.length;
    const report = await a.request({
      method: 'POST',
      url: '/api/reports',
      headers: ana.auth,
      payload: { targetType: 'user', targetId: benOnA, reason: 'spam', note: 'Links to scams', forward: true },
    });
    expect(report.status).toBe(201);
    await settle(a, b);
    const flags = sentSince(from).filter((activity) => activity.type === 'Flag');
    expect(flags).toEqual([expect.objectContaining({ actor: `${a.origin}/ap/instance/actor` })]);
    expect(JSON.stringify(flags)).not.toContain(ana.userId);
    const { rows } = await b.db.query<{ target_type: string; target_id: string; note: string; username: string }>(
      `SELECT r.target_type, r.target_id, r.note, u.username FROM reports r JOIN users u ON u.user_id = r.reporter_id`,
    );
    expect(rows).toEqual([
      { target_type: 'user', target_id: ben.userId, note: 'Links to scams', username: `127.0.0.1@${a.host}` },
    ]);
    // Without `forward`, a report stays here.
    const flagsBefore = record.sent.filter((activity) => activity.type === 'Flag').length;
    const kept = await a.request({
      method: 'POST',
      url: '/api/reports',
      headers: amy.auth,
      payload: { targetType: 'user', targetId: benOnA, reason: 'spam' },
    });
    expect(kept.status).toBe(201);
    await settle(a, b);
    expect(record.sent.filter((activity) => activity.type === 'Flag').length).toBe(flagsBefore);
  });

  it('lets people block and mute remote accounts: a blocked account’s follow and like do nothing', async () => {
    const anaOnB = (
      await b.db.query<{ user_id: string }>(`SELECT user_id FROM remote_actors WHERE actor_uri = $1`, [anaUri()])
    ).rows[0]?.user_id as string;
    expect((await b.request({ method: 'POST', url: `/api/users/${anaOnB}/mute`, headers: bea.auth })).status).toBe(204);
    const mutes = await b.request({ method: 'GET', url: '/api/mutes', headers: bea.auth });
    expect(JSON.stringify(mutes.body)).toContain(anaOnB);
    expect((await b.request({ method: 'POST', url: `/api/users/${anaOnB}/block`, headers: ben.auth })).status).toBe(
      204,
    );
    expect(await followerRows(b, ben.userId)).toEqual([]);

    const post = await b.request({
      method: 'POST',
      url: '/api/posts',
      headers: ben.auth,
      payload: { content: 'Mine' },
    });
    expect(post.status).toBe(201);
    const postId: string = post.body.post.postId;
    await settle(a, b);
    // Her side does not learn of the block; once she unfollows, her next follow is rejected by his
    // side (Reject), which takes it back on hers.
    expect((await a.request({ method: 'DELETE', url: `/api/follows/${benOnA}`, headers: ana.auth })).status).toBe(200);
    await settle(a, b);
    const from = record.sent.length;
    expect(
      (await a.request({ method: 'POST', url: `/api/follows/${benOnA}`, headers: ana.auth, payload: {} })).status,
    ).toBe(201);
    await settle(a, b);
    expect(sentSince(from).map((activity) => activity.type)).toEqual(['Follow', 'Reject', 'Undo']);
    expect(await followerRows(b, ben.userId)).toEqual([]);
    expect((await a.db.query(`SELECT 1 FROM follows WHERE follower_id = $1`, [ana.userId])).rows).toEqual([]);
    // Her like of his post is signed and delivered, and changes nothing there.
    const ctx = jobContext(a.context);
    const benRow = await findRemoteActorById(a.db, benOnA);
    if (!benRow) throw new Error('Ben is not stored on A');
    await ctx.sendActivity(
      { identifier: ana.userId },
      recipientOf(benRow),
      new Like({
        id: new URL(`${anaUri()}#likes/test`),
        actor: new URL(anaUri()),
        object: new URL(`${b.origin}/ap/posts/${postId}`),
      }),
    );
    await settle(a, b);
    const { rows } = await b.db.query<{ likes_count: number }>(`SELECT likes_count FROM posts WHERE post_id = $1`, [
      postId,
    ]);
    expect(rows[0]?.likes_count).toBe(0);
    const notes = await b.request({ method: 'GET', url: '/api/notifications?limit=100', headers: ben.auth });
    expect(notes.body.notifications.filter((n: { type: string }) => n.type !== 'follow')).toEqual([]);
    expect((await b.request({ method: 'DELETE', url: `/api/users/${anaOnB}/block`, headers: ben.auth })).status).toBe(
      204,
    );
    // Unblocked, the same like (a new activity) counts: it was the block that stopped the first.
    await ctx.sendActivity(
      { identifier: ana.userId },
      recipientOf(benRow),
      new Like({
        id: new URL(`${anaUri()}#likes/again`),
        actor: new URL(anaUri()),
        object: new URL(`${b.origin}/ap/posts/${postId}`),
      }),
    );
    await settle(a, b);
    const after = await b.db.query<{ likes_count: number }>(`SELECT likes_count FROM posts WHERE post_id = $1`, [
      postId,
    ]);
    expect(after.rows[0]?.likes_count).toBe(1);
  });

  it('blocks a whole server: what it sends changes nothing, and nothing goes to it', async () => {
    const block = await b.request({
      method: 'PUT',
      url: `/api/admin/servers/${a.host}`,
      headers: boss.auth,
      payload: { policy: 'block', reason: 'Testing' },
    });
    expect(block.status).toBe(200);
    const from = record.sent.length;
    expect(
      (await a.request({ method: 'POST', url: `/api/follows/${benOnA}`, headers: ana.auth, payload: {} })).status,
    ).toBe(201);
    await settle(a, b);
    expect(await followerRows(b, ben.userId)).toEqual([]);
    expect(sentSince(from).filter((activity) => activity.inbox.startsWith(a.origin))).toEqual([]);
    const anaOnB = (
      await b.db.query<{ user_id: string }>(`SELECT user_id FROM remote_actors WHERE actor_uri = $1`, [anaUri()])
    ).rows[0]?.user_id as string;
    const refused = await b.request({ method: 'POST', url: `/api/follows/${anaOnB}`, headers: ben.auth, payload: {} });
    expect(refused.status).toBe(403);
    expect(
      (await b.request({ method: 'POST', url: '/api/posts', headers: ben.auth, payload: { content: 'Quiet' } })).status,
    ).toBe(201);
    await settle(a, b);
    expect(sentSince(from).filter((activity) => activity.inbox.startsWith(a.origin))).toEqual([]);
    // Looked up from B, A's people are not found.
    expect((await search(b, ben, anaUri())).body.users).toEqual([]);
    expect(
      (await b.request({ method: 'DELETE', url: `/api/admin/servers/${a.host}`, headers: boss.auth })).status,
    ).toBe(204);
    await a.request({ method: 'DELETE', url: `/api/follows/${benOnA}`, headers: ana.auth });
    await settle(a, b);
  });

  it('sends Delete of an erased person to the servers that knew them; the other side forgets them', async () => {
    expect(
      (await a.request({ method: 'POST', url: `/api/follows/${benOnA}`, headers: ana.auth, payload: {} })).status,
    ).toBe(201);
    await settle(a, b);
    expect(await followerRows(b, ben.userId)).toEqual([anaUri()]);
    const from = record.sent.length;
    await eraseAccount(a.context, ana.userId);
    await settle(a, b);
    expect(sentSince(from)).toEqual([expect.objectContaining({ type: 'Delete', actor: anaUri(), object: anaUri() })]);
    expect(await followerRows(b, ben.userId)).toEqual([]);
    expect((await b.db.query(`SELECT 1 FROM remote_actors WHERE actor_uri = $1`, [anaUri()])).rows).toEqual([]);
    expect((await a.db.query(`SELECT 1 FROM actor_keys WHERE owner_id = $1`, [ana.userId])).rows).toEqual([]);
  });

  it(`limits each server to ${inboxActivitiesPerMinute} inbox activities a minute (429 with Retry-After)`, async () => {
    const post = (host: string) =>
      a.app.inject({
        method: 'POST',
        url: '/ap/inbox',
        headers: {
          'content-type': 'application/activity+json',
          signature: `keyId="https://${host}/actor#main-key",algorithm="rsa-sha256",headers="(request-target)",signature="x"`,
        },
        payload: '{',
      });
    for (let i = 0; i < inboxActivitiesPerMinute; i++) expect((await post('flood.example')).statusCode).not.toBe(429);
    const limited = await post('flood.example');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('calm.example')).statusCode).not.toBe(429);
  });
});
