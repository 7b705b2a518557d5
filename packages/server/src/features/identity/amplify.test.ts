import type { AddressInfo } from 'node:net';
import { Amplify } from 'aws-amplify';
import {
  confirmSignUp,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  resendSignUpCode,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * aws-amplify itself, unchanged, against a really started server: the wire protocol is Cognito's
 * or this fails. Runs the whole life of an account the way the browser does it.
 */
describe('aws-amplify against the built-in identity endpoint', () => {
  let t: TestApp;
  let endpoint: string;
  const username = 'amplify_user';
  const email = 'Amplify.User@example.com';
  const password = 'correct horse battery';

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    endpoint = `http://127.0.0.1:${port}/identity`;
    // Amplify warns once that the endpoint is not Amazon's: expected here.
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
  }, 120_000);
  afterAll(() => t?.close());

  async function mailbox(): Promise<{ code: string; subject: string }[]> {
    const response = await fetch(`${endpoint}/dev/mailbox?to=${encodeURIComponent(email)}`);
    return ((await response.json()) as { messages: { code: string; subject: string }[] }).messages;
  }

  async function cognito(
    operation: string,
    body: object,
  ): Promise<{ status: number; body: { __type?: string; message?: string } }> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { __type?: string; message?: string } };
  }

  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('signs up, confirms with the mailed code, signs in with SRP, refreshes and signs out', async () => {
    const signedUp = await signUp({ username, password, options: { userAttributes: { email } } });
    expect(signedUp.isSignUpComplete).toBe(false);
    expect(signedUp.nextStep).toMatchObject({
      signUpStep: 'CONFIRM_SIGN_UP',
      codeDeliveryDetails: { destination: 'A***@e***', deliveryMedium: 'EMAIL' },
    });
    const userId = signedUp.userId as string;

    const early = await signIn({ username, password });
    expect(early).toEqual({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });

    const resent = await resendSignUpCode({ username });
    expect(resent.destination).toBe('A***@e***');
    const [latest, first] = await mailbox();
    expect(latest?.subject).toBe('Your Cliques verification code');
    expect(latest?.code).toMatch(/^\d{6}$/);
    expect(first?.code).toMatch(/^\d{6}$/);

    await expect(confirmSignUp({ username, confirmationCode: otherCode(latest!.code) })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    if (first!.code !== latest!.code) {
      await expect(confirmSignUp({ username, confirmationCode: first!.code })).rejects.toMatchObject({
        name: 'CodeMismatchException',
      });
    }
    const confirmed = await confirmSignUp({ username, confirmationCode: latest!.code });
    expect(confirmed).toMatchObject({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });

    const signedIn = await signIn({ username: email, password });
    expect(signedIn).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

    const session = await fetchAuthSession();
    expect(session.userSub).toBe(userId);
    expect(session.tokens?.idToken?.payload).toMatchObject({
      sub: userId,
      email,
      email_verified: true,
      preferred_username: username,
      token_use: 'id',
    });
    expect(session.tokens?.accessToken.payload.origin_jti).toEqual(expect.any(String));

    const current = await getCurrentUser();
    expect(current).toMatchObject({
      userId,
      username: userId,
      signInDetails: { loginId: email, authFlowType: 'USER_SRP_AUTH' },
    });
    expect(await fetchUserAttributes()).toEqual({
      sub: userId,
      email,
      email_verified: 'true',
      preferred_username: username,
    });

    const idToken = session.tokens!.idToken!.toString();
    const profile = await t.request({
      method: 'GET',
      url: `/api/users/${userId}`,
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({ userId, username, displayName: username, email });

    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(refreshed.tokens?.accessToken.toString()).not.toBe(session.tokens?.accessToken.toString());
    expect(refreshed.tokens?.accessToken.payload.origin_jti).toBe(session.tokens?.accessToken.payload.origin_jti);

    await signOut();
    expect((await fetchAuthSession()).tokens).toBeUndefined();
    const afterSignOut = await t.request({
      method: 'GET',
      url: `/api/users/${userId}`,
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(afterSignOut.status).toBe(401);
  });

  it('refuses the old access token everywhere after a global sign-out', async () => {
    await signIn({ username, password });
    const { tokens } = await fetchAuthSession();
    const accessToken = tokens!.accessToken.toString();
    expect((await cognito('GetUser', { AccessToken: accessToken })).status).toBe(200);

    await signOut({ global: true });

    const refused = await cognito('GetUser', { AccessToken: accessToken });
    expect(refused).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Access Token has been revoked' },
    });
    const api = await t.request({
      method: 'GET',
      url: '/api/users/search?query=amp',
      headers: { authorization: `Bearer ${tokens!.idToken!.toString()}` },
    });
    expect(api.status).toBe(401);
  });

  it('answers a wrong password and an unknown user alike', async () => {
    await expect(signIn({ username, password: 'not the password' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(signIn({ username: 'nobody_here', password })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(
      signIn({ username, password: 'not the password', options: { authFlowType: 'USER_PASSWORD_AUTH' } }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    const viaPassword = await signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    expect(viaPassword.isSignedIn).toBe(true);
    await signOut();
  });
});
