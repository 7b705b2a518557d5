import { AccountExport, type AccountExport as AccountExportType } from '@cliques/contracts';
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { createPostsTestApp, pngBytes, post, upload } from '../../../test/post-fixtures';
import { addToClique, befriend } from '../../../test/social-helpers';
import type { TestApp, TestUser } from '../../../test/test-app';
import { sendMessage, readZip } from '../../../test/account-helpers';

type App = TestApp & { dataDir: string };
if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', (v) => !Number.isNaN(Date.parse(v)));
if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', (v) => /^[0-9a-f-]{36}$/i.test(v));

async function download(t: App, user: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: user.auth });
  const entries = await readZip(res.rawPayload);
  const json = JSON.parse(entries.get('account.json')?.toString('utf8') ?? 'null') as AccountExportType;
  return { res, entries, json };
}

describe('GET /api/account/export', () => {
  let t: App;
  beforeAll(async () => {
    t = await createPostsTestApp();
  });
  afterAll(() => t.close());

  it('holds what the person made and their files, and no one else’s private data', async () => {
    const [me, ann, ben] = (await Promise.all([t.createUser(), t.createUser(), t.createUser()])) as [
      TestUser,
      TestUser,
      TestUser,
    ];
    const call = (user: TestUser, method: 'POST' | 'PUT', url: string, payload: object = {}) =>
      t.request({ method, url, headers: user.auth, payload });
    const photo = await upload(t, me, { name: 'me.png', type: 'image/png', bytes: pngBytes });
    const avatar = await upload(t, me, {
      name: 'a.png',
      type: 'image/png',
      bytes: pngBytes,
      isProfilePicture: true,
      gzip: true,
    });
    await call(me, 'PUT', `/api/users/${me.userId}`, { profilePicture: avatar.fileUrl, bio: 'climber' });
    await call(me, 'PUT', `/api/users/${me.userId}/settings`, { settings: { theme: 'dark' } });
    const mine = await post(t, me, { content: 'My wall #climbing', media: [{ key: photo.key }] });
    const annPost = await post(t, ann, { content: 'Ann’s post' });
    await call(me, 'POST', `/api/posts/${annPost.postId}/comments`, { content: 'well done' });
    await call(me, 'POST', `/api/posts/${annPost.postId}/like`);
    await call(me, 'POST', `/api/posts/${annPost.postId}/share`, { comment: 'see this' });
    await call(me, 'PUT', `/api/posts/${annPost.postId}/bookmark`);
    await call(ann, 'PUT', `/api/posts/${mine.postId}/bookmark`);
    await call(ann, 'POST', `/api/posts/${mine.postId}/like`);
    await post(t, ann, { content: 'Ann quotes me', quotedPostId: mine.postId });
    await call(ben, 'POST', `/api/follows/${me.userId}`, { followedId: me.userId });
    await befriend(t, me, ann);
    const clique = (await call(me, 'POST', '/api/cliques', { name: 'Walls' })).body.clique.cliqueId;
    const annClique = (await call(ann, 'POST', '/api/cliques', { name: 'Ann and Ben only' })).body.clique.cliqueId;
    await addToClique(t, ann, annClique, ben);
    // A join request waiting, an invitation not answered, and a ban: each the person's own to take.
    const asking = await call(ben, 'POST', '/api/cliques', {
      name: 'Crag',
      visibility: 'private',
      joinPolicy: 'request',
      questions: ['Which crag?'],
    });
    await call(me, 'POST', `/api/cliques/${asking.body.clique.cliqueId}/join`, { answers: ['Fontainebleau'] });
    const inviting = (await call(ann, 'POST', '/api/cliques', { name: 'Ann asks' })).body.clique.cliqueId;
    await call(ann, 'POST', `/api/cliques/${inviting}/invitations`, { userId: me.userId });
    const open = await call(ben, 'POST', '/api/cliques', {
      name: 'Boulders',
      visibility: 'public',
      joinPolicy: 'open',
    });
    await call(me, 'POST', `/api/cliques/${open.body.clique.cliqueId}/join`);
    await call(ben, 'POST', `/api/cliques/${open.body.clique.cliqueId}/bans`, {
      userId: me.userId,
      reason: 'spam',
      hours: 24,
    });
    await sendMessage(t, me, { recipientId: ann.userId }, 'to Ann');
    await sendMessage(t, ann, { recipientId: me.userId }, 'to me');
    await sendMessage(t, ann, { recipientId: ben.userId }, 'SECRET between Ann and Ben');
    await sendMessage(t, ben, { cliqueId: annClique }, 'SECRET in a clique I am not in');
    await sendMessage(t, me, { cliqueId: clique }, 'to my clique');
    await call(me, 'POST', '/api/reports', {
      targetType: 'post',
      targetId: annPost.postId,
      reason: 'spam',
      note: 'my report',
    });
    const [pest, bore] = [await t.createUser(), await t.createUser()];
    await call(me, 'POST', `/api/users/${pest.userId}/block`);
    await call(me, 'POST', `/api/users/${bore.userId}/mute`);
    await call(pest, 'POST', `/api/users/${me.userId}/mute`);

    const { res, entries, json } = await download(t, me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="cliques-${me.username}-${new Date().toISOString().slice(0, 10)}.zip"`,
    );
    expect(Value.Errors(AccountExport, json).First()).toBeUndefined();
    expect(json.profile).toMatchObject({
      userId: me.userId,
      email: me.email,
      bio: 'climber',
      followersCount: 1,
      friendsCount: 1,
      postsCount: 1,
    });
    expect(json.settings).toEqual({ theme: 'dark' });
    expect(json.posts).toEqual([
      expect.objectContaining({
        postId: mine.postId,
        content: 'My wall #climbing',
        hashtags: ['climbing'],
        likesCount: 1,
        quotedPostId: null,
        quoteDetached: false,
        quotePolicy: 'anyone',
        quotesCount: 1,
      }),
    ]);
    expect(json.posts[0]?.media[0]?.file).toMatch(/^media\/[0-9a-f-]{36}-me\.png$/);
    expect(json.comments.map((c) => c.content)).toEqual(['well done']);
    expect(json.postLikes).toEqual([expect.objectContaining({ postId: annPost.postId })]);
    expect(json.shares).toEqual([expect.objectContaining({ postId: annPost.postId, comment: 'see this' })]);
    expect(json.bookmarks).toEqual([{ postId: annPost.postId, createdAt: expect.any(String) }]);
    expect(json.friends).toEqual([
      expect.objectContaining({
        status: 'accepted',
        direction: 'sent',
        user: expect.objectContaining({ userId: ann.userId }),
      }),
    ]);
    expect(json.followers.map((f) => f.user.userId)).toEqual([ben.userId]);
    expect(json.blocked.map((b) => b.user.userId)).toEqual([pest.userId]);
    expect(json.muted.map((m) => m.user.userId)).toEqual([bore.userId]);
    expect(json.cliques).toEqual([expect.objectContaining({ cliqueId: clique, name: 'Walls', owner: true })]);
    expect(json.cliqueRequests).toEqual([
      expect.objectContaining({ cliqueId: asking.body.clique.cliqueId, name: 'Crag', answers: ['Fontainebleau'] }),
    ]);
    expect(json.cliqueInvitations).toEqual([
      expect.objectContaining({ cliqueId: inviting, invitedBy: expect.objectContaining({ userId: ann.userId }) }),
    ]);
    expect(json.cliqueBans).toEqual([
      expect.objectContaining({ cliqueId: open.body.clique.cliqueId, name: 'Boulders', reason: 'spam' }),
    ]);
    expect(json.cliqueBans[0]?.until).not.toBeNull();
    expect(JSON.stringify(json.cliqueBans)).not.toContain(ben.userId);
    expect(json.messagesSent.map((m) => m.content)).toEqual(['to Ann', 'to my clique']);
    expect(json.messagesReceived).toEqual([
      expect.objectContaining({ content: 'to me', sender: expect.objectContaining({ userId: ann.userId }) }),
    ]);
    expect(json.notifications.map((n) => n.type).sort()).toEqual([
      'clique_banned',
      'clique_invitation',
      'follow',
      'friend_accept',
      'post_like',
      'quote',
    ]);
    expect(json.reportsFiled).toEqual([
      expect.objectContaining({
        targetType: 'post',
        targetId: annPost.postId,
        reason: 'spam',
        note: 'my report',
        status: 'open',
      }),
    ]);
    // The files, decoded (the profile picture was uploaded gzipped).
    expect(entries.get(json.posts[0]?.media[0]?.file ?? '')).toEqual(pngBytes);
    expect(entries.get('media/profile/avatar.jpg')).toEqual(pngBytes);
    expect([...entries.keys()].sort()).toEqual(
      ['account.json', 'media/profile/avatar.jpg', json.posts[0]?.media[0]?.file].sort(),
    );
    const text = entries.get('account.json')?.toString('utf8') ?? '';
    for (const secret of ['SECRET', ann.email, ben.email, 'Ann and Ben only']) expect(text).not.toContain(secret);
  });

  it('streams a person with 1,000 posts page by page, each post once', async () => {
    const me = await t.createUser();
    await t.db.query(
      `INSERT INTO posts (post_id, author_id, content, created_at)
       SELECT gen_random_uuid(), $1, 'Post number ' || i || ' ' || repeat('words ', 30), now() - i * interval '1 second' FROM generate_series(1, 1000) AS i`,
      [me.userId],
    );
    await t.db.query('UPDATE users SET posts_count = 1000 WHERE user_id = $1', [me.userId]);
    const started = process.hrtime.bigint();
    const { res, entries, json } = await download(t, me);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    expect(res.statusCode).toBe(200);
    expect(new Set(json.posts.map((p) => p.postId)).size).toBe(1000);
    expect(json.posts[0]?.content).toMatch(/^Post number 1000 /);
    console.log(
      `account export, 1,000 posts (${t.db.kind}): ${res.rawPayload.length} bytes zipped (account.json ${entries.get('account.json')?.length} bytes) in ${ms.toFixed(0)} ms`,
    );
  });
});
