import { randomUUID } from 'node:crypto';
import type { Context } from '@fedify/fedify';
import { Create, Follow, Group, Note, PUBLIC_COLLECTION, Undo } from '@fedify/fedify/vocab';
import { startFederatingServer } from '../../../test/federation-servers';
import type { TestApp, TestUser } from '../../../test/test-app';
import type { AppContext } from '../../context';
import { onGroupNote } from './groups.inbox';
import { noteOfCliquePost } from './groups.outbox';

const activityJson = { accept: 'application/activity+json' };

/** One of the two servers: a real app listening on its own port, its PUBLIC_ORIGIN that address. */
interface Server {
  t: TestApp;
  origin: string;
  ctx(): Context<AppContext>;
}

async function startServer(): Promise<Server> {
  const t = await startFederatingServer();
  const federation = t.context.federation;
  if (!federation) throw new Error('federation is off');
  return { t, origin: t.origin, ctx: () => federation.createContext(new URL(t.origin), t.context) };
}

describe('public cliques as fediverse groups (two servers)', () => {
  let a: Server;
  let b: Server;
  let ana: TestUser;
  let cleo: TestUser;
  let ben: TestUser;
  let benUri: string;

  /** Runs both servers' jobs (deliveries, inboxes, triggers' jobs) until neither has any due. */
  async function settle(): Promise<void> {
    for (let round = 0; round < 40; round++) {
      const ran = (await a.t.context.jobs.drain()) + (await b.t.context.jobs.drain());
      if (ran === 0) return;
    }
    throw new Error('the servers kept working');
  }

  /** Activities B's inbox took (Fedify remembers each id it processed), by a pattern of their ids. */
  async function receivedOnB(pattern: string): Promise<number> {
    const { rows } = await b.t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM federation_kv WHERE key LIKE '%activityIdempotence%' AND key LIKE $1`,
      [`%${pattern}%`],
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * Activities A delivers to B's inbox from now (signature checked there, then queued for B's
   * handlers), by a pattern of their JSON: counted in B's queue before B runs them, for kinds B has
   * no handler for (or whose handler is not this test's).
   */
  async function deliveredToB(pattern: string): Promise<number> {
    const last = await b.t.db.query<{ id: string }>(`SELECT COALESCE(max(id), 0)::text AS id FROM jobs`);
    for (let round = 0; round < 20 && (await a.t.context.jobs.drain()) > 0; round++);
    const { rows } = await b.t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE id > $1 AND name = 'federation.message' AND payload::text LIKE $2`,
      [last.rows[0]?.id ?? '0', `%${pattern}%`],
    );
    await settle();
    return rows[0]?.n ?? 0;
  }

  const reachable = async (s: Server, user: TestUser) => {
    const res = await s.t.request({
      method: 'PUT',
      url: `/api/users/${user.userId}/settings`,
      headers: user.auth,
      payload: { settings: { federation: { discoverable: true } } },
    });
    expect(res.status).toBe(200);
  };

  const createClique = async (payload: object) => {
    const res = await a.t.request({ method: 'POST', url: '/api/cliques', headers: ana.auth, payload });
    expect(res.status).toBe(201);
    return res.body.clique as { cliqueId: string; handle: string };
  };

  /** Ben's local row on A (a remote account), once A knows him. */
  const benOnA = async () =>
    (
      await a.t.db.query<{ userId: string }>('SELECT user_id AS "userId" FROM remote_actors WHERE actor_uri = $1', [
        benUri,
      ])
    ).rows[0]?.userId;

  const members = async (cliqueId: string) =>
    (await a.t.request({ method: 'GET', url: `/api/cliques/${cliqueId}/members`, headers: ana.auth })).body.members.map(
      (m: { user: { userId: string } }) => m.user.userId,
    ) as string[];

  /**
   * Ben's server sends his Follow of a clique's Group (its actor fetched from A), signed as Ben;
   * then both servers settle, unless `answer` is a pattern of A's answer to count in B's inbox.
   */
  async function benFollows(cliqueId: string, answer?: string): Promise<{ follow: Follow; answered: number }> {
    const ctx = b.ctx();
    const group = await ctx.lookupObject(`${a.origin}/ap/actors/${cliqueId}`);
    if (!(group instanceof Group) || !group.id) throw new Error('no Group');
    const follow = new Follow({
      id: new URL(`${b.origin}/ap/follows/${randomUUID()}`),
      actor: ctx.getActorUri(ben.userId),
      object: group.id,
    });
    await ctx.sendActivity({ identifier: ben.userId }, group, follow);
    if (!answer) {
      await settle();
      return { follow, answered: 0 };
    }
    await b.t.context.jobs.drain();
    return { follow, answered: await deliveredToB(answer) };
  }

  /** A Create of a Note by Ben addressed to a Group, as his server writes it. */
  function benCreate(cliqueId: string, text: string, options: { inReplyTo?: string; id?: string } = {}) {
    const { inReplyTo, id = `${b.origin}/ap/posts/${randomUUID()}` } = options;
    const groupUri = new URL(`${a.origin}/ap/actors/${cliqueId}`);
    const note = new Note({
      id: new URL(id),
      attribution: new URL(benUri),
      to: PUBLIC_COLLECTION,
      cc: groupUri,
      audience: groupUri,
      content: `<p>${text}</p>`,
      replyTarget: inReplyTo ? new URL(inReplyTo) : null,
    });
    return new Create({
      id: new URL(`${id}#create`),
      actor: new URL(benUri),
      object: note,
      to: PUBLIC_COLLECTION,
      cc: groupUri,
    });
  }

  /** Ben's Note to a Group handed to A's `onGroupNote` as A's inbox parses it; whether the clique took it. */
  async function benWrites(cliqueId: string, text: string, options: { inReplyTo?: string; id?: string } = {}) {
    const create = benCreate(cliqueId, text, options);
    const ctx = a.ctx();
    const loaders = { documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader };
    const received = await Create.fromJsonLd(await create.toJsonLd(), loaders);
    const object = await received.getObject(loaders);
    if (!(object instanceof Note)) throw new Error('no Note');
    const taken = await onGroupNote(ctx, received, object);
    await settle();
    return { taken, noteId: object.id?.href ?? '' };
  }

  const cliquePosts = async (cliqueId: string, viewer: TestUser = cleo) =>
    (await a.t.request({ method: 'GET', url: `/api/cliques/${cliqueId}/posts`, headers: viewer.auth })).body.posts as {
      postId: string;
      content: string;
      author: { userId: string };
    }[];

  beforeAll(async () => {
    a = await startServer();
    b = await startServer();
    [ana, cleo] = (await Promise.all([a.t.createUser(), a.t.createUser()])) as [TestUser, TestUser];
    ben = await b.t.createUser();
    await reachable(a, cleo);
    await reachable(b, ben);
    benUri = `${b.origin}/ap/actors/${ben.userId}`;
  });
  afterAll(async () => {
    await a?.t.close();
    await b?.t.close();
  });

  it('serves a public clique as a Group with its moderators; a private clique has no actor', async () => {
    const open = await createClique({ name: 'Open Walls', visibility: 'public', joinPolicy: 'open' });
    const group = await a.t.app.inject({ method: 'GET', url: `/ap/actors/${open.cliqueId}`, headers: activityJson });
    expect(group.statusCode).toBe(200);
    expect(group.json()).toMatchObject({
      type: 'Group',
      preferredUsername: open.handle,
      attributedTo: `${a.origin}/ap/actors/${open.cliqueId}/moderators`,
    });
    const finger = await a.t.app.inject({
      method: 'GET',
      url: `/.well-known/webfinger?resource=acct:${open.handle}@${new URL(a.origin).host}`,
    });
    expect(finger.statusCode).toBe(200);
    await reachable(a, ana);
    const mods = await a.t.app.inject({
      method: 'GET',
      url: `/ap/actors/${open.cliqueId}/moderators`,
      headers: activityJson,
    });
    expect(mods.statusCode).toBe(200);
    expect(JSON.stringify(mods.json())).toContain(`${a.origin}/ap/actors/${ana.userId}`);

    const closed = await createClique({ name: 'Closed Walls', visibility: 'private', joinPolicy: 'request' });
    expect(closed.handle).toBeNull();
    for (const url of [`/ap/actors/${closed.cliqueId}`, `/ap/actors/${closed.cliqueId}/moderators`])
      expect((await a.t.app.inject({ method: 'GET', url, headers: activityJson })).statusCode).toBe(404);
  });

  it('a remote Follow of an open clique’s Group makes a member, and the Accept reaches their server', async () => {
    const clique = await createClique({ name: 'Boulderers', visibility: 'public', joinPolicy: 'open' });
    const accepted = await receivedOnB(`${a.origin}/ap/actors/${clique.cliqueId}#accept/`);
    await benFollows(clique.cliqueId);
    const benId = await benOnA();
    expect(benId).toBeDefined();
    expect(await members(clique.cliqueId)).toContain(benId);
    expect(await receivedOnB(`${a.origin}/ap/actors/${clique.cliqueId}#accept/`)).toBe(accepted + 1);
    const followers = await a.t.app.inject({
      method: 'GET',
      url: `/ap/actors/${clique.cliqueId}/followers`,
      headers: activityJson,
    });
    expect(followers.json().totalItems).toBe(1);
  });

  it('a request clique queues the Follow as a join request; approving sends the Accept, declining a Reject', async () => {
    const clique = await createClique({
      name: 'Alpine Club',
      visibility: 'public',
      joinPolicy: 'request',
      questions: ['Which routes?'],
    });
    const accept = `${a.origin}/ap/actors/${clique.cliqueId}#accept/`;
    await benFollows(clique.cliqueId);
    const benId = await benOnA();
    const requests = await a.t.request({
      method: 'GET',
      url: `/api/cliques/${clique.cliqueId}/requests`,
      headers: ana.auth,
    });
    expect(requests.body.requests.map((r: { user: { userId: string } }) => r.user.userId)).toEqual([benId]);
    expect(await members(clique.cliqueId)).not.toContain(benId);
    expect(await receivedOnB(accept)).toBe(0);

    const approve = await a.t.request({
      method: 'POST',
      url: `/api/cliques/${clique.cliqueId}/requests/${benId}/approve`,
      headers: ana.auth,
    });
    expect(approve.status).toBe(204);
    await settle();
    expect(await members(clique.cliqueId)).toContain(benId);
    expect(await receivedOnB(accept)).toBe(1);

    const other = await createClique({ name: 'Ice Club', visibility: 'public', joinPolicy: 'request' });
    await benFollows(other.cliqueId);
    const decline = await a.t.request({
      method: 'POST',
      url: `/api/cliques/${other.cliqueId}/requests/${benId}/decline`,
      headers: ana.auth,
    });
    expect(decline.status).toBe(204);
    expect(await deliveredToB(`${a.origin}/ap/actors/${other.cliqueId}#reject/`)).toBe(1);
    expect(await receivedOnB(`${a.origin}/ap/actors/${other.cliqueId}#accept/`)).toBe(0);

    const invited = await createClique({ name: 'Invite Walls', visibility: 'public', joinPolicy: 'invite' });
    const { answered } = await benFollows(invited.cliqueId, `${a.origin}/ap/actors/${invited.cliqueId}#reject/`);
    expect(answered).toBe(1);
    expect(await members(invited.cliqueId)).not.toContain(benId);
  });

  it('a remote member’s Note to the Group is their post in the clique, by its posting policy, announced to the members', async () => {
    const clique = await createClique({ name: 'Crag Talk', visibility: 'public', joinPolicy: 'open' });
    await a.t.request({ method: 'POST', url: `/api/cliques/${clique.cliqueId}/join`, headers: cleo.auth, payload: {} });
    const stranger = await benWrites(clique.cliqueId, 'Not a member yet');
    expect(stranger.taken).toBe(false);

    await benFollows(clique.cliqueId);
    const benId = await benOnA();
    const announced = await receivedOnB(`${a.origin}/ap/actors/${clique.cliqueId}#announce/`);
    const post = await benWrites(clique.cliqueId, 'Hello from the other server');
    expect(post.taken).toBe(true);
    const seen = await cliquePosts(clique.cliqueId);
    expect(seen.map((p) => [p.author.userId, p.content])).toContainEqual([benId, 'Hello from the other server']);
    expect(await receivedOnB(`${a.origin}/ap/actors/${clique.cliqueId}#announce/`)).toBe(announced + 1);
    expect((await benWrites(clique.cliqueId, 'Hello again', { id: post.noteId })).taken).toBe(true);
    expect((await cliquePosts(clique.cliqueId)).length).toBe(seen.length);

    const ctx = b.ctx();
    const group = await ctx.lookupObject(`${a.origin}/ap/actors/${clique.cliqueId}`);
    if (!(group instanceof Group)) throw new Error('no Group');
    await ctx.sendActivity({ identifier: ben.userId }, group, benCreate(clique.cliqueId, 'Sent through the inbox'));
    await settle();
    expect((await cliquePosts(clique.cliqueId)).map((p) => [p.author.userId, p.content])).toContainEqual([
      benId,
      'Sent through the inbox',
    ]);

    const postId = seen.find((p) => p.author.userId === benId)?.postId ?? '';
    const reply = await benWrites(clique.cliqueId, 'And a reply', { inReplyTo: `${a.origin}/ap/posts/${postId}` });
    expect(reply.taken).toBe(true);
    const comments = await a.t.request({ method: 'GET', url: `/api/posts/${postId}/comments`, headers: cleo.auth });
    expect(comments.body.comments.map((c: { content: string }) => c.content)).toEqual(['And a reply']);
    expect(await receivedOnB(`${a.origin}/ap/actors/${clique.cliqueId}#announce/`)).toBe(announced + 3);

    await a.t.request({
      method: 'PUT',
      url: `/api/cliques/${clique.cliqueId}`,
      headers: ana.auth,
      payload: { postingPolicy: 'approval' },
    });
    expect((await benWrites(clique.cliqueId, 'Held for the moderators')).taken).toBe(true);
    expect((await cliquePosts(clique.cliqueId)).map((p) => p.content)).not.toContain('Held for the moderators');
    const pending = await a.t.request({
      method: 'GET',
      url: `/api/cliques/${clique.cliqueId}/pending`,
      headers: ana.auth,
    });
    expect(JSON.stringify(pending.body)).toContain('Held for the moderators');

    await a.t.request({
      method: 'PUT',
      url: `/api/cliques/${clique.cliqueId}`,
      headers: ana.auth,
      payload: { postingPolicy: 'admins' },
    });
    expect((await benWrites(clique.cliqueId, 'Admins only here')).taken).toBe(false);
  });

  it('a local member’s post, its edit and a comment are announced by the Group to its remote members; a removal as the Group’s Delete', async () => {
    const clique = await createClique({ name: 'Sport Climbing', visibility: 'public', joinPolicy: 'open' });
    const groupUri = `${a.origin}/ap/actors/${clique.cliqueId}`;
    await a.t.request({ method: 'POST', url: `/api/cliques/${clique.cliqueId}/join`, headers: cleo.auth, payload: {} });
    await benFollows(clique.cliqueId);
    const announce = `${groupUri}#announce/`;
    const before = await receivedOnB(announce);
    const post = await a.t.request({
      method: 'POST',
      url: '/api/posts',
      headers: cleo.auth,
      payload: { cliqueId: clique.cliqueId, content: 'New route bolted #climbing' },
    });
    expect(post.status).toBe(201);
    const postId: string = post.body.post.postId;
    expect(await deliveredToB(`${a.origin}/ap/posts/${postId}#create`)).toBe(1);
    expect(await receivedOnB(announce)).toBe(before + 1);
    const note = await noteOfCliquePost(a.ctx(), postId);
    expect(await note?.toJsonLd()).toMatchObject({
      attributedTo: `${a.origin}/ap/actors/${cleo.userId}`,
      audience: groupUri,
      cc: groupUri,
      content: expect.stringContaining('New route bolted'),
    });
    const edited = await a.t.request({
      method: 'PUT',
      url: `/api/posts/${postId}`,
      headers: cleo.auth,
      payload: { content: 'New route bolted, grade 6a #climbing' },
    });
    expect(edited.status).toBe(200);
    expect(await deliveredToB(`${a.origin}/ap/posts/${postId}#update/`)).toBe(1);

    const comment = await a.t.request({
      method: 'POST',
      url: `/api/posts/${postId}/comments`,
      headers: cleo.auth,
      payload: { content: 'Bring long slings' },
    });
    expect(comment.status).toBe(201);
    await settle();
    expect(await receivedOnB(announce)).toBe(before + 3);

    const removed = await a.t.request({ method: 'DELETE', url: `/api/posts/${postId}`, headers: ana.auth });
    expect(removed.status).toBe(204);
    expect(await deliveredToB(`${groupUri}#delete/`)).toBe(1);
    expect(await receivedOnB(announce)).toBe(before + 4);
    expect(await noteOfCliquePost(a.ctx(), postId)).toBeNull();
  });

  it('a private clique’s posts never leave the server', async () => {
    const clique = await createClique({ name: 'Back Room', visibility: 'private', joinPolicy: 'request' });
    const post = await a.t.request({
      method: 'POST',
      url: '/api/posts',
      headers: ana.auth,
      payload: { cliqueId: clique.cliqueId, content: 'Only for us' },
    });
    expect(post.status).toBe(201);
    expect(await deliveredToB('Only for us')).toBe(0);
    expect(await noteOfCliquePost(a.ctx(), post.body.post.postId)).toBeNull();
  });

  it('leaving by Undo removes the member; a moderator’s removal is a Reject, a ban a Block', async () => {
    const clique = await createClique({ name: 'Trad Climbing', visibility: 'public', joinPolicy: 'open' });
    const { follow } = await benFollows(clique.cliqueId);
    const benId = await benOnA();
    expect(await members(clique.cliqueId)).toContain(benId);
    const ctx = b.ctx();
    const group = await ctx.lookupObject(`${a.origin}/ap/actors/${clique.cliqueId}`);
    if (!(group instanceof Group)) throw new Error('no Group');
    await ctx.sendActivity(
      { identifier: ben.userId },
      group,
      new Undo({
        id: new URL(`${b.origin}/ap/undo/${randomUUID()}`),
        actor: ctx.getActorUri(ben.userId),
        object: follow,
      }),
    );
    expect(await deliveredToB(`${a.origin}/ap/actors/${clique.cliqueId}#reject/`)).toBe(0);
    expect(await members(clique.cliqueId)).not.toContain(benId);

    await benFollows(clique.cliqueId);
    expect(await members(clique.cliqueId)).toContain(benId);
    const removal = await a.t.request({
      method: 'DELETE',
      url: `/api/cliques/${clique.cliqueId}/members/${benId}`,
      headers: ana.auth,
    });
    expect(removal.status).toBe(204);
    expect(await deliveredToB(`${a.origin}/ap/actors/${clique.cliqueId}#reject/`)).toBe(1);

    await benFollows(clique.cliqueId);
    expect(await members(clique.cliqueId)).toContain(benId);
    const ban = await a.t.request({
      method: 'POST',
      url: `/api/cliques/${clique.cliqueId}/bans`,
      headers: ana.auth,
      payload: { userId: benId },
    });
    expect(ban.status).toBe(204);
    expect(await deliveredToB(`${a.origin}/ap/actors/${clique.cliqueId}#block/`)).toBe(1);
    expect(await members(clique.cliqueId)).not.toContain(benId);
    const again = await benFollows(clique.cliqueId, `${a.origin}/ap/actors/${clique.cliqueId}#reject/`);
    expect(again.answered).toBe(1);
    expect(await members(clique.cliqueId)).not.toContain(benId);
  });
});
