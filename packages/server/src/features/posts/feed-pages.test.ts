import { PostPage } from '@cliques/contracts';
import Fastify from 'fastify';
import { authSignedInAgo } from '../../../test/account-helpers';
import { removeTarget } from '../moderation/removal';
import { storeLinkPreview } from '../link-previews/link-previews.repository';
import { startCursor } from '../../platform/input/page-token';
import { feedItems } from './post-lists.repository';
import { mediaServiceFor } from '../media/media.service';
import { PostsService } from './posts.service';
import type { TestApp, TestUser } from '../../../test/test-app';
import {
  befriend,
  createClique,
  createPostsTestApp,
  follow,
  post,
  pngBytes,
  upload,
} from '../../../test/post-fixtures';
import { addToClique } from '../../../test/social-helpers';

type Instance = Pick<TestApp, 'request'>;

/**
 * A server keeps each reader's first feed page and answers with it again while their head's version
 * stands (services/feed-page-cache.ts). Whatever changes, the next first page must equal a fresh
 * assembly from the merge query, on the instance that took the write and on any other.
 */
describe('the first feed page kept between reads', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let other: Awaited<ReturnType<TestApp['openSecondInstance']>>;
  let fresh: PostsService;
  let me: TestUser;
  let friend: TestUser;
  let author: TestUser;
  let member: TestUser;
  let cliqueId: string;
  let postId: string;

  beforeAll(async () => {
    t = await createPostsTestApp();
    other = await t.openSecondInstance();
    const media = await mediaServiceFor(t.context);
    fresh = new PostsService(t.db, (key) => media.embedUrl(key));
    [me, friend, author, member] = await Promise.all(
      ['kp_me', 'kp_friend', 'kp_author', 'kp_member'].map((n) => t.createUser(n)),
    );
    await befriend(t, friend, me);
    await follow(t, me, author);
    cliqueId = await createClique(t, [member, me]);
    await post(t, member, { content: 'in our clique', cliqueId });
    await post(t, friend, { content: `hello @${author.username}`, audience: 'friends' });
    const file = await upload(t, author, { name: 'a.png', type: 'image/png', bytes: pngBytes });
    postId = (await post(t, author, { content: 'with a picture #kept', media: [{ key: file.key }] })).postId;
    await t.request({ method: 'POST', url: `/api/posts/${postId}/share`, headers: friend.auth, payload: {} });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  /** The reader's first page as the API answers it on an instance. */
  async function firstPage(on: Instance, reader: TestUser): Promise<PostPage> {
    const res = await on.request({ method: 'GET', url: `/api/users/${reader.userId}/feed`, headers: reader.auth });
    expect(res.status).toBe(200);
    return res.body as PostPage;
  }
  /** The same page assembled now from the merge query, with no head and nothing kept. */
  async function assembled(reader: TestUser): Promise<PostPage> {
    const items = await feedItems(t.db, reader.userId, reader.userId, 'all', startCursor, 21, fresh.embedUrl);
    return JSON.parse(JSON.stringify(await fresh.toPage(reader.userId, items, 20))) as PostPage;
  }
  /** Reads the first page on both instances (so both keep it), makes the change, and compares the next reads. */
  async function expectExactAfter(name: string, change: () => Promise<unknown>, readers = [me]): Promise<void> {
    for (const reader of readers) {
      await firstPage(t, reader);
      await firstPage(other, reader);
      expect(await firstPage(t, reader)).toEqual(await assembled(reader));
    }
    const before = await assembled(me);
    await change();
    for (const reader of readers) {
      const expected = await assembled(reader);
      expect({ name, on: 'the writing instance', page: await firstPage(t, reader) }).toEqual({
        name,
        on: 'the writing instance',
        page: expected,
      });
      expect({ name, on: 'another instance', page: await firstPage(other, reader) }).toEqual({
        name,
        on: 'another instance',
        page: expected,
      });
    }
    expect({ name, changed: JSON.stringify(await assembled(me)) !== JSON.stringify(before) }).toEqual({
      name,
      changed: true,
    });
  }
  const send = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    other.request({ method, url, headers: user.auth, ...(payload ? { payload } : {}) }).then((res) => {
      if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    });

  it('answers the same page twice when nothing changed, equal to a fresh assembly', async () => {
    const first = await firstPage(t, me);
    expect(first.posts.length).toBeGreaterThan(2);
    expect(await firstPage(t, me)).toEqual(first);
    expect(first).toEqual(await assembled(me));
  });

  it('answers a kept page with the bytes and headers Fastify writes for the page by its schema', async () => {
    const assembledNow = await firstPage(other, me);
    const read = () => t.app.inject({ method: 'GET', url: `/api/users/${me.userId}/feed`, headers: me.auth });
    const [first, kept] = [await read(), await read()];
    const plain = Fastify();
    plain.get('/', { schema: { response: { 200: PostPage } } }, async () => assembledNow);
    const expected = await plain.inject({ method: 'GET', url: '/' });
    await plain.close();
    for (const res of [first, kept]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(expected.body);
      expect(res.headers['content-type']).toBe(expected.headers['content-type']);
      expect(res.headers['content-length']).toBe(expected.headers['content-length']);
    }
  });

  it('answers the kept page until the head version moves (a change made with the triggers off stays unseen)', async () => {
    const kept = await firstPage(t, me);
    await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query("UPDATE posts SET content = 'changed behind the triggers' WHERE post_id = $1", [postId]);
    });
    expect(await firstPage(t, me)).toEqual(kept);
    await t.db.query("UPDATE feed_heads SET version = nextval('feed_page_versions') WHERE reader_id = $1", [me.userId]);
    const next = await firstPage(t, me);
    expect(next).not.toEqual(kept);
    expect(next).toEqual(await assembled(me));
  });

  it('shows likes, comments, shares and their withdrawal on the next read', async () => {
    await expectExactAfter('a like by the reader', () => send(me, 'POST', `/api/posts/${postId}/like`));
    await expectExactAfter('a like by someone else', () => send(friend, 'POST', `/api/posts/${postId}/like`));
    await expectExactAfter('an unlike', () => send(me, 'DELETE', `/api/posts/${postId}/like`));
    await expectExactAfter('a comment', () => send(member, 'POST', `/api/posts/${postId}/comments`, { content: 'hi' }));
    await expectExactAfter('a share by the reader', () => send(me, 'POST', `/api/posts/${postId}/share`, {}));
    await expectExactAfter('a withdrawn share', () => send(me, 'DELETE', `/api/posts/${postId}/share`));
  });

  it('shows a deleted comment and a moderator’s removal of one on the next read (the count)', async () => {
    const written = async (content: string) => {
      const res = await other.request({
        method: 'POST',
        url: `/api/posts/${postId}/comments`,
        headers: member.auth,
        payload: { content },
      });
      expect(res.status).toBe(201);
      return (res.body as { comment: { commentId: string } }).comment.commentId;
    };
    const withdrawn = await written('soon withdrawn');
    await expectExactAfter('a deleted comment', () =>
      send(member, 'DELETE', `/api/posts/${postId}/comments/${withdrawn}`),
    );
    const reported = await written('soon removed');
    await expectExactAfter('a moderator’s removal of a comment', () =>
      t.db.transaction((tx) => removeTarget(tx, { type: 'comment', id: reported })),
    );
  });

  it('shows edits, new posts and deletions on the next read', async () => {
    await expectExactAfter('an edit', () => send(author, 'PUT', `/api/posts/${postId}`, { content: 'edited #kept' }));
    await expectExactAfter('an edit that mentions', () =>
      send(author, 'PUT', `/api/posts/${postId}`, { content: `edited for @${member.username}` }),
    );
    await expectExactAfter('a new post', () => post(t, author, { content: 'another one' }));
    const doomed = await post(t, friend, { content: 'soon deleted' });
    await expectExactAfter('a deleted post', () => send(friend, 'DELETE', `/api/posts/${doomed.postId}`));
  });

  it('shows a link preview on the next read once it arrives', async () => {
    const url = 'https://example.com/kept-page';
    await post(t, author, { content: `read ${url}` });
    await expectExactAfter('a link preview arrived', () =>
      storeLinkPreview(t.db, { url, status: 'ok', title: 'A page', description: 'Arrived later', image: null }),
    );
  });

  it('shows removed media and changed audiences on the next read', async () => {
    const file = await upload(t, author, { name: 'b.png', type: 'image/png', bytes: pngBytes });
    await post(t, author, { content: 'picture soon gone', media: [{ key: file.key }] });
    await expectExactAfter('a file deleted from its post', () =>
      send(author, 'POST', '/api/media/delete', { fileUrl: file.fileUrl }),
    );
    await expectExactAfter('an audience changed in the database', () =>
      t.db.query("UPDATE posts SET audience = 'friends' WHERE post_id = $1", [postId]),
    );
  });

  it('shows a new name or picture of an author, a sharer or someone mentioned on the next read', async () => {
    await expectExactAfter('an author renamed', () =>
      send(author, 'PUT', `/api/users/${author.userId}`, { displayName: 'Author Renamed' }),
    );
    await expectExactAfter('a sharer renamed', () =>
      send(friend, 'PUT', `/api/users/${friend.userId}`, { displayName: 'Sharer Renamed' }),
    );
    await expectExactAfter('a mentioned person renamed', () =>
      send(member, 'PUT', `/api/users/${member.userId}`, { displayName: 'Mentioned Renamed' }),
    );
    await expectExactAfter('a new picture', () =>
      send(author, 'PUT', `/api/users/${author.userId}`, {
        profilePicture: `/media/files/users/${author.userId}/profile/avatar.png`,
      }),
    );
    await expectExactAfter('a picture removed', () =>
      send(author, 'PUT', `/api/users/${author.userId}`, { profilePicture: null }),
    );
  });

  it('follows blocks, mutes and clique changes on the next read', async () => {
    await expectExactAfter('a mute', () => send(me, 'POST', `/api/users/${author.userId}/mute`));
    await expectExactAfter('an unmute', () => send(me, 'DELETE', `/api/users/${author.userId}/mute`));
    await expectExactAfter('a block by someone in a clique', () =>
      send(member, 'POST', `/api/users/${me.userId}/block`),
    );
    await expectExactAfter('an unblock', () => send(member, 'DELETE', `/api/users/${me.userId}/block`));
    await expectExactAfter('an unfriending', () => send(me, 'DELETE', `/api/friends/${friend.userId}`), [me, friend]);
  });

  it('follows follows and clique membership on the next read', async () => {
    const stranger = await t.createUser('kp_stranger');
    await post(t, stranger, { content: 'from someone not followed yet' });
    await expectExactAfter('a follow', () => send(me, 'POST', `/api/follows/${stranger.userId}`, {}));
    await expectExactAfter('an unfollow', () => send(me, 'DELETE', `/api/follows/${stranger.userId}`));
    const owner = await t.createUser('kp_owner');
    const otherClique = await createClique(t, [owner]);
    await post(t, owner, { content: 'inside the other clique', cliqueId: otherClique });
    await expectExactAfter('added to a clique', () => addToClique(t, owner, otherClique, me));
    await expectExactAfter('removed from a clique', () =>
      send(owner, 'DELETE', `/api/cliques/${otherClique}/members/${me.userId}`),
    );
    await expectExactAfter('leaving a clique', () =>
      send(me, 'DELETE', `/api/cliques/${cliqueId}/members/${me.userId}`),
    );
    const doomed = await createClique(t, [owner, me]);
    await post(t, owner, { content: 'in a clique about to go', cliqueId: doomed });
    await expectExactAfter('a deleted clique', () => send(owner, 'DELETE', `/api/cliques/${doomed}`));
  });

  // PGlite runs one statement at a time: no change can happen while a head is stored.
  (process.env.TEST_DATABASE_URL ? it : it.skip)(
    'makes a change to what first pages show wait while a new head is stored (PostgreSQL)',
    async () => {
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => undefined as void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      // What storing a new head holds (repositories/feed-heads.ts, migration 220-feed-page-versions-wait).
      const storing = t.db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(feed_heads_lock_key())');
        locked();
        await held;
      });
      await isLocked;
      const changes: [string, string, unknown[]][] = [
        ['a post', 'UPDATE posts SET content = content WHERE post_id = $1', [postId]],
        ['its media', 'UPDATE post_media SET alt = alt WHERE post_id = $1', [postId]],
        ['a name', "UPDATE users SET display_name = display_name || '!' WHERE user_id = $1", [author.userId]],
      ];
      try {
        for (const [name, sql, params] of changes) {
          const change = t.db.transaction(async (tx) => {
            await tx.query("SET LOCAL lock_timeout = '300ms'");
            await tx.query(sql, params);
          });
          await expect(change.then(() => name)).rejects.toThrow(/lock timeout/);
        }
      } finally {
        release();
        await storing;
      }
    },
  );

  // A write that holds a post's row and then waits for the heads' lock (a post being deleted) must
  // not end in a deadlock that PostgreSQL could settle by cancelling the write: the store gives up.
  (process.env.TEST_DATABASE_URL ? it : it.skip)(
    'gives up storing a new head rather than wait for a row a write holds (PostgreSQL)',
    async () => {
      const reader = await t.createUser('kp_store_waits');
      await follow(t, reader, author);
      const deleting = (await post(t, author, { content: 'about to be deleted' })).postId;
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => undefined as void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const write = t.db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM posts WHERE post_id = $1 FOR UPDATE', [deleting]);
        locked();
        await held;
      });
      await isLocked;
      try {
        expect(await firstPage(t, reader)).toEqual(await assembled(reader));
        const { rows } = await t.db.query('SELECT 1 FROM feed_heads WHERE reader_id = $1', [reader.userId]);
        expect(rows).toEqual([]);
      } finally {
        release();
        await write;
      }
      expect(await firstPage(t, reader)).toEqual(await assembled(reader));
      const { rows } = await t.db.query('SELECT ready FROM feed_heads WHERE reader_id = $1', [reader.userId]);
      expect(rows).toEqual([{ ready: true }]);
    },
  );

  it('follows a moderator’s removal and a deleted account on the next read', async () => {
    const reported = await post(t, author, { content: 'reported' });
    await expectExactAfter('a moderator’s removal', () =>
      t.db.transaction((tx) => removeTarget(tx, { type: 'post', id: reported.postId })),
    );
    const leaving = await t.createUser('kp_leaving');
    await follow(t, me, leaving);
    await post(t, leaving, { content: 'from someone about to leave' });
    await post(t, author, { content: `mentions @${leaving.username}` });
    await expectExactAfter('a deleted account', async () => {
      const headers = await authSignedInAgo(t, leaving, 60);
      expect((await other.request({ method: 'DELETE', url: '/api/account', headers })).status).toBe(204);
    });
  });
});
