import { randomUUID } from 'node:crypto';
import { Announce, Create, PUBLIC_COLLECTION } from '@fedify/fedify/vocab';
import { makeReachable, recordDeliveries, settle, startFederatingServer } from '../../../test/federation-servers';
import { createPostsTestApp, pngBytes, upload } from '../../../test/post-fixtures';
import type { TestUser } from '../../../test/test-app';
import { noteOfCliquePost } from './groups.outbox';
import { jobContext } from './post-delivery.job';
import { recipientOf } from './recipients';

/** A federating server with a media store. */
const startServer = () => startFederatingServer({}, (env) => createPostsTestApp('data dir', env));
type Server = Awaited<ReturnType<typeof startServer>>;

/**
 * Two real servers: Ana's public clique on A is a Group; Ben on B follows it as he follows anyone
 * elsewhere (search by its address, then the follow route), which joins him to the clique on A.
 */
describe('a clique of another server followed as a group (FEP-1b12)', () => {
  let a: Server;
  let b: Server;
  let ana: TestUser; // A, the clique's owner, reachable
  let cleo: TestUser; // A, a member, reachable
  let ben: TestUser; // B, follows the Group
  let dan: TestUser; // B, follows nobody
  let clique: { cliqueId: string; handle: string };
  let groupOnB: string;
  let record: ReturnType<typeof recordDeliveries>;

  const groupUri = () => `${a.origin}/ap/actors/${clique.cliqueId}`;
  /** The post B stored for a post of A (by its object id), if any. */
  const onB = async (postId: string) =>
    (
      await b.db.query<{ local_id: string }>(`SELECT local_id FROM remote_objects WHERE object_uri = $1`, [
        `${a.origin}/ap/posts/${postId}`,
      ])
    ).rows[0]?.local_id;
  const feedOf = async (user: TestUser) =>
    (await b.request({ method: 'GET', url: `/api/users/${user.userId}/feed`, headers: user.auth })).body.posts as {
      postId: string;
      content: string;
      author: { userId: string; username: string };
      sharedBy?: { userId: string };
    }[];
  const cliquePosts = async () =>
    (await a.request({ method: 'GET', url: `/api/cliques/${clique.cliqueId}/posts`, headers: ana.auth })).body
      .posts as { postId: string; content: string; author: { username: string } }[];
  const postInClique = async (user: TestUser, payload: object) => {
    const res = await a.request({
      method: 'POST',
      url: '/api/posts',
      headers: user.auth,
      payload: { cliqueId: clique.cliqueId, ...payload },
    });
    expect(res.status).toBe(201);
    return res.body.post.postId as string;
  };

  beforeAll(async () => {
    a = await startServer();
    b = await startServer();
    [ana, cleo] = [await a.createUser('ana'), await a.createUser('cleo')];
    [ben, dan] = [await b.createUser('ben'), await b.createUser('dan')];
    for (const [t, user] of [
      [a, ana],
      [a, cleo],
      [b, ben],
    ] as const)
      await makeReachable(t, user);
    const created = await a.request({
      method: 'POST',
      url: '/api/cliques',
      headers: ana.auth,
      payload: { name: 'Cooking', visibility: 'public', joinPolicy: 'open' },
    });
    clique = created.body.clique;
    await a.request({ method: 'POST', url: `/api/cliques/${clique.cliqueId}/join`, headers: cleo.auth, payload: {} });
    const found = await b.request({
      method: 'GET',
      url: `/api/users/search?query=${encodeURIComponent(groupUri())}`,
      headers: ben.auth,
    });
    expect(found.body.users).toEqual([expect.objectContaining({ username: `${clique.handle}@${a.host}` })]);
    groupOnB = found.body.users[0].userId;
    const follow = await b.request({ method: 'POST', url: `/api/follows/${groupOnB}`, headers: ben.auth, payload: {} });
    expect(follow.status).toBe(201);
    await settle(a, b);
    const members = await a.request({
      method: 'GET',
      url: `/api/cliques/${clique.cliqueId}/members`,
      headers: ana.auth,
    });
    expect(members.body.members.map((m: { user: { username: string } }) => m.user.username)).toContain(`ben@${b.host}`);
    record = recordDeliveries();
  }, 60_000);

  afterAll(async () => {
    record?.stop();
    await a?.close();
    await b?.close();
  });

  it('a member’s post on A reaches the feed of Ben on B as the group’s share; its picture stays at its address', async () => {
    expect(await feedOf(ben)).toEqual([]); // his feed head exists before the post arrives
    const picture = await upload(a, ana, { name: 'pasta.png', type: 'image/png', bytes: pngBytes });
    const postId = await postInClique(ana, {
      content: 'Pasta tonight #cooking',
      media: [{ key: picture.key, alt: 'A plate of pasta' }],
    });
    await settle(a, b);

    const local = await onB(postId);
    expect(local).toBeDefined();
    const [item] = (await feedOf(ben)).filter((p) => p.postId === local);
    expect(item).toMatchObject({ author: { username: `ana@${a.host}` }, sharedBy: { userId: groupOnB } });
    expect(item?.content).toBe(`Pasta tonight #cooking\n\n🖼️ A plate of pasta ${a.origin}/ap/posts/${postId}/media/0`);
    expect((await feedOf(dan)).map((p) => p.postId)).not.toContain(local);
    // The group's page on B lists what it shared.
    const profile = await b.request({ method: 'GET', url: `/api/users/${groupOnB}`, headers: dan.auth });
    expect(profile.body.user).toMatchObject({ username: `${clique.handle}@${a.host}`, followersCount: 1 });
    const shared = await b.request({ method: 'GET', url: `/api/users/${groupOnB}/feed?type=own`, headers: dan.auth });
    expect(shared.body.posts.map((p: { postId: string }) => p.postId)).toEqual([local]);

    // Ben's comment on it reaches the clique's post on A (he is a member), and stays one comment on B.
    const comment = await b.request({
      method: 'POST',
      url: `/api/posts/${local}/comments`,
      headers: ben.auth,
      payload: { content: 'Looks great' },
    });
    expect(comment.status).toBe(201);
    await settle(a, b);
    const contents = async (t: Server, user: TestUser, id: string | undefined) =>
      (await t.request({ method: 'GET', url: `/api/posts/${id}/comments`, headers: user.auth })).body.comments.map(
        (c: { content: string }) => c.content,
      );
    expect(await contents(a, ana, postId)).toEqual(['Looks great']);
    expect(await contents(b, ben, local)).toEqual(['Looks great']);

    const file = await fetch(`${a.origin}/ap/posts/${postId}/media/0`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pngBytes);
    expect((await fetch(`${a.origin}/ap/posts/${postId}/media/1`, { redirect: 'manual' })).status).toBe(404);

    // A private clique's picture has no address other servers can use.
    const hidden = await a.request({
      method: 'POST',
      url: '/api/cliques',
      headers: ana.auth,
      payload: { name: 'Family recipes', visibility: 'private', joinPolicy: 'request' },
    });
    const secret = await upload(a, ana, { name: 'soup.png', type: 'image/png', bytes: pngBytes });
    const kept = await a.request({
      method: 'POST',
      url: '/api/posts',
      headers: ana.auth,
      payload: { cliqueId: hidden.body.clique.cliqueId, content: 'Soup', media: [{ key: secret.key, alt: '' }] },
    });
    expect(kept.status).toBe(201);
    const refused = await fetch(`${a.origin}/ap/posts/${kept.body.post.postId}/media/0`, { redirect: 'manual' });
    expect(refused.status).toBe(404);
  });

  it('an edit, the author’s deletion and a moderator’s removal on A reach B through the group', async () => {
    const postId = await postInClique(ana, { content: 'Risotto needs patience' });
    await settle(a, b);
    const local = await onB(postId);
    const edited = await a.request({
      method: 'PUT',
      url: `/api/posts/${postId}`,
      headers: ana.auth,
      payload: { content: 'Risotto needs patience and stock' },
    });
    expect(edited.status).toBe(200);
    await settle(a, b);
    const seen = await b.request({ method: 'GET', url: `/api/posts/${local}`, headers: ben.auth });
    expect(seen.body.post.content).toBe('Risotto needs patience and stock');

    expect((await a.request({ method: 'DELETE', url: `/api/posts/${postId}`, headers: ana.auth })).status).toBe(204);
    await settle(a, b);
    expect((await b.request({ method: 'GET', url: `/api/posts/${local}`, headers: ben.auth })).status).toBe(404);
    expect(await onB(postId)).toBeUndefined();

    const cleos = await postInClique(cleo, { content: 'Buy my knives' });
    await settle(a, b);
    const cleosOnB = await onB(cleos);
    expect((await feedOf(ben)).map((p) => p.postId)).toContain(cleosOnB);
    expect((await a.request({ method: 'DELETE', url: `/api/posts/${cleos}`, headers: ana.auth })).status).toBe(204);
    await settle(a, b);
    expect((await feedOf(ben)).map((p) => p.postId)).not.toContain(cleosOnB);
    expect(await onB(cleos)).toBeUndefined();
  });

  it('Ben writes into the group by naming it: the Note is addressed to the Group, and the clique on A has it', async () => {
    const from = record.sent.length;
    const created = await b.request({
      method: 'POST',
      url: '/api/posts',
      headers: ben.auth,
      payload: { content: `@${clique.handle}@${a.host} Anyone tried sourdough?` },
    });
    expect(created.status).toBe(201);
    const benPost: string = created.body.post.postId;
    await settle(a, b);

    const sent = record.sent.slice(from).find((s) => s.type === 'Create' && s.actor.startsWith(b.origin));
    expect(sent?.object).toMatchObject({
      cc: expect.arrayContaining([groupUri()]),
      audience: groupUri(),
      tag: { type: 'Mention', href: groupUri(), name: `@${clique.handle}@${a.host}` },
    });
    const inClique = (await cliquePosts()).find((p) => p.author.username === `ben@${b.host}`);
    expect(inClique?.content).toBe(`@${clique.handle} Anyone tried sourdough?`);
    // The Group announced it back to its members: on B the group shares Ben's own post.
    const groupShares = async () =>
      (await b.db.query('SELECT 1 FROM shares WHERE post_id = $1 AND user_id = $2', [benPost, groupOnB])).rows.length;
    expect(await groupShares()).toBe(1);

    // A moderator removes it from the clique: the group's share goes on B, Ben's own post stays.
    const removed = await a.request({ method: 'DELETE', url: `/api/posts/${inClique?.postId}`, headers: ana.auth });
    expect(removed.status).toBe(204);
    await settle(a, b);
    expect(await groupShares()).toBe(0);
    expect((await b.request({ method: 'GET', url: `/api/posts/${benPost}`, headers: ben.auth })).status).toBe(200);
  });

  it('takes nothing from a group nobody here follows', async () => {
    expect((await b.request({ method: 'DELETE', url: `/api/follows/${groupOnB}`, headers: ben.auth })).status).toBe(
      200,
    );
    await settle(a, b);
    const postId = await postInClique(ana, { content: 'Nobody on B listens' });
    await settle(a, b);
    expect(await onB(postId)).toBeUndefined();

    // The Group's own signed Announce, sent to B's inbox regardless: B no longer listens to it.
    const ctx = jobContext(a.context);
    const note = await noteOfCliquePost(ctx, postId);
    if (!note?.id) throw new Error('no Note');
    const announce = new Announce({
      id: new URL(`${groupUri()}#announce/${randomUUID()}`),
      actor: new URL(groupUri()),
      object: new Create({ id: new URL(`${note.id.href}#create`), actor: note.attributionId, object: note }),
      to: PUBLIC_COLLECTION,
    });
    const benInbox = {
      actorUri: `${b.origin}/ap/actors/${ben.userId}`,
      inbox: `${b.origin}/ap/inbox`,
      sharedInbox: null,
    };
    const from = record.sent.length;
    await ctx.sendActivity({ identifier: clique.cliqueId }, recipientOf(benInbox), announce);
    await settle(a, b);
    expect(record.sent.slice(from).filter((s) => s.type === 'Announce' && s.inbox === benInbox.inbox)).toHaveLength(1);
    expect(await onB(postId)).toBeUndefined();
  });
});
