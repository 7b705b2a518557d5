import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { connect, openSocket, RefusedError, ticketFor, wsBase } from '../../../test/socket-test-client';

describe('realtime tickets and the /ws upgrade', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let base: string;
  // Start-up (PGlite and every migration) can take over 30 s on a busy machine.
  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.createUser('alice');
    bob = await t.createUser('bob');
    base = await wsBase(t);
  }, 120_000);
  afterAll(() => t.close());

  const url = (userId: string, ticket: string) => `${base}/ws?userId=${userId}&ticket=${encodeURIComponent(ticket)}`;
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'opened',
      (error: unknown) => (error instanceof RefusedError ? error.status : String(error)),
    );

  it('issues a single-use ticket valid for 30 s to a signed-in caller', async () => {
    const before = Date.now();
    const res = await t.request({ method: 'POST', url: '/api/realtime/ticket', headers: alice.auth });
    expect(res.status).toBe(200);
    expect(res.body.ticket).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const lifetime = Date.parse(res.body.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(29_000);
    expect(lifetime).toBeLessThanOrEqual(31_000);
    const { rows } = await t.db.query<{ ticket_hash: string }>(
      'SELECT ticket_hash FROM realtime_tickets WHERE user_id = $1',
      [alice.userId],
    );
    expect(rows.map((r) => r.ticket_hash)).not.toContain(res.body.ticket);
  });

  it('refuses a ticket request without a token (401)', async () => {
    const res = await t.request({ method: 'POST', url: '/api/realtime/ticket' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('opens the socket with a valid ticket from the app origin', async () => {
    const socket = await connect(t, alice);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    await socket.close();
  });

  it('refuses the upgrade with 401 when the ticket or the userId is missing: a userId alone never authenticates', async () => {
    expect(await refusal(openSocket(`${base}/ws?userId=${alice.userId}`, t.config.publicOrigin))).toBe(401);
    expect(await refusal(openSocket(`${base}/ws`, t.config.publicOrigin))).toBe(401);
    const ticket = await ticketFor(t, alice);
    expect(await refusal(openSocket(`${base}/ws?ticket=${ticket}`, t.config.publicOrigin))).toBe(401);
  });

  it('refuses a reused ticket (401)', async () => {
    const ticket = await ticketFor(t, alice);
    const first = await openSocket(url(alice.userId, ticket), t.config.publicOrigin);
    expect(await refusal(openSocket(url(alice.userId, ticket), t.config.publicOrigin))).toBe(401);
    await first.close();
  });

  it('refuses an expired ticket (401)', async () => {
    const ticket = await ticketFor(t, alice);
    await t.db.query("UPDATE realtime_tickets SET expires_at = now() - interval '1 second' WHERE user_id = $1", [
      alice.userId,
    ]);
    expect(await refusal(openSocket(url(alice.userId, ticket), t.config.publicOrigin))).toBe(401);
  });

  it('keeps an expired ticket out of the table once the prune job has run, and a live one in it', async () => {
    await ticketFor(t, alice);
    await t.db.query("UPDATE realtime_tickets SET expires_at = now() - interval '1 second' WHERE user_id = $1", [
      alice.userId,
    ]);
    await ticketFor(t, bob);
    const count = async (userId: string) =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM realtime_tickets WHERE user_id = $1', [userId]))
        .rows[0]?.n;
    await t.context.jobs.run('realtime-tickets.prune');
    expect({ alice: await count(alice.userId), bob: await count(bob.userId) }).toEqual({ alice: 0, bob: 1 });
  });

  it('refuses a ticket presented for another userId, and burns it so its owner cannot use it either', async () => {
    const ticket = await ticketFor(t, alice);
    expect(await refusal(openSocket(url(bob.userId, ticket), t.config.publicOrigin))).toBe(401);
    expect(await refusal(openSocket(url(alice.userId, ticket), t.config.publicOrigin))).toBe(401);
  });

  it('refuses a made-up ticket (401)', async () => {
    expect(await refusal(openSocket(url(alice.userId, 'not-a-ticket'), t.config.publicOrigin))).toBe(401);
  });

  it('refuses another origin, or none, with 403 and leaves the ticket unused', async () => {
    const ticket = await ticketFor(t, alice);
    expect(await refusal(openSocket(url(alice.userId, ticket), 'https://evil.example'))).toBe(403);
    expect(await refusal(openSocket(url(alice.userId, ticket), ''))).toBe(403);
    const socket = await openSocket(url(alice.userId, ticket), t.config.publicOrigin);
    await socket.close();
  });

  /** An ID token of alice's from a given sign-in session, expiring in `seconds`. */
  const tokenOf = (originJti: string, seconds: number) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      aud: t.config.identityClientId,
      token_use: 'id',
      origin_jti: originJti,
      'cognito:username': 'alice',
    })
      .setProtectedHeader({ alg: 'RS256', kid: t.context.signingKey.kid })
      .setSubject(alice.userId)
      .setIssuer(t.context.identityIssuer)
      .setIssuedAt(now)
      .setExpirationTime(now + seconds)
      .sign(t.context.signingKey.privateKey);
  };

  it('closes the socket with 4001 when the session it came from is revoked (checked every 15 s)', async () => {
    const originJti = randomUUID();
    await t.db.query(
      "INSERT INTO identity_users (sub, username, email, srp_salt, srp_verifier, confirmed) VALUES ($1, 'alice', 'alice@example.com', 'x', 'x', true)",
      [alice.userId],
    );
    await t.db.query(
      "INSERT INTO identity_sessions (origin_jti, sub, refresh_token_hash, auth_time, expires_at) VALUES ($1, $2, 'h', now(), now() + interval '1 day')",
      [originJti, alice.userId],
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/realtime/ticket',
      headers: { authorization: `Bearer ${await tokenOf(originJti, 3600)}` },
    });
    const revoked = await openSocket(url(alice.userId, res.body.ticket), t.config.publicOrigin);
    const other = await connect(t, alice);
    await t.app.realtime.checkSessions();
    expect(revoked.ws.readyState).toBe(revoked.ws.OPEN);
    await t.db.query('UPDATE identity_sessions SET revoked_at = now() WHERE origin_jti = $1', [originJti]);
    // "Not revoked" answers are cached for 10 s; the next check after that sees the revocation.
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 11_000);
    await t.app.realtime.checkSessions();
    clock.mockRestore();
    expect(await revoked.closed).toEqual({ code: 4001, reason: 'session revoked' });
    expect(other.ws.readyState).toBe(other.ws.OPEN);
    await other.close();
  });

  it('closes the socket with 4001 when the session it came from expires', async () => {
    const shortToken = await tokenOf(randomUUID(), 2);
    const res = await t.request({
      method: 'POST',
      url: '/api/realtime/ticket',
      headers: { authorization: `Bearer ${shortToken}` },
    });
    expect(res.status).toBe(200);
    const socket = await openSocket(url(alice.userId, res.body.ticket), t.config.publicOrigin);
    const closed = await socket.closed;
    expect(closed.code).toBe(4001);
    expect(closed.reason).toBe('session expired');
  });
});
