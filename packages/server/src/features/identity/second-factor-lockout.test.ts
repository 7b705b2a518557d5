import { Secret, TOTP } from 'otpauth';
import { identityClient } from '../../../test/identity-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('identity endpoint: wrong second-factor codes add up per account', () => {
  let t: TestApp;
  let client: ReturnType<typeof identityClient>;
  const password = 'two factor password';
  const exceeded = { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' };
  const mismatch = { __type: 'CodeMismatchException', message: 'Invalid code received for user' };
  beforeAll(async () => {
    t = await createTestApp();
    client = identityClient(t);
  }, 120_000);
  afterAll(() => t?.close());

  const codeAt = (secret: string, offsetSeconds: number) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
      timestamp: Date.now() + offsetSeconds * 1000,
    });
  /** A code that none of the steps the server accepts now (one either side) gives. */
  const wrongCode = (secret: string) => {
    const valid = [-30, 0, 30].map((offset) => codeAt(secret, offset));
    return ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code)) ?? '444444';
  };

  /** An account with an authenticator app turned on; returns its sub and the app's secret. */
  async function accountWithApp(username: string) {
    const sub = await client.createAccount(username, `${username}@example.com`, password);
    const { AccessToken } = (await client.srpSignIn(username, password, { address: '192.0.2.1' })).answered.body
      .AuthenticationResult as { AccessToken: string };
    const secret = (await client.call('AssociateSoftwareToken', { AccessToken })).body.SecretCode as string;
    expect((await client.call('VerifySoftwareToken', { AccessToken, UserCode: codeAt(secret, 0) })).status).toBe(200);
    await client.call('SetUserMFAPreference', {
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    return { sub, secret };
  }

  /** A right password from `address`: the SOFTWARE_TOKEN_MFA step and a way to answer it from there. */
  async function passwordStep(username: string, address: string) {
    const { answered } = await client.srpSignIn(username, password, { address });
    expect(answered.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const session = answered.body.Session as string;
    return async (code: string) =>
      (
        await client.call(
          'RespondToAuthChallenge',
          {
            ClientId: client.clientId,
            ChallengeName: 'SOFTWARE_TOKEN_MFA',
            Session: session,
            ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
          },
          address,
        )
      ).body;
  }

  /** Lets a right code of the current time step be used again (the replay guard is not what is tested here). */
  const forgetUsedStep = (sub: string) => t.db.query('UPDATE identity_totp SET last_step = 0 WHERE sub = $1', [sub]);

  it('after 10 wrong codes across sign-ins and addresses refuses the account as Cognito does, until the window passes', async () => {
    const { sub, secret } = await accountWithApp('twofactor_a');
    for (const address of ['198.51.100.1', '198.51.100.2']) {
      const answer = await passwordStep('twofactor_a', address);
      for (let i = 0; i < 5; i++) expect(await answer(wrongCode(secret))).toEqual(mismatch);
    }
    // A new sign-in from a new address: the password is still right, the code step is refused, even a right code.
    const fresh = await passwordStep('twofactor_a', '198.51.100.3');
    expect(await fresh(codeAt(secret, 30))).toEqual(exceeded);
    expect(await fresh(wrongCode(secret))).toEqual(exceeded);
    // The owner is told, once: someone gave the right password.
    const notices = (await client.mailbox('twofactor_a@example.com')).filter((mail) => mail.code === null);
    expect(notices.map((mail) => mail.subject)).toEqual(['Someone may know your Cliques password']);
    // A password reset proves the email, not the authenticator app: the pause holds.
    await client.call('ForgotPassword', { ClientId: client.clientId, Username: 'twofactor_a' });
    const resetCode = await client.latestCode('twofactor_a@example.com');
    await client.call('ConfirmForgotPassword', {
      ClientId: client.clientId,
      Username: 'twofactor_a',
      ConfirmationCode: resetCode,
      Password: password,
    });
    expect(await (await passwordStep('twofactor_a', '198.51.100.4'))(codeAt(secret, 30))).toEqual(exceeded);

    // The window passes.
    await t.db.query(
      "UPDATE identity_sign_in_failures SET window_start = now() - interval '2 hours', locked_until = now() - interval '1 second' WHERE account = $1",
      [sub],
    );
    const later = await passwordStep('twofactor_a', '198.51.100.5');
    expect((await later(codeAt(secret, 30))).AuthenticationResult?.AccessToken).toEqual(expect.any(String));
  });

  it('forgets the wrong codes once a right one is given', async () => {
    const { sub, secret } = await accountWithApp('twofactor_b');
    const answerNine = async (first: string, second: string) => {
      const one = await passwordStep('twofactor_b', first);
      for (let i = 0; i < 5; i++) expect(await one(wrongCode(secret))).toEqual(mismatch);
      const two = await passwordStep('twofactor_b', second);
      for (let i = 0; i < 4; i++) expect(await two(wrongCode(secret))).toEqual(mismatch);
      return two;
    };
    const two = await answerNine('203.0.113.1', '203.0.113.2');
    expect((await two(codeAt(secret, 30))).AuthenticationResult).toBeDefined();
    await forgetUsedStep(sub);
    const again = await answerNine('203.0.113.3', '203.0.113.4');
    expect((await again(codeAt(secret, 30))).AuthenticationResult).toBeDefined();
  });

  it('counts each account apart: another account with an app is not affected', async () => {
    const victim = await accountWithApp('twofactor_c');
    const other = await accountWithApp('twofactor_d');
    for (const address of ['192.0.2.10', '192.0.2.11']) {
      const answer = await passwordStep('twofactor_c', address);
      for (let i = 0; i < 5; i++) expect(await answer(wrongCode(victim.secret))).toEqual(mismatch);
    }
    expect(await (await passwordStep('twofactor_c', '192.0.2.12'))(codeAt(victim.secret, 30))).toEqual(exceeded);
    const answer = await passwordStep('twofactor_d', '192.0.2.12');
    expect((await answer(codeAt(other.secret, 30))).AuthenticationResult).toBeDefined();
  });
});
