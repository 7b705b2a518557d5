import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { identityClient } from '../identity-client';
import { pngBytes, post, upload } from '../post-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../test-app';
import { matrix, type MatrixWorld, type Probe } from '../authz-rows';
import { changedTables, databaseState } from '../db-checksum';
import { fillPath, readOperations, type Operation } from '../openapi-operations';
import { seedWorld } from '../seed';

/** The public operations, on purpose: anything else without a token must be 401. */
const publicOperations = ['GET /config.json', 'GET /api/health', 'GET /api/ready', 'POST /api/contact'];

// Authorization matrix from the contract: every operation of /api/openapi.json × {no token,
// malformed, expired, revoked, another user's resource, a non-member's clique resource}.
describe('authorization matrix', () => {
  let t: TestApp;
  let w: MatrixWorld;
  let operations: Operation[];
  const badTokens: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERS: 'fuzzer' });
    const seeded = await seedWorld(t);
    const { me, friend } = seeded;
    const myOwnComment = (
      await t.request({
        method: 'POST',
        url: `/api/posts/${seeded.myPostId}/comments`,
        headers: me.auth,
        payload: { content: 'mine' },
      })
    ).body.comment.commentId;
    const cliqueCommentId = (
      await t.request({
        method: 'POST',
        url: `/api/posts/${seeded.myCliquePostId}/comments`,
        headers: friend.auth,
        payload: { content: 'members only' },
      })
    ).body.comment.commentId;
    const privateFile = await upload(t, me, { name: 'private.png', type: 'image/png', bytes: pngBytes });
    const cliqueFile = await upload(t, me, { name: 'clique.png', type: 'image/png', bytes: pngBytes });
    const secretPostId = (
      await post(t, me, {
        content: `#fuzz for members, not @${seeded.stranger.username}`,
        cliqueId: seeded.myCliqueId,
        media: [{ key: cliqueFile.key }],
      })
    ).postId;
    const bystander = await t.createUser('bystander');
    w = {
      ...seeded,
      myOwnComment,
      cliqueCommentId,
      myPrivateFileKey: privateFile.key,
      cliqueFileKey: cliqueFile.key,
      secretPostId,
      bystander,
    };
    operations = await readOperations(t.app);

    badTokens['no token'] = {};
    badTokens.malformed = { authorization: 'Bearer not.a.token' };
    badTokens['malformed scheme'] = { authorization: `Basic ${me.idToken}` };
    badTokens['tampered'] = { authorization: `Bearer ${me.idToken.slice(0, -4)}AAAA` };
    badTokens.expired = { authorization: `Bearer ${await expiredToken(t, me)}` };
    badTokens.revoked = { authorization: `Bearer ${await revokedToken(t)}` };
  }, 180_000);
  afterAll(() => t.close());

  it('has a row for every operation of the OpenAPI document, and none for operations that are gone', () => {
    const keys = operations.map((op) => op.key);
    expect(keys.filter((key) => !matrix[key])).toEqual([]);
    expect(Object.keys(matrix).filter((key) => !keys.includes(key))).toEqual([]);
    expect(
      Object.entries(matrix)
        .filter(([, row]) => row.access === 'public')
        .map(([key]) => key)
        .sort(),
    ).toEqual([...publicOperations].sort());
  });

  const send = async (op: Operation, probe: Probe, headers: Record<string, string>) => {
    const query = probe.query ? `?${new URLSearchParams(probe.query)}` : '';
    return t.request({
      method: op.method as 'GET',
      url: fillPath(op.path, probe.params ?? {}) + query,
      headers: { ...headers, ...(probe.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(probe.body !== undefined ? { payload: JSON.stringify(probe.body) } : {}),
    });
  };

  it('answers 401 to every non-public operation with no, malformed, tampered, expired or revoked tokens, changing nothing', async () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const op of operations) {
      const row = matrix[op.key];
      if (!row || row.access === 'public') continue;
      // The database is compared once per operation, around all its bad tokens: a checksum of every
      // table per call made this test outgrow its time as tables and operations were added.
      const before = await databaseState(t.db);
      for (const [name, headers] of Object.entries(badTokens)) {
        const res = await send(op, row.call(w), headers);
        cases += 1;
        if (res.status !== 401) wrong.push(`${op.key} with ${name}: ${res.status}`);
      }
      const changed = changedTables(before, await databaseState(t.db));
      if (changed.length > 0) wrong.push(`${op.key} with a bad token changed ${changed.join(', ')}`);
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThan(50 * 6);
  }, 180_000);

  it('answers the public operations without a token', async () => {
    for (const key of publicOperations) {
      const op = operations.find((o) => o.key === key) as Operation;
      const res = await send(op, matrix[key]?.call(w) ?? {}, {});
      expect([key, res.status]).toEqual([key, res.status < 300 ? res.status : -1]);
    }
  });

  it.each([
    ['other', 'another user’s resource'],
    ['nonMember', 'a clique resource, asked by someone outside the clique'],
  ] as const)(
    'refuses %s (%s) with 403 or 404, never 2xx, changing nothing',
    async (kind, _meaning) => {
      const wrong: string[] = [];
      for (const op of operations) {
        const build = matrix[op.key]?.[kind];
        if (!build || typeof build === 'string') continue;
        const probe = build(w);
        const actor: TestUser = probe.as === 'friend' ? w.friend : w.stranger;
        const before = await databaseState(t.db);
        const res = await send(op, probe, actor.auth);
        const changed = changedTables(before, await databaseState(t.db));
        const passes = probe.hides
          ? res.status < 300 && probe.hides(res.body)
          : (probe.expect ?? [403, 404]).includes(res.status);
        if (!passes)
          wrong.push(`${op.key} as ${probe.as ?? 'stranger'}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        if (changed.length > 0) wrong.push(`${op.key} as ${probe.as ?? 'stranger'} changed ${changed.join(', ')}`);
      }
      expect(wrong).toEqual([]);
    },
    120_000,
  );

  it('lets the owner through the same calls with a valid token (the refusals above are the tokens’ doing)', async () => {
    const refused: string[] = [];
    for (const op of [...operations].sort((a, b) => order(a) - order(b))) {
      const row = matrix[op.key];
      if (!row || row.access === 'public') continue;
      const res = await send(op, row.call(w), w.me.auth);
      if (res.status === 401 || res.status === 403 || res.status >= 500)
        refused.push(`${op.key}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    expect(refused).toEqual([]);
  }, 120_000);
});

/** Destructive calls go last in the control, erasing the account very last. */
const order = (op: Operation) => (op.key === 'DELETE /api/account' ? 2 : op.method === 'DELETE' ? 1 : 0);

/** An ID token like the user's, signed with the app's key, that expired a minute ago. */
async function expiredToken(t: TestApp, user: TestUser): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    token_use: 'id',
    'cognito:username': user.userId,
    preferred_username: user.username,
    email: user.email,
    origin_jti: randomUUID(),
    auth_time: now - 7200,
  })
    .setProtectedHeader({ alg: 'RS256', kid: t.context.signingKey.kid })
    .setSubject(user.userId)
    .setIssuer(t.context.identityIssuer)
    .setAudience(t.config.identityClientId)
    .setIssuedAt(now - 3660)
    .setExpirationTime(now - 60)
    .sign(t.context.signingKey.privateKey);
}

/** A real sign-in's ID token, after GlobalSignOut ended its session. */
async function revokedToken(t: TestApp): Promise<string> {
  const client = identityClient(t);
  await client.createAccount('revoked_one', 'revoked@example.com', 'long enough password');
  const { answered } = await client.srpSignIn('revoked_one', 'long enough password');
  const { IdToken, AccessToken } = answered.body.AuthenticationResult as { IdToken: string; AccessToken: string };
  const before = await t.request({
    method: 'GET',
    url: '/api/notifications',
    headers: { authorization: `Bearer ${IdToken}` },
  });
  if (before.status !== 200) throw new Error(`the fresh token should work: ${before.status}`);
  const signedOut = await client.call('GlobalSignOut', { AccessToken });
  if (signedOut.status !== 200) throw new Error(`GlobalSignOut failed: ${JSON.stringify(signedOut.body)}`);
  return IdToken;
}
