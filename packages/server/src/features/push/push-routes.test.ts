import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const endpoint = 'https://push.example.com/send/abc123';

describe('push key and subscriptions', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob] = await Promise.all(['push_alice', 'push_bob'].map((n) => t.createUser(n)));
  });
  afterAll(() => t.close());

  const subscribe = (user: TestUser | null, payload: object) =>
    t.request({ method: 'POST', url: '/api/push/subscriptions', headers: user?.auth ?? {}, payload });
  const unsubscribe = (user: TestUser | null, payload: object) =>
    t.request({ method: 'DELETE', url: '/api/push/subscriptions', headers: user?.auth ?? {}, payload });
  const stored = async () =>
    (await t.db.query<{ user_id: string }>('SELECT user_id FROM push_subscriptions WHERE endpoint = $1', [endpoint]))
      .rows;

  it('gives the same VAPID public key every time, and only to a signed-in caller', async () => {
    const first = await t.request({ method: 'GET', url: '/api/push/key', headers: alice.auth });
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await t.request({ method: 'GET', url: '/api/push/key', headers: bob.auth })).body).toEqual(first.body);
    expect((await t.request({ method: 'GET', url: '/api/push/key' })).status).toBe(401);
  });

  it('stores a subscription once however often it is sent', async () => {
    const first = await subscribe(alice, { endpoint, keys, expirationTime: null });
    expect([first.status, first.body]).toEqual([201, { endpoint }]);
    expect((await subscribe(alice, { endpoint, keys })).status).toBe(201);
    expect(await stored()).toEqual([{ user_id: alice.userId }]);
  });

  it('refuses a subscription that is not one', async () => {
    for (const bad of [
      { endpoint: 'http://push.example.com/x', keys },
      { endpoint, keys: { p256dh: keys.p256dh } },
      { endpoint, keys: { ...keys, auth: 'not base64url!' } },
      { endpoint: `https://push.example.com/${'x'.repeat(2100)}`, keys },
    ]) {
      const res = await subscribe(alice, bad);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    expect((await subscribe(null, { endpoint, keys })).status).toBe(401);
  });

  it("removes only the caller's own subscription", async () => {
    await subscribe(alice, { endpoint, keys });
    expect((await unsubscribe(bob, { endpoint })).status).toBe(404);
    expect((await unsubscribe(null, { endpoint })).status).toBe(401);
    expect((await unsubscribe(alice, {})).status).toBe(400);
    expect(await stored()).toHaveLength(1);
    expect((await unsubscribe(alice, { endpoint })).status).toBe(204);
    expect(await stored()).toEqual([]);
    expect((await unsubscribe(alice, { endpoint })).status).toBe(404);
  });
});

describe('push endpoints outside development', () => {
  let t: TestApp;
  let alice: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ PUSH_ALLOW_PRIVATE_ENDPOINTS: 'false' });
    alice = await t.createUser('push_guarded');
  });
  afterAll(() => t.close());

  it.each([
    'https://127.0.0.1:8443/push',
    'https://10.1.2.3/push',
    'https://169.254.169.254/latest',
    'https://localhost/push',
  ])('refuses %s', async (url) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: alice.auth,
      payload: { endpoint: url, keys },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/Push endpoint refused/);
  });
});
