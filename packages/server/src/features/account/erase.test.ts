import fs from 'node:fs';
import path from 'node:path';
import { createPostsTestApp, pngBytes, post, upload } from '../../../test/post-fixtures';
import { addToClique, befriend } from '../../../test/social-helpers';
import type { TestApp, TestUser } from '../../../test/test-app';
import { wrongCounters } from './counters.repository';
import { eraseAccount } from './erase';
import { seedIdentity, sendMessage } from '../../../test/account-helpers';
import { countTables, findTraces } from './traces.repository';

type App = TestApp & { dataDir: string };
const blobPath = (dataDir: string, blobId: string) => path.join(dataDir, 'media', 'blobs', blobId.slice(0, 2), blobId);

/** Everything a person can leave behind, made through the API where the API makes it. */
async function buildWorld(t: App, person: TestUser, [ann, ben, cat]: TestUser[] & { length: 3 }) {
  const call = async (user: TestUser, method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) => {
    const res = await t.request({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };
  const photo = await upload(t, person, { name: 'me.png', type: 'image/png', bytes: pngBytes });
  const avatar = await upload(t, person, {
    name: 'a.png',
    type: 'image/png',
    bytes: pngBytes,
    isProfilePicture: true,
    gzip: true,
  });
  await call(person, 'PUT', `/api/users/${person.userId}`, { profilePicture: avatar.fileUrl });
  const annPhoto = await upload(t, ann, { name: 'ann.png', type: 'image/png', bytes: pngBytes });
  const annPost = await post(t, ann, { content: 'Ann writes #climbing', media: [{ key: annPhoto.key }] });
  const mine = await post(t, person, { content: `Mine #climbing with @${ann.username}`, media: [{ key: photo.key }] });
  const mentionPost = await post(t, ann, { content: `Hello @${person.username}` });
  // Ann's own comment stays; the person's comment goes with Ben's reply under it.
  const annComment = (await call(ann, 'POST', `/api/posts/${annPost.postId}/comments`, { content: 'first' })).body
    .comment;
  const theirs = (await call(person, 'POST', `/api/posts/${annPost.postId}/comments`, { content: 'nice' })).body
    .comment;
  await call(ben, 'POST', `/api/posts/${annPost.postId}/comments`, {
    content: 'agreed',
    parentCommentId: theirs.commentId,
  });
  await call(ann, 'POST', `/api/posts/${annPost.postId}/comments/${theirs.commentId}/like`);
  await call(person, 'POST', `/api/posts/${annPost.postId}/comments/${annComment.commentId}/like`);
  await call(person, 'POST', `/api/posts/${annPost.postId}/like`);
  await call(ben, 'POST', `/api/posts/${annPost.postId}/like`);
  await call(person, 'POST', `/api/posts/${annPost.postId}/share`, { comment: 'look' });
  await post(t, person, { content: 'Quoting Ann', quotedPostId: annPost.postId });
  // Their bookmark goes with them; Ann's bookmark of their post goes with the post.
  await call(person, 'PUT', `/api/posts/${annPost.postId}/bookmark`);
  await call(ann, 'PUT', `/api/posts/${mine.postId}/bookmark`);
  await call(ann, 'PUT', `/api/posts/${annPost.postId}/bookmark`);
  await call(person, 'POST', `/api/follows/${ann.userId}`, { followedId: ann.userId });
  await call(ben, 'POST', `/api/follows/${person.userId}`, { followedId: person.userId });
  await call(ben, 'POST', `/api/follows/${ann.userId}`, { followedId: ann.userId });
  await befriend(t, person, ann);
  await befriend(t, ann, ben);
  await call(person, 'POST', '/api/friends/request', { recipientId: cat.userId });
  // Clique X passes to Ann (she joined before Ben); clique Y, left by Ben, is deleted with Ben's post.
  const shared = (await call(person, 'POST', '/api/cliques', { name: 'X' })).body.clique.cliqueId;
  await addToClique(t, person, shared, ann);
  await addToClique(t, person, shared, ben);
  await post(t, person, { content: 'in X', cliqueId: shared });
  const alone = (await call(person, 'POST', '/api/cliques', { name: 'Y' })).body.clique.cliqueId;
  await addToClique(t, person, alone, ben);
  await post(t, ben, { content: 'Ben in Y', cliqueId: alone });
  await call(ben, 'DELETE', `/api/cliques/${alone}/members/${ben.userId}`);
  const annClique = (await call(ann, 'POST', '/api/cliques', { name: 'Z' })).body.clique.cliqueId;
  await addToClique(t, ann, annClique, person);
  await sendMessage(t, person, { recipientId: ann.userId }, 'hi Ann');
  await sendMessage(t, ann, { recipientId: person.userId }, 'hi back');
  await sendMessage(t, ann, { recipientId: ben.userId }, 'between Ann and Ben');
  await sendMessage(t, person, { cliqueId: shared }, 'hello X');
  await sendMessage(t, ann, { cliqueId: shared }, 'Ann in X');
  for (const user of [person, ann, ben]) await call(user, 'GET', `/api/users/${user.userId}/feed`);
  await seedIdentity(t, person);
  return { annPost, annComment, mentionPost, annPhoto, shared, alone, annClique };
}

describe('eraseAccount', () => {
  let t: App;
  beforeAll(async () => {
    t = await createPostsTestApp();
  });
  afterAll(() => t.close());

  it('leaves no row of the person in any table and no media file, and every counter right', async () => {
    const person = await t.createUser(`erasee${Date.now().toString(36)}`);
    const others = (await Promise.all([t.createUser(), t.createUser(), t.createUser()])) as [
      TestUser,
      TestUser,
      TestUser,
    ];
    const [ann, ben, cat] = others;
    const world = await buildWorld(t, person, others);
    const personBlobs = (
      await t.db.query<{ blob_id: string }>('SELECT blob_id FROM media_objects WHERE owner_id = $1', [person.userId])
    ).rows;
    expect(personBlobs).toHaveLength(2);
    expect(personBlobs.every(({ blob_id }) => fs.existsSync(blobPath(t.dataDir, blob_id)))).toBe(true);
    const values = [person.userId, person.username, person.email];
    expect((await findTraces(t.db, values)).length).toBeGreaterThan(20);
    expect(await wrongCounters(t.db)).toEqual([]);

    const res = await t.request({ method: 'DELETE', url: '/api/account', headers: person.auth });
    expect(res.status).toBe(204);

    expect(await countTables(t.db)).toBeGreaterThanOrEqual(30);
    // Only Ann's own words still name the person: erasure does not rewrite what others wrote.
    expect(await findTraces(t.db, values)).toEqual([
      { table: 'posts', column: 'content', value: person.username, rows: 1 },
    ]);
    // The files stay for the grace period, then the media.release job removes them.
    expect(personBlobs.every(({ blob_id }) => fs.existsSync(blobPath(t.dataDir, blob_id)))).toBe(true);
    await t.db.query('UPDATE blob_releases SET due_at = now()');
    await t.context.jobs.run('media.release');
    expect(personBlobs.filter(({ blob_id }) => fs.existsSync(blobPath(t.dataDir, blob_id)))).toEqual([]);
    expect(await wrongCounters(t.db)).toEqual([]);
    expect((await t.request({ method: 'GET', url: `/api/users/${person.userId}`, headers: ann.auth })).status).toBe(
      404,
    );

    const annPost = (await t.request({ method: 'GET', url: `/api/posts/${world.annPost.postId}`, headers: ann.auth }))
      .body.post;
    expect(annPost).toMatchObject({ likesCount: 1, commentsCount: 1, sharesCount: 0, quotesCount: 0 });
    const comments = (
      await t.request({ method: 'GET', url: `/api/posts/${world.annPost.postId}/comments`, headers: ann.auth })
    ).body.comments;
    expect(comments).toEqual([expect.objectContaining({ commentId: world.annComment.commentId, likesCount: 0 })]);
    const profile = async (user: TestUser) =>
      (await t.request({ method: 'GET', url: `/api/users/${user.userId}`, headers: user.auth })).body.user;
    expect(await profile(ann)).toMatchObject({ followersCount: 1, followingCount: 0, friendsCount: 1, postsCount: 2 });
    expect(await profile(ben)).toMatchObject({ followersCount: 0, followingCount: 1, friendsCount: 1, postsCount: 0 });
    expect(await profile(cat)).toMatchObject({ friendsCount: 0 });
    const cliques = await t.db.query<{ clique_id: string; owner_id: string; member_count: number }>(
      'SELECT clique_id, owner_id, member_count FROM cliques ORDER BY name',
    );
    expect(cliques.rows).toEqual([
      { clique_id: world.shared, owner_id: ann.userId, member_count: 2 },
      { clique_id: world.annClique, owner_id: ann.userId, member_count: 1 },
    ]);
    const messages = await t.db.query<{ content: string }>('SELECT content FROM messages ORDER BY seq');
    expect(messages.rows.map((m) => m.content)).toEqual(['between Ann and Ben', 'Ann in X']);
    expect(
      (await t.request({ method: 'GET', url: `/api/posts/${world.mentionPost.postId}`, headers: ben.auth })).body.post
        .mentions,
    ).toEqual([]);
    const annBlob = (
      await t.db.query<{ blob_id: string }>('SELECT blob_id FROM media_objects WHERE key = $1', [world.annPhoto.key])
    ).rows[0];
    expect(annBlob && fs.existsSync(blobPath(t.dataDir, annBlob.blob_id))).toBe(true);
    const bookmarks = await t.request({ method: 'GET', url: '/api/bookmarks', headers: ann.auth });
    expect(bookmarks.body.posts.map((p: { postId: string }) => p.postId)).toEqual([world.annPost.postId]);
    const feed = await t.request({ method: 'GET', url: `/api/users/${ann.userId}/feed`, headers: ann.auth });
    expect(feed.body.posts.map((p: { author: { userId: string } }) => p.author.userId)).not.toContain(person.userId);

    // The username and email are free again.
    await expect(
      t.db.query(
        `INSERT INTO identity_users (sub, username, email, srp_salt, srp_verifier) VALUES (gen_random_uuid(), $1, $2, 's', 'v')`,
        [person.username.toUpperCase(), person.email],
      ),
    ).resolves.toBeDefined();
    await t.db.query('DELETE FROM identity_users WHERE lower(username) = lower($1)', [person.username]);
  });

  it('does nothing for someone already gone or an id that names nobody', async () => {
    const person = await t.createUser();
    await eraseAccount(t.context, person.userId);
    await expect(eraseAccount(t.context, person.userId)).resolves.toBeUndefined();
    await expect(eraseAccount(t.context, 'not-a-uuid')).resolves.toBeUndefined();
  });
});
