import { randomUUID } from 'node:crypto';
import { identityClient } from '../../../test/identity-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { issueTokens } from './tokens';

describe('identity endpoint: the account operations refuse bad input and missing or invalid tokens', () => {
  let t: TestApp;
  let client: ReturnType<typeof identityClient>;
  let accessToken: string;
  const password = 'validation password';
  beforeAll(async () => {
    t = await createTestApp();
    client = identityClient(t);
    await client.createAccount('validator', 'validator@example.com', password);
    await client.createAccount('neighbour', 'neighbour@example.com', password);
    accessToken = (await client.srpSignIn('validator', password)).answered.body.AuthenticationResult.AccessToken;
  }, 120_000);
  afterAll(() => t?.close());

  const call = (operation: string, body: object) => client.call(operation, body);
  const withToken = [
    'ChangePassword',
    'UpdateUserAttributes',
    'GetUserAttributeVerificationCode',
    'VerifyUserAttribute',
    'DeleteUser',
    'AssociateSoftwareToken',
    'VerifySoftwareToken',
    'SetUserMFAPreference',
  ];

  it.each(withToken)('%s refuses a missing and an invalid access token', async (operation) => {
    expect((await call(operation, {})).body.__type).toBe('InvalidParameterException');
    const invalid = await call(operation, {
      AccessToken: 'not.a.token',
      PreviousPassword: password,
      ProposedPassword: 'x'.repeat(10),
      UserAttributes: [{ Name: 'name', Value: 'x' }],
      AttributeName: 'email',
      Code: '123456',
      UserCode: '123456',
    });
    expect(invalid.body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Access Token' });
  });

  it('ForgotPassword and ConfirmForgotPassword check the client and their parameters', async () => {
    expect((await call('ForgotPassword', { ClientId: 'other', Username: 'validator' })).body.__type).toBe(
      'ResourceNotFoundException',
    );
    expect((await call('ForgotPassword', { ClientId: client.clientId })).body.__type).toBe('InvalidParameterException');
    expect((await call('ForgotPassword', { ClientId: client.clientId, Username: 'x'.repeat(200) })).body.__type).toBe(
      'InvalidParameterException',
    );
    const base = {
      ClientId: client.clientId,
      Username: 'validator',
      ConfirmationCode: '123456',
      Password: 'long enough password',
    };
    expect((await call('ConfirmForgotPassword', { ...base, Password: 'short' })).body.__type).toBe(
      'InvalidPasswordException',
    );
    expect((await call('ConfirmForgotPassword', { ...base, ConfirmationCode: undefined })).body.__type).toBe(
      'InvalidParameterException',
    );
    // No code was asked for: nothing to confirm.
    expect((await call('ConfirmForgotPassword', base)).body.__type).toBe('ExpiredCodeException');
  });

  it('ForgotPassword codes survive 5 wrong guesses, then expire', async () => {
    await call('ForgotPassword', { ClientId: client.clientId, Username: 'neighbour' });
    const code = await client.latestCode('neighbour@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (guess: string) =>
      call('ConfirmForgotPassword', {
        ClientId: client.clientId,
        Username: 'neighbour',
        ConfirmationCode: guess,
        Password: 'new neighbour password',
      });
    for (let i = 0; i < 5; i++) expect((await attempt(wrong)).body.__type).toBe('CodeMismatchException');
    expect((await attempt(code)).body.__type).toBe('ExpiredCodeException');
    expect((await client.srpSignIn('neighbour', password)).answered.status).toBe(200);
  });

  it('UpdateUserAttributes accepts only email and name, checks them, and refuses an email another account uses', async () => {
    const update = (attributes: object[]) =>
      call('UpdateUserAttributes', { AccessToken: accessToken, UserAttributes: attributes });
    expect((await update([])).body.__type).toBe('InvalidParameterException');
    expect((await update([{ Name: 'sub', Value: 'x' }])).body.__type).toBe('InvalidParameterException');
    expect((await update([{ Name: 'email', Value: 'not an email' }])).body.__type).toBe('InvalidParameterException');
    expect((await update([{ Name: 'name', Value: 'x'.repeat(81) }])).body.__type).toBe('InvalidParameterException');
    expect((await update([{ Name: 'email', Value: 'NEIGHBOUR@example.com' }])).body).toEqual({
      __type: 'AliasExistsException',
      message: 'An account with the given email already exists.',
    });
    expect((await update([{ Name: 'name', Value: 'Val Idator' }])).body).toEqual({ CodeDeliveryDetailsList: [] });
    const attributes = (await call('GetUser', { AccessToken: accessToken })).body.UserAttributes;
    expect(attributes).toContainEqual({ Name: 'name', Value: 'Val Idator' });
    expect(
      (await call('VerifyUserAttribute', { AccessToken: accessToken, AttributeName: 'phone_number', Code: '123456' }))
        .body.__type,
    ).toBe('InvalidParameterException');
    expect(
      (await call('VerifyUserAttribute', { AccessToken: accessToken, AttributeName: 'email', Code: '123456' })).body
        .__type,
    ).toBe('ExpiredCodeException');
    expect(
      (await call('GetUserAttributeVerificationCode', { AccessToken: accessToken, AttributeName: 'name' })).body.__type,
    ).toBe('InvalidParameterException');
  });

  it('ChangePassword refuses a wrong previous password like a sign-in, and a weak new one', async () => {
    const change = (previous: string, proposed: string) =>
      call('ChangePassword', { AccessToken: accessToken, PreviousPassword: previous, ProposedPassword: proposed });
    expect((await change('wrong password', 'another password')).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect((await change(password, 'short')).body.__type).toBe('InvalidPasswordException');
    expect((await change(password, 'x'.repeat(300))).body.__type).toBe('InvalidParameterException');
  });

  it('TOTP: verify needs an association, MFA needs a verified app, SMS and email MFA are refused', async () => {
    expect((await call('VerifySoftwareToken', { AccessToken: accessToken, UserCode: '123456' })).body.__type).toBe(
      'EnableSoftwareTokenMFAException',
    );
    expect(
      (
        await call('SetUserMFAPreference', {
          AccessToken: accessToken,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        })
      ).body,
    ).toEqual({
      __type: 'InvalidParameterException',
      message: 'User has not verified software token mfa',
    });
    expect(
      (await call('SetUserMFAPreference', { AccessToken: accessToken, SMSMfaSettings: { Enabled: true } })).body.__type,
    ).toBe('InvalidParameterException');
    expect(
      (await call('SetUserMFAPreference', { AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: 'yes' } }))
        .body.__type,
    ).toBe('InvalidParameterException');
    const associated = await call('AssociateSoftwareToken', { AccessToken: accessToken });
    expect(associated.body).toEqual({ SecretCode: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect((await call('VerifySoftwareToken', { AccessToken: accessToken, UserCode: 'abcdef' })).body).toEqual({
      __type: 'EnableSoftwareTokenMFAException',
      message: 'Code mismatch',
    });
    expect((await call('VerifySoftwareToken', { AccessToken: accessToken, UserCode: '1234567' })).body.__type).toBe(
      'InvalidParameterException',
    );
    expect((await call('GetUser', { AccessToken: accessToken })).body.UserMFASettingList).toBeUndefined();
  });

  it('SOFTWARE_TOKEN_MFA answers need a live Session of that stage', async () => {
    const answer = await call('RespondToAuthChallenge', {
      ClientId: client.clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: 'made-up',
      ChallengeResponses: { USERNAME: 'validator', SOFTWARE_TOKEN_MFA_CODE: '123456' },
    });
    expect(answer.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
    const select = await call('InitiateAuth', {
      ClientId: client.clientId,
      AuthFlow: 'USER_AUTH',
      AuthParameters: { USERNAME: 'validator' },
    });
    const wrongStage = await call('RespondToAuthChallenge', {
      ClientId: client.clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: select.body.Session,
      ChallengeResponses: { USERNAME: 'validator', SOFTWARE_TOKEN_MFA_CODE: '123456' },
    });
    expect(wrongStage.body.__type).toBe('NotAuthorizedException');
    const badAnswer = await call('RespondToAuthChallenge', {
      ClientId: client.clientId,
      ChallengeName: 'SELECT_CHALLENGE',
      Session: select.body.Session,
      ChallengeResponses: { USERNAME: 'validator', ANSWER: 'SMS_OTP' },
    });
    expect(badAnswer.body.__type).toBe('InvalidParameterException');
  });

  it('DeleteUser asks for a recent sign-in', async () => {
    const { rows } = await t.db.query<{ sub: string }>("SELECT sub FROM identity_users WHERE username = 'neighbour'");
    const originJti = randomUUID();
    await t.db.query(
      "INSERT INTO identity_sessions (origin_jti, sub, refresh_token_hash, auth_time, expires_at) VALUES ($1, $2, $3, now() - interval '1 hour', now() + interval '1 day')",
      [originJti, rows[0]?.sub, randomUUID()],
    );
    const stale = await issueTokens(
      { sub: rows[0]?.sub ?? '', username: 'neighbour', email: 'neighbour@example.com', emailVerified: true },
      {
        key: t.context.signingKey,
        issuer: t.context.identityIssuer,
        clientId: client.clientId,
        originJti,
        authTime: Math.floor(Date.now() / 1000) - 3600,
      },
    );
    const refused = await call('DeleteUser', { AccessToken: stale.accessToken });
    expect(refused.body.__type).toBe('NotAuthorizedException');
    expect(refused.body.message).toMatch(/Sign in again/);
    expect((await client.srpSignIn('neighbour', password)).answered.status).toBe(200);
  });
});
