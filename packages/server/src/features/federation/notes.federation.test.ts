import { Create, Delete, Follow, Like, Mention, Note, PUBLIC_COLLECTION } from '@fedify/fedify/vocab';
import { makeReachable, settle, startFederatingServer } from '../../../test/federation-servers';
import { createPostsTestApp, pngBytes, upload } from '../../../test/post-fixtures';
import type { TestApp, TestUser } from '../../../test/test-app';
import { jobContext } from './post-delivery.job';
import { recipientOf } from './recipients';
import { resolveRemoteAccount } from './remote-actors';
import { findRemoteActorById } from './remote-actors.repository';

const activityJson = { accept: 'application/activity+json' };

/** A federating server with a media store. */
const startServer = () => startFederatingServer({}, (env) => createPostsTestApp('data dir', env));
type Server = Awaited<ReturnType<typeof startServer>>;

async function notificationTypes(t: TestApp, user: TestUser): Promise<string[]> {
  const res = await t.request({ method: 'GET', url: '/api/notifications?limit=100', headers: user.auth });
  expect(res.status).toBe(200);
  return (res.body.notifications as { type: string }[]).map((n) => n.type).sort();
}

describe('people’s posts between two servers', () => {
  let a: Server;
  let b: Server;
  let ana: TestUser;
  let ben: TestUser;
  /** Ana's and Ben's local rows on the other server. */
  let anaOnB: string;
  let benOnA: string;

  beforeAll(async () => {
    a = await startServer();
    b = await startServer();
    ana = await a.createUser('ana');
    ben = await b.createUser('ben');
    await makeReachable(a, ana);
    await makeReachable(b, ben);
    // Ben finds Ana by her actor's URL and follows her: his server stores her, hers gets his Follow.
    const found = await resolveRemoteAccount(jobContext(b.context), `${a.origin}/ap/actors/${ana.userId}`);
    if (!found) throw new Error('Ana was not found');
    anaOnB = found;
    const follow = await b.request({ method: 'POST', url: `/api/follows/${anaOnB}`, headers: ben.auth, payload: {} });
    expect(follow.status).toBeLessThan(300);
    const ctx = jobContext(b.context);
    const anaInbox = await findRemoteActorById(b.db, anaOnB);
    if (!anaInbox) throw new Error('Ana is not stored on B');
    await ctx.sendActivity(
      { identifier: ben.userId },
      recipientOf(anaInbox),
      new Follow({
        id: new URL(`${b.origin}/ap/actors/${ben.userId}#follows/test`),
        actor: ctx.getActorUri(ben.userId),
        object: new URL(anaInbox.actorUri),
      }),
    );
    await settle(a, b);
    const { rows } = await a.db.query<{ user_id: string }>(
      `SELECT ra.user_id FROM remote_actors ra JOIN follows f ON f.follower_id = ra.user_id
       WHERE f.followed_id = $1`,
      [ana.userId],
    );
    benOnA = rows[0]?.user_id ?? '';
    expect(benOnA).not.toBe('');
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  /** The post B stored for one of Ana's posts (by its object id), if any. */
  async function onB(postId: string): Promise<string | undefined> {
    const { rows } = await b.db.query<{ local_id: string }>(
      `SELECT local_id FROM remote_objects WHERE object_uri = $1 AND kind = 'post'`,
      [`${a.origin}/ap/posts/${postId}`],
    );
    return rows[0]?.local_id;
  }

  it('carries Ana’s public post to Ben’s feed, then his like and comment back to her as notifications', async () => {
    // Ben's feed is read first: his feed head exists, so the arriving post must reach it by its trigger.
    expect((await b.request({ method: 'GET', url: `/api/users/${ben.userId}/feed`, headers: ben.auth })).status).toBe(
      200,
    );
    const picture = await upload(a, ana, { name: 'cat.png', type: 'image/png', bytes: pngBytes });
    const created = await a.request({
      method: 'POST',
      url: '/api/posts',
      headers: ana.auth,
      payload: {
        content: `Hello #Fediverse, @ben@${b.host}! <script>alert(1)</script>`,
        contentWarning: 'Cats',
        media: [{ key: picture.key, alt: 'A cat' }],
      },
    });
    expect(created.status).toBe(201);
    const postId: string = created.body.post.postId;
    await settle(a, b);

    const local = await onB(postId);
    if (!local) throw new Error('the post did not arrive');
    const feed = await b.request({ method: 'GET', url: `/api/users/${ben.userId}/feed`, headers: ben.auth });
    const arrived = feed.body.posts.find((p: { postId: string }) => p.postId === local);
    expect(arrived).toMatchObject({
      author: { userId: anaOnB, username: `ana@${a.host}` },
      audience: 'public',
      hashtags: ['fediverse'],
      contentWarning: 'Cats',
      sensitive: true,
      media: [],
    });
    expect(arrived.content).toBe(
      `Hello #Fediverse, @ben! <script>alert(1)</script>\n\n🖼️ A cat ${a.origin}/ap/posts/${postId}/media/0`,
    );
    expect(arrived.mentions).toEqual([expect.objectContaining({ userId: ben.userId })]);
    expect(await notificationTypes(b, ben)).toContain('mention');

    // The Note other servers fetch, and its picture at a stable address.
    const note = await a.app.inject({ method: 'GET', url: `/ap/posts/${postId}`, headers: activityJson });
    expect(note.statusCode).toBe(200);
    expect(note.json()).toMatchObject({
      type: 'Note',
      id: `${a.origin}/ap/posts/${postId}`,
      attributedTo: `${a.origin}/ap/actors/${ana.userId}`,
      summary: 'Cats',
      sensitive: true,
      attachment: {
        type: 'Image',
        mediaType: 'image/png',
        name: 'A cat',
        url: `${a.origin}/ap/posts/${postId}/media/0`,
      },
    });
    expect(note.json().content).toContain('&lt;script&gt;');
    expect(note.json().content).not.toContain('<script');
    const file = await fetch(`${a.origin}/ap/posts/${postId}/media/0`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pngBytes);

    // Ben likes and comments on B; Ana is told on A, and her post counts both.
    expect((await b.request({ method: 'POST', url: `/api/posts/${local}/like`, headers: ben.auth })).status).toBe(200);
    const comment = await b.request({
      method: 'POST',
      url: `/api/posts/${local}/comments`,
      headers: ben.auth,
      payload: { content: 'Lovely cat' },
    });
    expect(comment.status).toBe(201);
    await settle(a, b);
    expect(await notificationTypes(a, ana)).toEqual(expect.arrayContaining(['comment', 'post_like']));
    const seen = await a.request({ method: 'GET', url: `/api/posts/${postId}`, headers: ana.auth });
    expect(seen.body.post).toMatchObject({ likesCount: 1, commentsCount: 1 });
    const comments = await a.request({ method: 'GET', url: `/api/posts/${postId}/comments`, headers: ana.auth });
    expect(comments.body.comments).toEqual([
      expect.objectContaining({ content: 'Lovely cat', author: expect.objectContaining({ userId: benOnA }) }),
    ]);

    // Ben edits his comment; Ana answers it on A: the edit reaches A, her reply reaches B and tells Ben.
    const commentId: string = comment.body.comment.commentId;
    const benComment: string = comments.body.comments[0].commentId;
    const changed = await b.request({
      method: 'PUT',
      url: `/api/posts/${local}/comments/${commentId}`,
      headers: ben.auth,
      payload: { content: 'Lovely cat!' },
    });
    expect(changed.status).toBe(200);
    const reply = await a.request({
      method: 'POST',
      url: `/api/posts/${postId}/comments`,
      headers: ana.auth,
      payload: { content: 'Thanks, Ben', parentCommentId: benComment },
    });
    expect(reply.status).toBe(201);
    await settle(a, b);
    const thread = await a.request({ method: 'GET', url: `/api/posts/${postId}/comments`, headers: ana.auth });
    expect(thread.body.comments.map((c: { content: string }) => c.content)).toEqual(['Lovely cat!', 'Thanks, Ben']);
    const onBen = await b.request({ method: 'GET', url: `/api/posts/${local}/comments`, headers: ben.auth });
    expect(onBen.body.comments).toEqual([
      expect.objectContaining({ commentId, content: 'Lovely cat!' }),
      expect.objectContaining({
        content: 'Thanks, Ben',
        parentCommentId: commentId,
        author: expect.objectContaining({ userId: anaOnB }),
      }),
    ]);
    expect(await notificationTypes(b, ben)).toContain('reply');

    // Ana edits: B shows the new text. Ben takes his like and comment back: A forgets them (the
    // comment stays as "Comment deleted" there, as here, since Ana's reply hangs under it).
    const edit = await a.request({
      method: 'PUT',
      url: `/api/posts/${postId}`,
      headers: ana.auth,
      payload: { content: 'Hello again #Fediverse' },
    });
    expect(edit.status).toBe(200);
    expect((await b.request({ method: 'DELETE', url: `/api/posts/${local}/like`, headers: ben.auth })).status).toBe(
      200,
    );
    const removed = await b.request({
      method: 'DELETE',
      url: `/api/posts/${local}/comments/${commentId}`,
      headers: ben.auth,
    });
    expect(removed.status).toBe(204);
    await settle(a, b);
    const edited = await b.request({ method: 'GET', url: `/api/posts/${local}`, headers: ben.auth });
    expect(edited.body.post.content).toBe(`Hello again #Fediverse\n\n🖼️ A cat ${a.origin}/ap/posts/${postId}/media/0`);
    const after = await a.request({ method: 'GET', url: `/api/posts/${postId}`, headers: ana.auth });
    expect(after.body.post).toMatchObject({ likesCount: 0, commentsCount: 1 });
    const left = await a.request({ method: 'GET', url: `/api/posts/${postId}/comments`, headers: ana.auth });
    expect(left.body.comments[0]).toMatchObject({ commentId: benComment, deleted: true, content: '' });

    // Ben shares it: Ana is told and counts one share; he takes it back, the count goes back.
    expect(
      (await b.request({ method: 'POST', url: `/api/posts/${local}/share`, headers: ben.auth, payload: {} })).status,
    ).toBe(200);
    await settle(a, b);
    expect(await notificationTypes(a, ana)).toContain('share');
    expect(
      (await a.request({ method: 'GET', url: `/api/posts/${postId}`, headers: ana.auth })).body.post.sharesCount,
    ).toBe(1);
    expect((await b.request({ method: 'DELETE', url: `/api/posts/${local}/share`, headers: ben.auth })).status).toBe(
      200,
    );
    await settle(a, b);
    expect(
      (await a.request({ method: 'GET', url: `/api/posts/${postId}`, headers: ana.auth })).body.post.sharesCount,
    ).toBe(0);

    // Ana deletes it: it is gone on B, and so is its Note and its picture on A.
    expect((await a.request({ method: 'DELETE', url: `/api/posts/${postId}`, headers: ana.auth })).status).toBe(204);
    await settle(a, b);
    expect((await b.request({ method: 'GET', url: `/api/posts/${local}`, headers: ben.auth })).status).toBe(404);
    expect(await onB(postId)).toBeUndefined();
    expect((await a.app.inject({ method: 'GET', url: `/ap/posts/${postId}`, headers: activityJson })).statusCode).toBe(
      404,
    );
    expect((await fetch(`${a.origin}/ap/posts/${postId}/media/0`)).status).toBe(404);
  }, 60_000);

  it('takes the same Note and the same like twice as once', async () => {
    const created = await a.request({
      method: 'POST',
      url: '/api/posts',
      headers: ana.auth,
      payload: { content: 'Once' },
    });
    const postId: string = created.body.post.postId;
    await settle(a, b);
    const local = await onB(postId);
    expect(local).toBeDefined();
    // A second Create of the same Note (another activity): nothing changes on B.
    const ctxA = jobContext(a.context);
    const note = await ctxA.getObjectUri(Note, { id: postId });
    const fetched = await a.app.inject({ method: 'GET', url: note.pathname, headers: activityJson });
    const benInbox = { id: new URL(`${b.origin}/ap/actors/${ben.userId}`), inboxId: new URL(`${b.origin}/ap/inbox`) };
    await ctxA.sendActivity(
      { identifier: ana.userId },
      benInbox,
      new Create({
        id: new URL(`${a.origin}/ap/posts/${postId}#create-again`),
        actor: ctxA.getActorUri(ana.userId),
        object: await Note.fromJsonLd(fetched.json()),
      }),
    );
    // Two Likes of one post from Ben (two activities): one like.
    const ctxB = jobContext(b.context);
    for (const n of [1, 2])
      await ctxB.sendActivity(
        { identifier: ben.userId },
        { id: new URL(`${a.origin}/ap/actors/${ana.userId}`), inboxId: new URL(`${a.origin}/ap/inbox`) },
        new Like({
          id: new URL(`${b.origin}/ap/likes/test-${n}`),
          actor: ctxB.getActorUri(ben.userId),
          object: note,
        }),
      );
    await settle(a, b);
    const { rows } = await b.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM posts WHERE author_id = $1 AND content = 'Once'`,
      [anaOnB],
    );
    expect(rows[0]?.n).toBe(1);
    expect(
      (await a.request({ method: 'GET', url: `/api/posts/${postId}`, headers: ana.auth })).body.post.likesCount,
    ).toBe(1);
    const likes = (await notificationTypes(a, ana)).filter((type) => type === 'post_like');
    expect(likes.length).toBe(1);
    // Both deliveries did arrive: B's inbox saw the second Create, A's recorded both Likes.
    const seen = await b.db.query(`SELECT 1 FROM federation_kv WHERE key LIKE '%create-again%'`);
    expect(seen.rows.length).toBeGreaterThan(0);
    const recorded = await a.db.query(`SELECT 1 FROM remote_objects WHERE kind = 'like' AND local_id = $1`, [postId]);
    expect(recorded.rows.length).toBe(2);
  }, 60_000);

  it('never sends a friends-only post, nor a post of someone not reachable', async () => {
    const friends = await a.request({
      method: 'POST',
      url: '/api/posts',
      headers: ana.auth,
      payload: { content: 'Only for friends', audience: 'friends' },
    });
    const hidden = await a.createUser('hidden');
    const unreachable = await a.request({
      method: 'POST',
      url: '/api/posts',
      headers: hidden.auth,
      payload: { content: 'Not reachable' },
    });
    await settle(a, b);
    for (const res of [friends, unreachable]) {
      expect(res.status).toBe(201);
      expect(await onB(res.body.post.postId)).toBeUndefined();
      const note = await a.app.inject({
        method: 'GET',
        url: `/ap/posts/${res.body.post.postId}`,
        headers: activityJson,
      });
      expect(note.statusCode).toBe(404);
    }
    const { rows } = await b.db.query(`SELECT 1 FROM posts WHERE content IN ('Only for friends', 'Not reachable')`);
    expect(rows).toEqual([]);
  }, 60_000);

  it('keeps a like of someone not reachable here, and takes a stranger’s post only when it names someone here', async () => {
    const created = await a.request({
      method: 'POST',
      url: '/api/posts',
      headers: ana.auth,
      payload: { content: 'Ask me' },
    });
    const postId: string = created.body.post.postId;
    await settle(a, b);
    const local = await onB(postId);
    const carl = await b.createUser('carl');
    expect((await b.request({ method: 'POST', url: `/api/posts/${local}/like`, headers: carl.auth })).status).toBe(200);
    await settle(a, b);
    expect(
      (await b.request({ method: 'GET', url: `/api/posts/${local}`, headers: carl.auth })).body.post.likesCount,
    ).toBe(1);
    expect(
      (await a.request({ method: 'GET', url: `/api/posts/${postId}`, headers: ana.auth })).body.post.likesCount,
    ).toBe(0);

    // Cleo on A, whom nobody on B follows, sends B two public Notes: only the one naming Ben is kept.
    const cleo = await a.createUser('cleo');
    await makeReachable(a, cleo);
    const ctxA = jobContext(a.context);
    const sharedInboxB = {
      id: new URL(`${b.origin}/ap/actors/${ben.userId}`),
      inboxId: new URL(`${b.origin}/ap/inbox`),
    };
    const benUri = new URL(`${b.origin}/ap/actors/${ben.userId}`);
    for (const [n, tags] of [
      ['1', []],
      ['2', [new Mention({ href: benUri, name: `@ben@${b.host}` })]],
    ] as const) {
      const id = new URL(`${a.origin}/ap/posts/cleo-${n}`);
      await ctxA.sendActivity(
        { identifier: cleo.userId },
        sharedInboxB,
        new Create({
          id: new URL(`${id.href}#create`),
          actor: ctxA.getActorUri(cleo.userId),
          object: new Note({
            id,
            attribution: ctxA.getActorUri(cleo.userId),
            to: PUBLIC_COLLECTION,
            cc: benUri,
            content: `<p>Note ${n} from @<span>ben</span></p>`,
            tags: [...tags],
          }),
        }),
      );
    }
    await settle(a, b);
    const kept = await b.db.query<{ content: string }>(
      `SELECT p.content FROM posts p JOIN users u ON u.user_id = p.author_id WHERE u.username = $1`,
      [`cleo@${a.host}`],
    );
    expect(kept.rows).toEqual([{ content: 'Note 2 from @ben' }]);
    const told = await b.request({ method: 'GET', url: '/api/notifications?type=mention', headers: ben.auth });
    expect(told.body.notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actor: expect.objectContaining({ username: `cleo@${a.host}` }) }),
      ]),
    );
  }, 60_000);

  it('erases a remote account whose server deletes its actor', async () => {
    const ctxA = jobContext(a.context);
    const anaUri = ctxA.getActorUri(ana.userId);
    await ctxA.sendActivity(
      { identifier: ana.userId },
      'followers',
      new Delete({ id: new URL(`${anaUri.href}#delete`), actor: anaUri, object: anaUri }),
    );
    await settle(a, b);
    expect(await findRemoteActorById(b.db, anaOnB)).toBeUndefined();
    const { rows } = await b.db.query('SELECT 1 FROM posts WHERE author_id = $1', [anaOnB]);
    expect(rows).toEqual([]);
    const ben2 = await b.request({ method: 'GET', url: `/api/users/${ben.userId}`, headers: ben.auth });
    expect(ben2.body.user.followingCount).toBe(0);
  }, 60_000);
});
