import { identityClient } from '../../../test/identity-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Regression: after an erasure answered 204, the same ID token kept working for about 10 s on an
// instance that had seen it before (a "not revoked" answer was trusted for 10 s): users/sync made
// the profile again, a post was stored for good, and the username could not be signed up again
// (ConfirmSignUp answered 500). Two instances share one database here, as behind a balancer.
describe('an erased account stays erased on every instance', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<TestApp['openSecondInstance']>>;
  const password = 'a long enough password';

  beforeAll(async () => {
    t = await createTestApp();
    other = await t.openSecondInstance();
  }, 120_000);
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  /** A person with a real sign-in (SRP), known to both instances: each has answered one of their calls. */
  async function signedInPerson(username: string) {
    const client = identityClient(t);
    await client.createAccount(username, `${username}@example.com`, password);
    const idToken = (await client.srpSignIn(username, password)).answered.body.AuthenticationResult.IdToken as string;
    const auth = { authorization: `Bearer ${idToken}` };
    const synced = await t.request({ method: 'POST', url: '/api/users/sync', headers: auth });
    expect(synced.status).toBe(200);
    expect((await other.request({ method: 'GET', url: '/api/notifications', headers: auth })).status).toBe(200);
    return { userId: synced.body.user.userId as string, auth };
  }

  async function expectGoneEverywhere(userId: string, auth: { authorization: string }) {
    for (const instance of [t, other]) {
      expect((await instance.request({ method: 'POST', url: '/api/users/sync', headers: auth })).status).toBe(401);
      const post = await instance.request({
        method: 'POST',
        url: '/api/posts',
        headers: auth,
        payload: { content: 'back' },
      });
      expect(post.status).toBe(401);
      expect((await instance.request({ method: 'GET', url: '/api/notifications', headers: auth })).status).toBe(401);
    }
    const { rows } = await t.db.query(
      'SELECT 1 FROM users WHERE user_id = $1 UNION ALL SELECT 1 FROM posts WHERE author_id = $1',
      [userId],
    );
    expect(rows).toEqual([]);
  }

  it('DELETE /api/account on one instance: the token is refused at once on both, nothing comes back', async () => {
    const { userId, auth } = await signedInPerson('erin');
    expect((await t.request({ method: 'DELETE', url: '/api/account', headers: auth })).status).toBe(204);
    await expectGoneEverywhere(userId, auth);
  });

  it('DeleteUser on the identity endpoint: the token is refused at once on both instances', async () => {
    const { userId, auth } = await signedInPerson('fred');
    const client = identityClient(t);
    const signedIn = await client.srpSignIn('fred', password);
    const accessToken = signedIn.answered.body.AuthenticationResult.AccessToken as string;
    expect((await client.call('DeleteUser', { AccessToken: accessToken })).status).toBe(200);
    await expectGoneEverywhere(userId, auth);
  });

  it('the freed username can be signed up again', async () => {
    const again = identityClient(t);
    await again.createAccount('erin', 'erin.again@example.com', password);
    const idToken = (await again.srpSignIn('erin', password)).answered.body.AuthenticationResult.IdToken as string;
    const synced = await other.request({
      method: 'POST',
      url: '/api/users/sync',
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(synced.status).toBe(200);
    expect(synced.body.user.username).toBe('erin');
  });
});
