import type { AddressInfo } from 'node:net';
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmUserAttribute,
  deleteUser,
  fetchAuthSession,
  fetchMFAPreference,
  fetchUserAttributes,
  resetPassword,
  sendUserAttributeVerificationCode,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  updatePassword,
  updateUserAttribute,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { Secret, TOTP } from 'otpauth';
import { identityClient } from '../../../test/identity-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * aws-amplify's own account calls, unchanged, against a started server: recover a password, change
 * it, change the email, turn on an authenticator app and sign in with it, refresh, delete the account.
 */
describe('aws-amplify account operations against the built-in identity endpoint', () => {
  let t: TestApp;
  let endpoint: string;
  let sub: string;
  const username = 'owner_amplify';
  let email = 'owner.amplify@example.com';
  let password = 'first password';

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    endpoint = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/identity`;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: t.config.identityPoolId,
          userPoolClientId: t.config.identityClientId,
          userPoolEndpoint: endpoint,
        },
      },
    });
    warn.mockRestore();
    sub = await identityClient(t).createAccount(username, email, password);
  }, 120_000);
  afterAll(() => t?.close());

  async function latestMail(to: string): Promise<{ code: string | null; subject: string; body: string }> {
    const response = await fetch(`${endpoint}/dev/mailbox?to=${encodeURIComponent(to)}`);
    const [latest] = ((await response.json()) as { messages: { code: string | null; subject: string; body: string }[] })
      .messages;
    if (!latest) throw new Error(`no mail for ${to}`);
    return latest;
  }
  const totpCode = (secret: string, offsetSeconds = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
      timestamp: Date.now() + offsetSeconds * 1000,
    });

  it('resets a forgotten password with the mailed code: the old one is refused, the new one works', async () => {
    const asked = await resetPassword({ username });
    expect(asked).toEqual({
      isPasswordReset: false,
      nextStep: {
        resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
        codeDeliveryDetails: { destination: 'o***@e***', deliveryMedium: 'EMAIL', attributeName: 'email' },
      },
    });
    const mail = await latestMail(email);
    expect(mail.subject).toBe('Reset your Cliques password');
    await expect(
      confirmResetPassword({
        username,
        confirmationCode: '000000' === mail.code ? '111111' : '000000',
        newPassword: 'second password',
      }),
    ).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    await expect(
      confirmResetPassword({ username, confirmationCode: mail.code ?? '', newPassword: 'short' }),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    await confirmResetPassword({ username, confirmationCode: mail.code ?? '', newPassword: 'second password' });
    await expect(
      confirmResetPassword({ username, confirmationCode: mail.code ?? '', newPassword: 'third password' }),
    ).rejects.toMatchObject({ name: 'ExpiredCodeException' });
    await expect(signIn({ username, password })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    password = 'second password';
    expect((await signIn({ username, password })).isSignedIn).toBe(true);
  });

  it('answers a reset for a name that does not exist like one that does, and mails nothing', async () => {
    const asked = await resetPassword({ username: 'nobody.here@example.com' });
    expect(asked.nextStep).toMatchObject({
      resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      codeDeliveryDetails: { destination: 'n***@e***' },
    });
    const response = await fetch(`${endpoint}/dev/mailbox?to=nobody.here%40example.com`);
    expect(((await response.json()) as { messages: unknown[] }).messages).toEqual([]);
    await expect(
      confirmResetPassword({
        username: 'nobody.here@example.com',
        confirmationCode: '123456',
        newPassword: 'whatever password',
      }),
    ).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
  });

  it('changes the password while signed in (the old one must be right)', async () => {
    await expect(
      updatePassword({ oldPassword: 'not my password', newPassword: 'third password' }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(updatePassword({ oldPassword: password, newPassword: 'short' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
    });
    await updatePassword({ oldPassword: password, newPassword: 'third password' });
    password = 'third password';
    await signOut();
    expect((await signIn({ username, password })).isSignedIn).toBe(true);
  });

  it('changes the email only after the code mailed to the new address is confirmed', async () => {
    const newEmail = 'owner.moved@example.com';
    const updated = await updateUserAttribute({ userAttribute: { attributeKey: 'email', value: newEmail } });
    expect(updated).toEqual({
      isUpdated: false,
      nextStep: {
        updateAttributeStep: 'CONFIRM_ATTRIBUTE_WITH_CODE',
        codeDeliveryDetails: { attributeName: 'email', deliveryMedium: 'EMAIL', destination: 'o***@e***' },
      },
    });
    expect((await fetchUserAttributes()).email).toBe(email);
    await expect(signIn({ username: newEmail, password })).rejects.toMatchObject({
      name: 'UserAlreadyAuthenticatedException',
    });
    const resent = await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
    expect(resent.destination).toBe('o***@e***');
    const mail = await latestMail(newEmail);
    expect(mail.subject).toBe('Verify your new Cliques email address');
    await expect(
      confirmUserAttribute({
        userAttributeKey: 'email',
        confirmationCode: mail.code === '000000' ? '111111' : '000000',
      }),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: mail.code ?? '' });
    expect(await fetchUserAttributes()).toMatchObject({ email: newEmail, email_verified: 'true' });
    expect((await latestMail(email)).subject).toBe('Your Cliques email address was changed');
    await signOut();
    await expect(signIn({ username: email, password })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await signIn({ username: newEmail, password })).isSignedIn).toBe(true);
    const { tokens } = await fetchAuthSession({ forceRefresh: true });
    expect(tokens?.idToken?.payload.email).toBe(newEmail);
    const profile = await t.request({
      method: 'GET',
      url: `/api/users/${sub}`,
      headers: { authorization: `Bearer ${tokens?.idToken?.toString()}` },
    });
    expect(profile.body.user.email).toBe(newEmail);
    email = newEmail;
  });

  it('refreshes again and again with the rotated refresh token Amplify keeps', async () => {
    const first = await fetchAuthSession({ forceRefresh: true });
    const second = await fetchAuthSession({ forceRefresh: true });
    const third = await fetchAuthSession({ forceRefresh: true });
    expect(new Set([first, second, third].map((session) => session.tokens?.accessToken.toString())).size).toBe(3);
    expect(third.tokens?.idToken?.payload.auth_time).toBe(first.tokens?.idToken?.payload.auth_time);
  });

  it('turns on an authenticator app, then asks for its code at sign-in; a used code is refused', async () => {
    const setup = await setUpTOTP();
    expect(setup.sharedSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.getSetupUri('Cliques', email).toString()).toContain(`secret=${setup.sharedSecret}`);
    await expect(verifyTOTPSetup({ code: totpCode(setup.sharedSecret, -3600) })).rejects.toMatchObject({
      name: 'EnableSoftwareTokenMFAException',
    });
    await verifyTOTPSetup({ code: totpCode(setup.sharedSecret) });
    await updateMFAPreference({ totp: 'PREFERRED' });
    expect(await fetchMFAPreference()).toEqual({ enabled: ['TOTP'], preferred: 'TOTP' });
    await signOut();

    const first = await signIn({ username, password });
    expect(first).toEqual({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } });
    await expect(confirmSignIn({ challengeResponse: totpCode(setup.sharedSecret, 600) })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    // The setup used this step's code; the next step's is within the ±1 window.
    const code = totpCode(setup.sharedSecret, 30);
    expect(await confirmSignIn({ challengeResponse: code })).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
    expect((await fetchAuthSession()).tokens?.idToken?.payload.sub).toBe(sub);
    await signOut();

    expect((await signIn({ username, password })).nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    await expect(confirmSignIn({ challengeResponse: code })).rejects.toMatchObject({
      name: 'ExpiredCodeException',
      message: 'Your software token has already been used once.',
    });
  });

  it('deletes the account: its tokens stop working and the person is gone', async () => {
    await t.db.query('UPDATE identity_totp SET enabled = false WHERE sub = $1', [sub]);
    await signIn({ username, password });
    const { tokens } = await fetchAuthSession();
    const viewer = await t.createUser();
    await deleteUser();
    expect((await fetchAuthSession()).tokens).toBeUndefined();
    const api = await t.request({
      method: 'GET',
      url: `/api/users/${sub}`,
      headers: { authorization: `Bearer ${tokens?.idToken?.toString()}` },
    });
    expect(api.status).toBe(401);
    expect((await t.request({ method: 'GET', url: `/api/users/${sub}`, headers: viewer.auth })).status).toBe(404);
    await expect(signIn({ username, password })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    const { rows } = await t.db.query('SELECT 1 FROM identity_users WHERE sub = $1', [sub]);
    expect(rows).toEqual([]);
  });
});
