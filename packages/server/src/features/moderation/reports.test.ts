import { randomUUID } from 'node:crypto';
import { sendMessage } from '../chat/chat.service';
import { addToClique } from '../../../test/social-helpers';
import type { TestUser } from '../../../test/test-app';
import { act, createModerationWorld, postAs, report, type ModerationWorld } from '../../../test/moderation-world';

describe('POST /api/reports', () => {
  let w: ModerationWorld;
  let carol: TestUser;
  /** Bob's things: a public post, a comment, a clique (Bob and Carol), a post in it, a message to Carol, one to the clique. */
  const bobs = {
    post: '',
    comment: '',
    clique: '',
    cliquePost: '',
    cliqueComment: '',
    directMessage: '',
    cliqueMessage: '',
  };
  beforeAll(async () => {
    w = await createModerationWorld();
    const { t, bob } = w;
    carol = await t.createUser('carol');
    bobs.post = await postAs(t, bob, 'public words');
    bobs.comment = (
      await t.request({
        method: 'POST',
        url: `/api/posts/${bobs.post}/comments`,
        headers: bob.auth,
        payload: { content: 'a comment' },
      })
    ).body.comment.commentId;
    bobs.clique = (
      await t.request({ method: 'POST', url: '/api/cliques', headers: bob.auth, payload: { name: 'Bob and Carol' } })
    ).body.clique.cliqueId;
    await addToClique(t, bob, bobs.clique, carol);
    bobs.cliquePost = await postAs(t, bob, 'members only', { cliqueId: bobs.clique });
    bobs.cliqueComment = (
      await t.request({
        method: 'POST',
        url: `/api/posts/${bobs.cliquePost}/comments`,
        headers: bob.auth,
        payload: { content: 'inside' },
      })
    ).body.comment.commentId;
    bobs.directMessage = (
      await sendMessage(t.db, bob.userId, { action: 'sendMessage', recipientId: carol.userId, content: 'hi carol' })
    ).message.messageId;
    bobs.cliqueMessage = (
      await sendMessage(t.db, bob.userId, { action: 'sendMessage', cliqueId: bobs.clique, content: 'hi clique' })
    ).message.messageId;
  }, 120_000);
  afterAll(() => w.t.close());

  it('takes a report of each kind the reporter can see: 201 {id, status: open}, stored with the person behind it', async () => {
    const cases: [string, string][] = [
      ['post', bobs.post],
      ['comment', bobs.comment],
      ['user', w.bob.userId],
      ['clique', bobs.clique],
      ['post', bobs.cliquePost],
      ['comment', bobs.cliqueComment],
      ['message', bobs.directMessage],
      ['message', bobs.cliqueMessage],
    ];
    for (const [type, id] of cases) {
      const res = await report(w.t, carol, type, id, 'spam', `about ${type}`);
      expect([type, res.status, res.body.status]).toEqual([type, 201, 'open']);
      const { rows } = await w.t.db.query(
        'SELECT reporter_id, subject_id, target_type, target_id, reason, note, status FROM reports WHERE report_id = $1',
        [res.body.id],
      );
      expect(rows[0]).toEqual({
        reporter_id: carol.userId,
        subject_id: w.bob.userId,
        target_type: type,
        target_id: id,
        reason: 'spam',
        note: `about ${type}`,
        status: 'open',
      });
    }
  });

  it('answers a repeat while the report is open with 200 and the same report; after a decision a new report is new', async () => {
    const first = await report(w.t, w.alice, 'post', bobs.post, 'spam');
    expect(first.status).toBe(201);
    const again = await report(w.t, w.alice, 'post', bobs.post, 'hate', 'changed my mind');
    expect([again.status, again.body]).toEqual([200, { id: first.body.id, status: 'open' }]);
    const { rows } = await w.t.db.query('SELECT reason, note FROM reports WHERE reporter_id = $1', [w.alice.userId]);
    expect(rows).toEqual([{ reason: 'spam', note: null }]);
    expect((await act(w.t, w.moderator, first.body.id, { action: 'dismiss' })).status).toBe(200);
    const later = await report(w.t, w.alice, 'post', bobs.post, 'spam');
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
  });

  it('answers 404 for what the reporter cannot see, for unknown ids and for their own things, storing nothing', async () => {
    const count = async () => (await w.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reports')).rows[0]?.n;
    const before = await count();
    const hidden: [string, string][] = [
      ['post', bobs.cliquePost],
      ['comment', bobs.cliqueComment],
      ['clique', bobs.clique],
      ['message', bobs.directMessage],
      ['message', bobs.cliqueMessage],
      ['post', randomUUID()],
      ['comment', randomUUID()],
      ['user', randomUUID()],
      ['message', randomUUID()],
      ['clique', randomUUID()],
      ['post', 'not-an-id'],
      ['user', w.alice.userId],
    ];
    for (const [type, id] of hidden) {
      const res = await report(w.t, w.alice, type, id);
      expect([type, id, res.status, res.body.error?.code]).toEqual([type, id, 404, 'not_found']);
    }
    const own = await report(w.t, w.bob, 'post', bobs.post);
    expect(own.status).toBe(404);
    expect((await report(w.t, w.bob, 'message', bobs.directMessage)).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('respects a block the other person made (404, but a message received stays reportable) and never one the reporter made', async () => {
    const erin = await w.t.createUser('erin');
    await addToClique(w.t, w.bob, bobs.clique, erin);
    const toErin = (
      await sendMessage(w.t.db, w.bob.userId, { action: 'sendMessage', recipientId: erin.userId, content: 'hi erin' })
    ).message.messageId;
    const erinsPost = (
      await w.t.request({ method: 'POST', url: '/api/posts', headers: erin.auth, payload: { content: 'from erin' } })
    ).body.post.postId;
    expect(
      (await w.t.request({ method: 'POST', url: `/api/users/${erin.userId}/block`, headers: w.bob.auth })).status,
    ).toBe(204);
    const hidden: [string, string][] = [
      ['user', w.bob.userId],
      ['post', bobs.post],
      ['comment', bobs.comment],
    ];
    for (const [type, id] of hidden) expect([type, (await report(w.t, erin, type, id)).status]).toEqual([type, 404]);
    expect((await report(w.t, erin, 'message', toErin)).status).toBe(201);
    expect((await report(w.t, erin, 'post', bobs.cliquePost)).status).toBe(201);
    expect((await report(w.t, erin, 'message', bobs.cliqueMessage)).status).toBe(201);
    // Bob blocked Erin: he may still report what he blocked.
    expect((await report(w.t, w.bob, 'user', erin.userId)).status).toBe(201);
    expect((await report(w.t, w.bob, 'post', erinsPost)).status).toBe(201);
    await w.t.request({ method: 'DELETE', url: `/api/users/${erin.userId}/block`, headers: w.bob.auth });
    for (const [type, id] of hidden) expect([type, (await report(w.t, erin, type, id)).status]).toEqual([type, 201]);
  });

  it('lets a former member no longer report what the clique holds', async () => {
    expect((await report(w.t, carol, 'post', bobs.cliquePost, 'other')).status).toBe(200);
    await w.t.request({
      method: 'DELETE',
      url: `/api/cliques/${bobs.clique}/members/${carol.userId}`,
      headers: carol.auth,
    });
    expect((await report(w.t, carol, 'clique', bobs.clique, 'hate')).status).toBe(404);
  });

  it('refuses bad input with 400 and no token with 401, storing nothing', async () => {
    const bad = [
      { targetType: 'post', targetId: bobs.post, reason: 'boring' },
      { targetType: 'planet', targetId: bobs.post, reason: 'spam' },
      { targetType: 'post', targetId: bobs.post, reason: 'spam', note: 'x'.repeat(1001) },
      { targetType: 'post', targetId: bobs.post, reason: 'spam', extra: true },
      { targetType: 'post', reason: 'spam' },
    ];
    for (const payload of bad) {
      const res = await w.t.request({ method: 'POST', url: '/api/reports', headers: w.moderator.auth, payload });
      expect([res.status, res.body.error.code]).toEqual([400, 'validation_failed']);
    }
    const anonymous = await w.t.request({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'post', targetId: bobs.post, reason: 'spam' },
    });
    expect(anonymous.status).toBe(401);
    const { rows } = await w.t.db.query('SELECT 1 FROM reports WHERE reporter_id = $1', [w.moderator.userId]);
    expect(rows).toEqual([]);
    expect((await report(w.t, w.moderator, 'post', bobs.post, 'spam', 'x'.repeat(1000))).status).toBe(201);
  });
});
