import { randomUUID } from 'node:crypto';
import { act, createModerationWorld, postAs, report, type ModerationWorld } from '../../../test/moderation-world';
import { addToClique } from '../../../test/social-helpers';
import type { TestUser } from '../../../test/test-app';

/** A clique's own moderators decide on the reports of its posts, comments and chat messages. */
describe('clique reports for the clique’s moderators', () => {
  let w: ModerationWorld;
  let owner: TestUser;
  let cliqueMod: TestUser;
  let author: TestUser;
  let reporter: TestUser;
  let second: TestUser;
  let outsider: TestUser;
  let cliqueId: string;

  beforeAll(async () => {
    w = await createModerationWorld();
    [owner, cliqueMod, author, reporter, second, outsider] = [
      await w.t.createUser('cr_owner'),
      await w.t.createUser('cr_mod'),
      await w.t.createUser('cr_author'),
      await w.t.createUser('cr_reporter'),
      await w.t.createUser('cr_second'),
      await w.t.createUser('cr_outsider'),
    ];
    cliqueId = await newClique(owner, [cliqueMod, author, reporter, second]);
    expect(
      (await call(owner, 'PUT', `/cliques/${cliqueId}/members/${cliqueMod.userId}`, { role: 'moderator' })).status,
    ).toBe(204);
  });
  afterAll(() => w.t.close());

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    w.t.request({ method, url: `/api${url}`, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  const queue = (user: TestUser | null, status = 'open', id = cliqueId) =>
    call(user, 'GET', `/cliques/${id}/reports?status=${status}`);
  const decide = (user: TestUser | null, reportId: string, body: object, id = cliqueId) =>
    call(user, 'POST', `/cliques/${id}/reports/${reportId}/actions`, body);

  /** A secret clique (invitations only) of `owner` with these members. */
  async function newClique(by: TestUser, members: TestUser[]): Promise<string> {
    const made = await call(by, 'POST', '/cliques', { name: `Reported ${randomUUID().slice(0, 6)}` });
    const id = made.body.clique.cliqueId as string;
    for (const member of members) await addToClique(w.t, by, id, member);
    return id;
  }
  async function cliquePost(user: TestUser, content: string, id = cliqueId): Promise<string> {
    return postAs(w.t, user, content, { cliqueId: id });
  }
  async function cliqueMessage(user: TestUser, content: string): Promise<string> {
    const messageId = randomUUID();
    await w.t.db.query('INSERT INTO messages (message_id, sender_id, clique_id, content) VALUES ($1, $2, $3, $4)', [
      messageId,
      user.userId,
      cliqueId,
      content,
    ]);
    return messageId;
  }
  async function reported(user: TestUser, type: string, id: string): Promise<string> {
    const made = await report(w.t, user, type, id);
    expect(made.status).toBe(201);
    return made.body.id as string;
  }
  const outcomesOf = async (user: TestUser) =>
    (
      await w.t.db.query<{ outcome: string }>(
        "SELECT outcome FROM notifications WHERE user_id = $1 AND type = 'report_outcome' ORDER BY created_at",
        [user.userId],
      )
    ).rows.map((r) => r.outcome);
  const auditActions = async () =>
    (await call(owner, 'GET', `/cliques/${cliqueId}/audit`)).body.entries as {
      action: string;
      details: Record<string, unknown>;
    }[];

  it('lists a clique post’s report for the clique’s moderators and owner, the same item the site’s moderators see', async () => {
    const postId = await cliquePost(author, 'a rude post');
    const reportId = await reported(reporter, 'post', postId);
    for (const who of [cliqueMod, owner]) {
      const listed = await queue(who);
      expect(listed.status).toBe(200);
      const item = listed.body.items.find((i: { targetId: string }) => i.targetId === postId);
      expect(item).toMatchObject({
        id: reportId,
        targetType: 'post',
        status: 'open',
        reportCount: 1,
        target: { content: 'a rude post', author: { userId: author.userId } },
        reports: [{ reason: 'harassment', reporter: { userId: reporter.userId } }],
      });
    }
    const site = await w.t.request({ method: 'GET', url: '/api/moderation/reports', headers: w.moderator.auth });
    expect(site.body.items.map((i: { id: string }) => i.id)).toContain(reportId);
  });

  it('refuses the queue without a token (401), to a plain member (403), where the clique is hidden (404), and a bad status (400)', async () => {
    expect((await queue(null)).status).toBe(401);
    const member = await queue(second);
    expect([member.status, member.body.error?.code]).toEqual([403, 'forbidden']);
    const hidden = await queue(outsider);
    expect([hidden.status, hidden.body.error?.code]).toEqual([404, 'not_found']);
    expect((await queue(w.moderator)).status).toBe(404);
    const bad = await queue(cliqueMod, 'bogus');
    expect([bad.status, bad.body.error?.code]).toEqual([400, 'validation_failed']);
  });

  it('keeps reports of another clique and of people out of the queue, and answers 404 when acted on here', async () => {
    const otherId = await newClique(outsider, [author, reporter]);
    const elsewhere = await reported(reporter, 'post', await cliquePost(author, 'elsewhere', otherId));
    const person = await reported(reporter, 'user', author.userId);
    const ids = (await queue(cliqueMod)).body.items.map((i: { id: string }) => i.id);
    expect(ids).not.toContain(elsewhere);
    expect(ids).not.toContain(person);
    for (const id of [elsewhere, person, randomUUID()]) {
      const answer = await decide(cliqueMod, id, { action: 'dismiss' });
      expect([answer.status, answer.body.error?.code]).toEqual([404, 'not_found']);
    }
    expect(
      (await w.t.db.query("SELECT 1 FROM reports WHERE report_id = $1 AND status = 'open'", [elsewhere])).rows,
    ).toHaveLength(1);
    // The other clique's own moderators see theirs.
    expect((await queue(outsider, 'open', otherId)).body.items.map((i: { id: string }) => i.id)).toEqual([elsewhere]);
  });

  it('dismisses: every open report of the target resolved for both queues, told to each reporter, in both audit logs', async () => {
    const postId = await cliquePost(author, 'borderline');
    const first = await reported(reporter, 'post', postId);
    await reported(second, 'post', postId);
    const answer = await decide(cliqueMod, first, { action: 'dismiss', note: 'fine by our rules' });
    expect([answer.status, answer.body]).toEqual([200, { id: first, status: 'resolved', action: 'dismiss' }]);
    const again = await decide(cliqueMod, first, { action: 'dismiss' });
    expect([again.status, again.body.error?.code]).toEqual([409, 'conflict']);
    expect((await queue(cliqueMod)).body.items.map((i: { targetId: string }) => i.targetId)).not.toContain(postId);
    const resolved = (await queue(cliqueMod, 'resolved')).body.items.find((i: { id: string }) => i.id === first);
    expect(resolved).toMatchObject({ status: 'resolved', reportCount: 2, resolution: { action: 'dismiss' } });
    const site = await w.t.request({
      method: 'GET',
      url: '/api/moderation/reports?status=resolved',
      headers: w.moderator.auth,
    });
    expect(site.body.items.find((i: { id: string }) => i.id === first)).toMatchObject({
      resolution: { action: 'dismiss', moderator: { userId: cliqueMod.userId }, note: 'fine by our rules' },
    });
    expect(await outcomesOf(second)).toContain('dismissed');
    expect((await auditActions())[0]).toMatchObject({
      action: 'report_resolved',
      details: { reportId: first, decision: 'dismiss', targetType: 'post', targetId: postId, reports: 2 },
    });
  });

  it('removes a comment on a clique post through its delete path', async () => {
    const postId = await cliquePost(owner, 'a question');
    const comment = await call(author, 'POST', `/posts/${postId}/comments`, { content: 'an insult' });
    expect(comment.status).toBe(201);
    const commentId = comment.body.comment.commentId as string;
    const reportId = await reported(reporter, 'comment', commentId);
    expect((await queue(cliqueMod)).body.items.map((i: { id: string }) => i.id)).toContain(reportId);
    expect((await decide(cliqueMod, reportId, { action: 'remove_content' })).status).toBe(200);
    expect((await w.t.db.query('SELECT 1 FROM comments WHERE comment_id = $1', [commentId])).rows).toHaveLength(0);
    expect(await outcomesOf(reporter)).toContain('removed');
  });

  it('mutes the author of a chat message for the hours given (mute needs hours; hours go with mute and ban only)', async () => {
    const messageId = await cliqueMessage(author, 'spam spam');
    const reportId = await reported(reporter, 'message', messageId);
    for (const body of [
      { action: 'mute' },
      { action: 'dismiss', hours: 2 },
      { action: 'mute', hours: 0 },
      { action: 'mute', hours: 8761 },
      { action: 'suspend_user' },
      { action: 'dismiss', note: 'x'.repeat(1001) },
    ]) {
      const bad = await decide(cliqueMod, reportId, body);
      expect([bad.status, bad.body.error?.code]).toEqual([400, 'validation_failed']);
    }
    expect((await decide(null, reportId, { action: 'dismiss' })).status).toBe(401);
    expect((await decide(second, reportId, { action: 'dismiss' })).body.error?.code).toBe('forbidden');
    expect((await decide(outsider, reportId, { action: 'dismiss' })).status).toBe(404);
    expect((await decide(cliqueMod, reportId, { action: 'mute', hours: 2 })).status).toBe(200);
    const { rows } = await w.t.db.query<{ muted: boolean }>(
      'SELECT muted_until > now() AS muted FROM clique_members WHERE clique_id = $1 AND user_id = $2',
      [cliqueId, author.userId],
    );
    expect(rows[0]?.muted).toBe(true);
    expect(await outcomesOf(reporter)).toContain('restricted');
    // One transaction, one time: the two entries come in either order.
    const actions = (await auditActions()).map((e) => e.action);
    expect(actions.slice(0, 2).sort()).toEqual(['muted', 'report_resolved']);
  });

  it('refuses a moderator acting on an admin, and anyone deciding a report about themselves (403)', async () => {
    const admin = await w.t.createUser('cr_admin');
    await addToClique(w.t, owner, cliqueId, admin);
    await call(owner, 'PUT', `/cliques/${cliqueId}/members/${admin.userId}`, { role: 'admin' });
    const adminsPost = await reported(reporter, 'post', await cliquePost(admin, 'admin says'));
    const refused = await decide(cliqueMod, adminsPost, { action: 'ban' });
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'forbidden']);
    const own = await reported(reporter, 'post', await cliquePost(cliqueMod, 'mod says'));
    const self = await decide(cliqueMod, own, { action: 'dismiss' });
    expect([self.status, self.body.error?.code]).toEqual([403, 'forbidden']);
    expect((await decide(owner, own, { action: 'dismiss' })).status).toBe(200);
    expect((await decide(owner, adminsPost, { action: 'ban', hours: 24 })).status).toBe(200);
  });

  it('bans for ever without hours: the author leaves the clique', async () => {
    const banned = await w.t.createUser('cr_banned');
    await addToClique(w.t, owner, cliqueId, banned);
    const reportId = await reported(reporter, 'post', await cliquePost(banned, 'hateful'));
    expect((await decide(cliqueMod, reportId, { action: 'ban' })).status).toBe(200);
    const { rows } = await w.t.db.query<{ until: string | null }>(
      'SELECT until FROM clique_bans WHERE clique_id = $1 AND user_id = $2',
      [cliqueId, banned.userId],
    );
    expect(rows).toEqual([{ until: null }]);
    expect((await queue(banned)).status).toBe(404);
  });

  it('a site moderator’s decision resolves the report for the clique too', async () => {
    const postId = await cliquePost(second, 'site decides');
    const reportId = await reported(reporter, 'post', postId);
    expect((await act(w.t, w.moderator, reportId, { action: 'remove_content' })).status).toBe(200);
    expect((await queue(cliqueMod)).body.items.map((i: { id: string }) => i.id)).not.toContain(reportId);
    expect(
      (await queue(cliqueMod, 'resolved')).body.items.find((i: { id: string }) => i.id === reportId),
    ).toMatchObject({
      resolution: { action: 'remove_content', moderator: { userId: w.moderator.userId } },
    });
    const late = await decide(cliqueMod, reportId, { action: 'dismiss' });
    expect([late.status, late.body.error?.code]).toEqual([409, 'conflict']);
  });

  it('a clique’s decision leaves nothing open for the site’s moderators', async () => {
    const reportId = await reported(reporter, 'post', await cliquePost(second, 'clique decides'));
    expect((await decide(owner, reportId, { action: 'remove_content' })).status).toBe(200);
    const open = await w.t.request({ method: 'GET', url: '/api/moderation/reports', headers: w.moderator.auth });
    expect(open.body.items.map((i: { id: string }) => i.id)).not.toContain(reportId);
    const late = await act(w.t, w.moderator, reportId, { action: 'dismiss' });
    expect([late.status, late.body.error?.code]).toEqual([409, 'conflict']);
  });
});
