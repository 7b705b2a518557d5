import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { createExportLink, verifyExportLink } from './export-link';
import { authSignedInAgo } from '../../../test/account-helpers';

describe('account routes', () => {
  let t: TestApp;
  let person: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    person = await t.createUser();
  });
  const exists = async (user: TestUser) =>
    (await t.db.query('SELECT 1 FROM users WHERE user_id = $1', [user.userId])).rows.length === 1;

  it('refuses to delete without a sign-in in the last 15 minutes (403 reauthentication_required) and changes nothing', async () => {
    const res = await t.request({
      method: 'DELETE',
      url: '/api/account',
      headers: await authSignedInAgo(t, person, 16 * 60),
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('reauthentication_required');
    expect(await exists(person)).toBe(true);
  });

  it('deletes with a recent sign-in (204); the person is gone and their archive is 404', async () => {
    const recent = await authSignedInAgo(t, person, 10 * 60);
    expect((await t.request({ method: 'DELETE', url: '/api/account', headers: recent })).status).toBe(204);
    expect(await exists(person)).toBe(false);
    const other = await t.createUser();
    expect((await t.request({ method: 'GET', url: `/api/users/${person.userId}`, headers: other.auth })).status).toBe(
      404,
    );
    expect((await t.request({ method: 'GET', url: '/api/account/export', headers: recent })).status).toBe(404);
  });

  it('refuses, after the erasure, a token issued before it: nothing can bring the profile back (regression)', async () => {
    const originJti = randomUUID();
    await t.db.query(
      `INSERT INTO identity_users (sub, username, email, srp_salt, srp_verifier, confirmed) VALUES ($1, $2, $3, 's', 'v', true)`,
      [person.userId, person.username, person.email],
    );
    await t.db.query(
      `INSERT INTO identity_sessions (origin_jti, sub, refresh_token_hash, auth_time, expires_at) VALUES ($1, $2, $3, now(), now() + interval '1 day')`,
      [originJti, person.userId, randomUUID()],
    );
    const token = await authSignedInAgo(t, person, 60, originJti);
    expect((await t.request({ method: 'GET', url: `/api/users/${person.userId}`, headers: token })).status).toBe(200);
    expect((await t.request({ method: 'DELETE', url: '/api/account', headers: token })).status).toBe(204);
    // The "not revoked" answer is cached for 10 s per instance: a new instance asks the database.
    const second = await t.openSecondInstance();
    try {
      expect((await second.request({ method: 'GET', url: `/api/users/${person.userId}`, headers: token })).status).toBe(
        401,
      );
      expect(
        (await second.request({ method: 'POST', url: '/api/users/sync', headers: token, payload: {} })).status,
      ).toBe(401);
    } finally {
      await second.close();
    }
    expect(await exists(person)).toBe(false);
  });

  it('answers 401 without a token, and with a bad one', async () => {
    expect((await t.request({ method: 'DELETE', url: '/api/account' })).status).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/account/export' })).status).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/account/export-link' })).status).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/account/export', headers: { authorization: 'Bearer nope' } }))
        .status,
    ).toBe(401);
    expect(await exists(person)).toBe(true);
  });

  it('gives a 60-second link that downloads the archive without a token, for its owner only', async () => {
    const link = await t.request({ method: 'POST', url: '/api/account/export-link', headers: person.auth });
    expect(link.status).toBe(200);
    expect(Date.parse(link.body.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    const ok = await t.app.inject({ method: 'GET', url: link.body.url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/zip');
    const url = new URL(link.body.url, 'http://x');
    const other = await t.createUser();
    const forged = new URL(url);
    forged.searchParams.set('user', other.userId);
    expect((await t.request({ method: 'GET', url: `${forged.pathname}${forged.search}` })).status).toBe(403);
    const tampered = new URL(url);
    const sig = url.searchParams.get('sig') ?? '';
    // One character changed, whatever the signature starts with.
    tampered.searchParams.set('sig', `${sig.startsWith('x') ? 'y' : 'x'}${sig.slice(1)}`);
    expect((await t.request({ method: 'GET', url: `${tampered.pathname}${tampered.search}` })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/account/export?user=${person.userId}` })).status).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: `/api/account/export?user=${person.userId}&expires=1&sig=x&extra=1` }))
        .status,
    ).toBe(400);
  });

  it('an export link stops working after 60 seconds', async () => {
    const now = Date.now();
    const { url } = await createExportLink(t.context, person.userId, now);
    const query = new URL(url, 'http://x').searchParams;
    const link = { user: person.userId, expires: Number(query.get('expires')), sig: String(query.get('sig')) };
    expect(await verifyExportLink(t.context, link, now + 59_000)).toBe(true);
    expect(await verifyExportLink(t.context, link, now + 61_000)).toBe(false);
    expect(await verifyExportLink(t.context, { ...link, user: randomUUID() }, now)).toBe(false);
  });
});
