import { getMessages, sendMessage } from '../chat/chat.service';
import { pngBytes, upload } from '../../../test/post-fixtures';
import { addToClique, notificationsOf } from '../../../test/social-helpers';
import type { TestUser } from '../../../test/test-app';
import { act, createModerationWorld, postAs, report, type ModerationWorld } from '../../../test/moderation-world';

describe('moderation actions and the queue', () => {
  let w: ModerationWorld;
  let carol: TestUser;
  beforeAll(async () => {
    w = await createModerationWorld();
    carol = await w.t.createUser('carol');
  }, 120_000);
  afterAll(() => w.t.close());

  const get = (user: TestUser, url: string) => w.t.request({ method: 'GET', url, headers: user.auth });
  const outcomesOf = async (user: TestUser) =>
    (await get(user, '/api/notifications?type=report_outcome')).body.notifications.map(
      (n: { actor: { userId: string }; outcome: string }) => [n.actor.userId, n.outcome],
    );
  const reportsOf = async (targetId: string) =>
    (
      await w.t.db.query(
        'SELECT status, audit_id IS NOT NULL AS decided FROM reports WHERE target_id = $1 ORDER BY created_at',
        [targetId],
      )
    ).rows;

  it('remove_content deletes a post for everyone (counts, media, feeds), audits its text and tells every reporter', async () => {
    const file = await upload(w.t, w.bob, { name: 'dot.png', type: 'image/png', bytes: pngBytes });
    const postId = await postAs(w.t, w.bob, 'hateful words', { media: [{ key: file.key }] });
    await w.t.request({ method: 'POST', url: `/api/posts/${postId}/share`, headers: carol.auth, payload: {} });
    const first = (await report(w.t, w.alice, 'post', postId, 'hate')).body.id;
    await report(w.t, carol, 'post', postId, 'harassment', 'again and again');
    const answer = await act(w.t, w.moderator, first, { action: 'remove_content', note: 'hate speech' });
    expect([answer.status, answer.body]).toEqual([200, { id: first, status: 'resolved', action: 'remove_content' }]);
    for (const viewer of [w.bob, w.alice, carol, w.moderator])
      expect((await get(viewer, `/api/posts/${postId}`)).status).toBe(404);
    const carolsFeed = await get(carol, `/api/users/${carol.userId}/feed?type=all`);
    expect(carolsFeed.body.posts.map((p: { postId: string }) => p.postId)).not.toContain(postId);
    expect((await get(w.bob, `/api/users/${w.bob.userId}`)).body.user.postsCount).toBe(0);
    const { rows: objects } = await w.t.db.query('SELECT 1 FROM media_objects WHERE key = $1', [file.key]);
    expect(objects).toEqual([]);
    expect(await reportsOf(postId)).toEqual([
      { status: 'resolved', decided: true },
      { status: 'resolved', decided: true },
    ]);
    const audit = (await get(w.admin, '/api/moderation/audit?limit=1')).body.items[0];
    expect(audit).toMatchObject({
      action: 'remove_content',
      targetType: 'post',
      targetId: postId,
      note: 'hate speech',
      snapshot: 'hateful words',
      days: null,
    });
    expect([audit.moderator.userId, audit.subject.userId]).toEqual([w.moderator.userId, w.bob.userId]);
    expect(await outcomesOf(w.alice)).toEqual([[w.bob.userId, 'removed']]);
    expect(await outcomesOf(carol)).toEqual([[w.bob.userId, 'removed']]);
    expect(await notificationsOf(w.t, w.bob)).not.toContainEqual(expect.objectContaining({ type: 'report_outcome' }));
  });

  it('remove_content deletes a comment for everyone; the reply under it stays under "Comment deleted"', async () => {
    const postId = await postAs(w.t, w.alice, 'a calm post');
    const commentId = (
      await w.t.request({
        method: 'POST',
        url: `/api/posts/${postId}/comments`,
        headers: w.bob.auth,
        payload: { content: 'nasty comment' },
      })
    ).body.comment.commentId;
    await w.t.request({
      method: 'POST',
      url: `/api/posts/${postId}/comments`,
      headers: carol.auth,
      payload: { content: 'reply', parentCommentId: commentId },
    });
    const reportId = (await report(w.t, w.alice, 'comment', commentId)).body.id;
    expect((await act(w.t, w.admin, reportId, { action: 'remove_content' })).status).toBe(200);
    const comments = await get(carol, `/api/posts/${postId}/comments`);
    expect(comments.body.comments).toMatchObject([
      { commentId, deleted: true, content: '', author: { userId: '' } },
      { content: 'reply', parentCommentId: commentId },
    ]);
    expect((await get(w.alice, `/api/posts/${postId}`)).body.post.commentsCount).toBe(1);
    expect((await get(w.admin, '/api/moderation/audit?limit=1')).body.items[0]).toMatchObject({
      targetType: 'comment',
      snapshot: 'nasty comment',
    });
  });

  it('remove_content deletes a direct message from both sides; the conversation shows the one before', async () => {
    await sendMessage(w.t.db, w.bob.userId, { action: 'sendMessage', recipientId: w.alice.userId, content: 'hello' });
    const bad = (
      await sendMessage(w.t.db, w.bob.userId, { action: 'sendMessage', recipientId: w.alice.userId, content: 'threat' })
    ).message.messageId;
    const reportId = (await report(w.t, w.alice, 'message', bad, 'violence')).body.id;
    expect((await act(w.t, w.moderator, reportId, { action: 'remove_content' })).status).toBe(200);
    for (const [reader, other] of [
      [w.alice, w.bob],
      [w.bob, w.alice],
    ] as const) {
      const history = await getMessages(w.t.db, reader.userId, { action: 'getMessages', withUserId: other.userId });
      expect(history.messages.map((m) => m.content)).toEqual(['hello']);
      const conversation = await get(reader, `/api/messages/conversation?withUserId=${other.userId}`);
      expect(conversation.body.conversation.lastMessage.content).toBe('hello');
    }
    expect((await get(w.alice, '/api/messages/unread-count')).body.unreadCount).toBe(1);
  });

  it('remove_content deletes a clique for everyone; a person cannot be removed (400, nothing changes)', async () => {
    const cliqueId = (
      await w.t.request({
        method: 'POST',
        url: '/api/cliques',
        headers: w.bob.auth,
        payload: { name: 'Trolls', description: 'we troll' },
      })
    ).body.clique.cliqueId;
    await addToClique(w.t, w.bob, cliqueId, carol);
    const reportId = (await report(w.t, carol, 'clique', cliqueId, 'hate')).body.id;
    expect((await act(w.t, w.moderator, reportId, { action: 'remove_content' })).status).toBe(200);
    expect((await get(w.bob, `/api/cliques/${cliqueId}`)).status).toBe(404);
    expect((await get(w.admin, '/api/moderation/audit?limit=1')).body.items[0]).toMatchObject({
      targetType: 'clique',
      snapshot: 'Trolls\n\nwe troll',
    });

    const personReport = (await report(w.t, carol, 'user', w.bob.userId, 'spam')).body.id;
    const refused = await act(w.t, w.moderator, personReport, { action: 'remove_content' });
    expect([refused.status, refused.body.error.code]).toEqual([400, 'validation_failed']);
    expect(await reportsOf(w.bob.userId)).toEqual([{ status: 'open', decided: false }]);
    expect((await act(w.t, w.moderator, personReport, { action: 'dismiss' })).status).toBe(200);
  });

  it('tells a reporter who has since blocked or muted the reported person (the outcome comes from the moderators)', async () => {
    const [dan, erin] = [await w.t.createUser('dan'), await w.t.createUser('erin')];
    const postId = await postAs(w.t, w.bob, 'harassing dan and erin');
    const reportIds = [
      (await report(w.t, dan, 'post', postId)).body.id,
      (await report(w.t, erin, 'post', postId)).body.id,
    ];
    await w.t.request({ method: 'POST', url: `/api/users/${w.bob.userId}/block`, headers: dan.auth });
    await w.t.request({ method: 'POST', url: `/api/users/${w.bob.userId}/mute`, headers: erin.auth });
    expect((await act(w.t, w.moderator, reportIds[0] as string, { action: 'remove_content' })).status).toBe(200);
    expect(await outcomesOf(dan)).toEqual([[w.bob.userId, 'removed']]);
    expect(await outcomesOf(erin)).toEqual([[w.bob.userId, 'removed']]);
  });

  it('dismiss changes nothing but the reports’ status, and tells the reporter', async () => {
    const postId = await postAs(w.t, w.bob, 'an opinion');
    const reportId = (await report(w.t, carol, 'post', postId, 'other', 'I disagree')).body.id;
    const before = await get(w.alice, `/api/posts/${postId}`);
    expect((await act(w.t, w.moderator, reportId, { action: 'dismiss', note: 'not against the rules' })).status).toBe(
      200,
    );
    expect(await get(w.alice, `/api/posts/${postId}`)).toMatchObject({ status: 200, body: before.body });
    const { rows } = await w.t.db.query('SELECT suspended_until FROM users WHERE user_id = $1', [w.bob.userId]);
    expect(rows[0]).toEqual({ suspended_until: null });
    expect(await reportsOf(postId)).toEqual([{ status: 'resolved', decided: true }]);
    expect((await outcomesOf(carol))[0]).toEqual([w.bob.userId, 'dismissed']);
    const again = await act(w.t, w.moderator, reportId, { action: 'remove_content' });
    expect([again.status, again.body.error.code]).toEqual([409, 'conflict']);
    expect((await get(w.alice, `/api/posts/${postId}`)).status).toBe(200);
  });

  it('refuses bad actions and malformed ids with 400 and unknown reports with 404, changing nothing', async () => {
    const postId = await postAs(w.t, w.bob, 'still here');
    const reportId = (await report(w.t, carol, 'post', postId)).body.id;
    for (const body of [
      { action: 'ban' },
      { action: 'suspend_user', days: 0 },
      { action: 'suspend_user', days: 366 },
      { action: 'dismiss', note: 'x'.repeat(1001) },
      { action: 'dismiss', extra: 1 },
    ]) {
      expect((await act(w.t, w.moderator, reportId, body)).status).toBe(400);
    }
    expect((await act(w.t, w.moderator, '00000000-0000-4000-8000-000000000000', { action: 'dismiss' })).status).toBe(
      404,
    );
    expect((await act(w.t, w.moderator, 'nope', { action: 'dismiss' })).status).toBe(400);
    expect(await reportsOf(postId)).toEqual([{ status: 'open', decided: false }]);
    expect((await act(w.t, w.moderator, reportId, { action: 'dismiss' })).status).toBe(200);
  });

  it('lists the open queue one item per target, oldest first, with the content, its author and every report; paged', async () => {
    const [p1, p2, p3] = [
      await postAs(w.t, w.bob, 'first bad'),
      await postAs(w.t, w.bob, 'second bad'),
      await postAs(w.t, carol, 'third bad'),
    ];
    const r1 = (await report(w.t, w.alice, 'post', p1, 'spam')).body.id;
    await report(w.t, carol, 'post', p1, 'hate', 'me too');
    await report(w.t, w.alice, 'post', p2, 'spam');
    await report(w.t, w.alice, 'post', p3, 'spam');
    const page1 = await get(w.moderator, '/api/moderation/reports?status=open&limit=2');
    expect(page1.body.items.map((i: { targetId: string }) => i.targetId)).toEqual([p1, p2]);
    const [item] = page1.body.items;
    expect(item).toMatchObject({
      id: r1,
      targetType: 'post',
      targetId: p1,
      status: 'open',
      reportCount: 2,
      resolution: null,
    });
    expect(item.target).toEqual({
      author: expect.objectContaining({ userId: w.bob.userId }),
      content: 'first bad',
      name: null,
      media: [],
    });
    expect(
      item.reports.map((r: { reporter: { userId: string }; reason: string; note: string | null }) => [
        r.reporter.userId,
        r.reason,
        r.note,
      ]),
    ).toEqual([
      [w.alice.userId, 'spam', null],
      [carol.userId, 'hate', 'me too'],
    ]);
    const page2 = await get(
      w.moderator,
      `/api/moderation/reports?status=open&limit=2&nextToken=${page1.body.nextToken}`,
    );
    expect(page2.body).toEqual({ items: [expect.objectContaining({ targetId: p3 })], nextToken: null });
    expect((await get(w.moderator, '/api/moderation/reports?status=open&nextToken=garbage')).status).toBe(400);

    await act(w.t, w.admin, r1, { action: 'dismiss', note: 'fine' });
    const resolved = await get(w.moderator, '/api/moderation/reports?status=resolved&limit=1');
    expect(resolved.body.items[0]).toMatchObject({
      id: r1,
      targetId: p1,
      status: 'resolved',
      reportCount: 2,
      resolution: { action: 'dismiss', note: 'fine', days: null },
    });
    expect(resolved.body.items[0].resolution.moderator.userId).toBe(w.admin.userId);
    expect(resolved.body.nextToken).toEqual(expect.any(String));
    const open = await get(w.moderator, '/api/moderation/reports?status=open');
    expect(open.body.items.map((i: { targetId: string }) => i.targetId)).toEqual([p2, p3]);
  });

  it('shows a target that is gone as null content, and can still decide its reports', async () => {
    const postId = await postAs(w.t, w.bob, 'soon deleted');
    const reportId = (await report(w.t, w.alice, 'post', postId)).body.id;
    await w.t.request({ method: 'DELETE', url: `/api/posts/${postId}`, headers: w.bob.auth });
    const queue = await get(w.moderator, '/api/moderation/reports?status=open&limit=100');
    const item = queue.body.items.find((i: { id: string }) => i.id === reportId);
    expect(item.target).toEqual({ author: null, content: null, name: null, media: [] });
    expect((await act(w.t, w.moderator, reportId, { action: 'dismiss' })).status).toBe(200);
    expect((await outcomesOf(w.alice))[0]).toEqual([w.bob.userId, 'dismissed']);
  });
});
