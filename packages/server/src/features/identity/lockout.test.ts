import { identityClient } from '../../../test/identity-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { defaultLimits } from './rate-limit';
import { identityServer } from '../../../test/identity/identity-server';

describe('identity endpoint: a lockout that cannot be turned against the owner', () => {
  let t: TestApp;
  let client: ReturnType<typeof identityClient>;
  const password = 'owner password';
  const incorrect = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
  const exceeded = { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' };
  beforeAll(async () => {
    t = await createTestApp();
    client = identityClient(t);
    await client.createAccount('besieged', 'besieged@example.com', password);
  }, 120_000);
  afterAll(() => t?.close());

  const delayOf = async (address: string) => {
    const { rows } = await t.db.query<{ seconds: number }>(
      // The delay set at the last counted failure, not what remains of it (a slow machine made that 29).
      'SELECT round(extract(epoch FROM locked_until - last_failure_at))::int AS seconds FROM identity_sign_in_failures WHERE address = $1',
      [address],
    );
    return rows[0]?.seconds ?? 0;
  };

  it('slows a flood from one address with growing delays while the owner signs in from another', async () => {
    const flood = '203.0.113.7';
    for (let i = 0; i < 5; i++)
      expect((await client.srpSignIn('besieged', `guess ${i}`, { address: flood })).answered.body).toEqual(incorrect);
    expect(await delayOf(flood)).toBe(30);
    for (let i = 0; i < 10; i++)
      expect((await client.srpSignIn('besieged', `guess ${i}`, { address: flood })).answered.body).toEqual(exceeded);
    expect((await client.srpSignIn('besieged', password, { address: flood })).answered.body).toEqual(exceeded);
    // Refused attempts are not counted: the delay did not grow while it held.
    expect(await delayOf(flood)).toBe(30);
    await t.db.query('UPDATE identity_sign_in_failures SET locked_until = now() WHERE address = $1', [flood]);
    expect((await client.srpSignIn('besieged', 'guess again', { address: flood })).answered.body).toEqual(incorrect);
    expect(await delayOf(flood)).toBe(60);

    const owner = await client.srpSignIn('besieged', password, { address: '198.51.100.20' });
    expect(owner.answered.status).toBe(200);
    // Past the per-address attempt limit the flood gets LimitExceededException; the owner still signs in.
    for (let i = 0; i < 5; i++) await client.srpSignIn('besieged', 'flood', { address: flood });
    expect((await client.srpSignIn('besieged', 'flood', { address: flood })).answered.body.__type).toBe(
      'LimitExceededException',
    );
    expect((await client.srpSignIn('besieged', password, { address: '198.51.100.21' })).answered.status).toBe(200);
  });

  it('takes the client address from X-Forwarded-For only behind a trusted proxy (TRUST_PROXY)', async () => {
    const behindProxy = await identityServer(t, {});
    try {
      const viaProxy = async (forwardedFor: string, pass: string) => {
        const response = await behindProxy.app.inject({
          method: 'POST',
          url: '/identity',
          remoteAddress: '10.0.0.1',
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
            'x-forwarded-for': forwardedFor,
          },
          payload: JSON.stringify({
            ClientId: client.clientId,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: 'besieged', PASSWORD: pass },
          }),
        });
        return response.json();
      };
      for (let i = 0; i < 5; i++) expect(await viaProxy('192.0.2.66', `wrong ${i}`)).toEqual(incorrect);
      expect(await viaProxy('192.0.2.66', password)).toEqual(exceeded);
      expect((await viaProxy('192.0.2.77', password)).AuthenticationResult).toBeDefined();
    } finally {
      await behindProxy.close();
    }
    // The app itself (TRUST_PROXY unset) ignores the header: the request is its socket's address, not the delayed one.
    const direct = await t.app.inject({
      method: 'POST',
      url: '/identity',
      remoteAddress: '10.9.9.9',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        'x-forwarded-for': '192.0.2.66',
      },
      payload: JSON.stringify({
        ClientId: client.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'besieged', PASSWORD: password },
      }),
    });
    expect(direct.statusCode).toBe(200);
  });

  it('locks password sign-in account-wide only at a much higher threshold, mails the owner, and a reset lifts it', async () => {
    const small = { ...defaultLimits, lockout: { ...defaultLimits.lockout, accountFailures: 12 } };
    const server = await identityServer(t, { limits: small });
    const strict = identityClient(server);
    try {
      await strict.createAccount('target_wide', 'target.wide@example.com', password);
      for (let i = 0; i < 12; i++)
        expect((await strict.srpSignIn('target_wide', 'wrong', { address: `198.18.0.${i}` })).answered.body).toEqual(
          incorrect,
        );
      expect((await strict.srpSignIn('target_wide', password, { address: '198.51.100.99' })).answered.body).toEqual(
        exceeded,
      );
      const [notice] = await strict.mailbox('target.wide@example.com');
      expect(notice?.subject).toBe('Sign-in to your Cliques account was paused');
      expect(notice?.code).toBeNull();

      await strict.call('ForgotPassword', { ClientId: strict.clientId, Username: 'target_wide' });
      const code = await strict.latestCode('target.wide@example.com');
      expect(
        (
          await strict.call('ConfirmForgotPassword', {
            ClientId: strict.clientId,
            Username: 'target_wide',
            ConfirmationCode: code,
            Password: 'a new password',
          })
        ).status,
      ).toBe(200);
      expect(
        (await strict.srpSignIn('target_wide', 'a new password', { address: '198.51.100.99' })).answered.status,
      ).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('treats a name that does not exist exactly like an account', async () => {
    for (let i = 0; i < 5; i++)
      expect((await client.srpSignIn('ghost_account', 'x', { address: '203.0.113.9' })).answered.body).toEqual(
        incorrect,
      );
    expect((await client.srpSignIn('ghost_account', 'x', { address: '203.0.113.9' })).answered.body).toEqual(exceeded);
  });
});
