import { decodeJwt } from 'jose';
import { createHash } from 'node:crypto';
import { identityClient } from '../../../test/identity-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { defaultLimits } from './rate-limit';
import { N } from './srp';

describe('identity endpoint: InitiateAuth and RespondToAuthChallenge', () => {
  let t: TestApp;
  let client: ReturnType<typeof identityClient>;
  let sub: string;
  const password = 'sign in password';
  const incorrect = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
  beforeAll(async () => {
    t = await createTestApp();
    client = identityClient(t);
    sub = await client.createAccount('signer', 'signer@example.com', password);
  }, 120_000);
  afterAll(() => t?.close());

  const passwordAuth = (login: string, pass: string, address?: string) =>
    client.call(
      'InitiateAuth',
      {
        ClientId: client.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: login, PASSWORD: pass },
      },
      address,
    );
  const initiate = (params: object, address?: string) =>
    client.call(
      'InitiateAuth',
      { ClientId: client.clientId, AuthFlow: 'USER_SRP_AUTH', AuthParameters: params },
      address,
    );

  it('signs in with SRP by username or email and answers Cognito-shaped tokens', async () => {
    for (const login of ['signer', 'SIGNER@example.com']) {
      const { started, answered } = await client.srpSignIn(login, password);
      expect(started.body).toMatchObject({
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeParameters: { USERNAME: sub, USER_ID_FOR_SRP: sub },
      });
      expect(answered.status).toBe(200);
      expect(answered.body.AuthenticationResult).toEqual({
        AccessToken: expect.any(String),
        IdToken: expect.any(String),
        RefreshToken: expect.any(String),
        ExpiresIn: 3600,
        TokenType: 'Bearer',
      });
      const id = decodeJwt(answered.body.AuthenticationResult.IdToken);
      expect(id).toMatchObject({
        sub,
        aud: t.config.identityClientId,
        token_use: 'id',
        email: 'signer@example.com',
        email_verified: true,
        'cognito:username': sub,
        preferred_username: 'signer',
      });
      expect(id.iss).toBe(t.context.identityIssuer);
      const access = decodeJwt(answered.body.AuthenticationResult.AccessToken);
      expect(access).toMatchObject({
        sub,
        client_id: t.config.identityClientId,
        token_use: 'access',
        username: sub,
        origin_jti: id.origin_jti,
      });
    }
  });

  it('stores only a hash of the refresh token', async () => {
    const { answered } = await client.srpSignIn('signer', password);
    const refresh: string = answered.body.AuthenticationResult.RefreshToken;
    const hash = createHash('sha256').update(refresh).digest('hex');
    const { rows } = await t.db.query('SELECT refresh_token_hash FROM identity_sessions WHERE sub = $1', [sub]);
    expect(rows).toContainEqual({ refresh_token_hash: hash });
    expect(JSON.stringify(rows)).not.toContain(refresh);
  });

  it('answers a wrong password and an unknown user identically, the handshake included', async () => {
    const wrongPassword = await client.srpSignIn('signer', 'not the password');
    const unknown = await client.srpSignIn('no_such_person', password);
    expect(wrongPassword.answered.body).toEqual(incorrect);
    expect(unknown.answered.body).toEqual(incorrect);
    expect(Object.keys(unknown.started.body.ChallengeParameters).sort()).toEqual(
      Object.keys(wrongPassword.started.body.ChallengeParameters).sort(),
    );
    expect(unknown.started.body.ChallengeParameters.USER_ID_FOR_SRP).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const again = await client.srpSignIn('no_such_person', password);
    expect(again.started.body.ChallengeParameters.SALT).toBe(unknown.started.body.ChallengeParameters.SALT);
    expect(again.started.body.ChallengeParameters.USER_ID_FOR_SRP).toBe(
      unknown.started.body.ChallengeParameters.USER_ID_FOR_SRP,
    );
    expect((await passwordAuth('no_such_person', password)).body).toEqual(incorrect);
  });

  it('signs in with USER_PASSWORD_AUTH', async () => {
    const res = await passwordAuth('signer@example.com', password);
    expect(res.status).toBe(200);
    expect(decodeJwt(res.body.AuthenticationResult.IdToken).sub).toBe(sub);
    expect((await passwordAuth('signer', 'not the password')).body).toEqual(incorrect);
  });

  it('tells an unconfirmed account so only after the right password', async () => {
    await client.signUp('unconfirmed', 'unconfirmed@example.com', password);
    expect((await client.srpSignIn('unconfirmed', password)).answered.body).toEqual({
      __type: 'UserNotConfirmedException',
      message: 'User is not confirmed.',
    });
    expect((await client.srpSignIn('unconfirmed', 'wrong password')).answered.body).toEqual(incorrect);
    expect((await passwordAuth('unconfirmed', password)).body.__type).toBe('UserNotConfirmedException');
  });

  it('keeps the password exactly as typed: surrounding spaces are not trimmed', async () => {
    await client.createAccount('spacey', 'spacey@example.com', '  padded password  ');
    expect((await client.srpSignIn('spacey', '  padded password  ')).answered.status).toBe(200);
    expect((await client.srpSignIn('spacey', 'padded password')).answered.body).toEqual(incorrect);
  });

  it('accepts each SECRET_BLOCK once, within 5 minutes', async () => {
    const { answered, responses } = await client.srpSignIn('signer', password);
    expect(answered.status).toBe(200);
    const replay = await client.call('RespondToAuthChallenge', {
      ClientId: client.clientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: responses,
    });
    expect(replay.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });

    const stale = await client.srpSignIn('signer', password, { timestamp: new Date(Date.now() - 10 * 60 * 1000) });
    expect(stale.answered.body).toEqual({
      __type: 'InvalidParameterException',
      message: "TIMESTAMP is more than 5 minutes away from the server's clock.",
    });
  });

  it('refuses a bad SRP_A, unsupported flows and challenges', async () => {
    expect((await initiate({ USERNAME: 'signer', SRP_A: N.toString(16) })).body).toEqual({
      __type: 'InvalidParameterException',
      message: 'SRP_A cannot be 0 modulo N.',
    });
    expect((await initiate({ USERNAME: 'signer', SRP_A: 'xyz' })).body.__type).toBe('InvalidParameterException');
    expect((await initiate({ SRP_A: 'ab' })).body).toEqual({
      __type: 'InvalidParameterException',
      message: 'Missing required parameter USERNAME',
    });
    const custom = await client.call('InitiateAuth', {
      ClientId: client.clientId,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: 'signer' },
    });
    expect(custom.body).toEqual({
      __type: 'InvalidParameterException',
      message: 'Initiate Auth method not supported.',
    });
    const challenge = await client.call('RespondToAuthChallenge', {
      ClientId: client.clientId,
      ChallengeName: 'SMS_MFA',
      ChallengeResponses: {},
    });
    expect(challenge.body.__type).toBe('InvalidParameterException');
  });

  it('delays an address after 5 wrong passwords, even for the right one, but not the owner at another address', async () => {
    await client.createAccount('target', 'target@example.com', password);
    for (let i = 0; i < 5; i++)
      expect((await client.srpSignIn('target', `guess ${i}`, { address: '10.1.0.1' })).answered.body).toEqual(
        incorrect,
      );
    const delayed = await client.srpSignIn('target', password, { address: '10.1.0.1' });
    expect(delayed.answered.body).toEqual({ __type: 'NotAuthorizedException', message: 'Password attempts exceeded' });
    expect((await client.srpSignIn('target', password, { address: '10.1.0.99' })).answered.status).toBe(200);
    expect((await client.srpSignIn('signer', password, { address: '10.1.0.1' })).answered.status).toBe(200);
  });

  it('limits sign-in attempts per address', async () => {
    const A = (2n ** 64n).toString(16);
    for (let i = 0; i < defaultLimits.signInPerAddress.max; i++)
      await initiate({ USERNAME: `spray_${i}`, SRP_A: A }, '10.2.0.1');
    expect((await initiate({ USERNAME: 'spray_more', SRP_A: A }, '10.2.0.1')).body).toEqual({
      __type: 'TooManyRequestsException',
      message: 'Too many requests, please try again later.',
    });
  });
});
