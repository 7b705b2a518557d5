import { decodeJwt } from 'jose';
import { identityClient } from '../../../test/identity-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { identityServer } from '../../../test/identity/identity-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('identity endpoint: refresh tokens rotate, and a reused one revokes the sign-in', () => {
  let t: TestApp;
  let server: TestApp;
  let client: ReturnType<typeof identityClient>;
  let sub: string;
  const password = 'rotation password';
  beforeAll(async () => {
    t = await createTestApp();
    // The same endpoint with a 1-second grace instead of 60 s.
    server = await identityServer(t, { refreshGraceSeconds: 1 });
    client = identityClient(server);
    sub = await client.createAccount('rotator', 'rotator@example.com', password);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  const signIn = async () =>
    (await client.srpSignIn('rotator', password)).answered.body.AuthenticationResult as {
      IdToken: string;
      RefreshToken: string;
    };
  const refresh = (token: string) =>
    client.call('GetTokensFromRefreshToken', { ClientId: client.clientId, RefreshToken: token });
  const api = (idToken: string) =>
    t.request({ method: 'GET', url: `/api/users/${sub}`, headers: { authorization: `Bearer ${idToken}` } });

  it('answers a new refresh token on each use, through both refresh operations, keeping origin_jti and auth_time', async () => {
    const signedIn = await signIn();
    const origin = decodeJwt(signedIn.IdToken);
    const first = (await refresh(signedIn.RefreshToken)).body.AuthenticationResult;
    const second = (
      await client.call('InitiateAuth', {
        ClientId: client.clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: first.RefreshToken },
      })
    ).body.AuthenticationResult;
    const tokens = [signedIn.RefreshToken, first.RefreshToken, second.RefreshToken];
    expect(new Set(tokens).size).toBe(3);
    expect(decodeJwt(second.IdToken)).toMatchObject({ origin_jti: origin.origin_jti, auth_time: origin.auth_time });
    expect((await api(second.IdToken)).status).toBe(200);
  });

  it('keeps the old token working within the grace (a second tab), then revokes the whole sign-in when it comes back later', async () => {
    const signedIn = await signIn();
    const other = await signIn();
    const rotated = (await refresh(signedIn.RefreshToken)).body.AuthenticationResult;
    const withinGrace = await refresh(signedIn.RefreshToken);
    expect(withinGrace.status).toBe(200);
    expect(withinGrace.body.AuthenticationResult.RefreshToken).not.toBe(rotated.RefreshToken);

    await sleep(1500);
    const reused = await refresh(signedIn.RefreshToken);
    expect(reused.body).toEqual({ __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
    // Every token of that sign-in is dead: the rotated refresh tokens and the ID tokens at the API.
    expect((await refresh(rotated.RefreshToken)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    expect((await api(rotated.IdToken)).status).toBe(401);
    expect((await api(signedIn.IdToken)).status).toBe(401);
    // Another sign-in of the same person is untouched.
    expect((await api(other.IdToken)).status).toBe(200);
    expect((await refresh(other.RefreshToken)).status).toBe(200);
  });

  it('refuses an unknown, empty or oversized refresh token and a wrong client', async () => {
    expect((await refresh('made-up')).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Refresh Token',
    });
    expect((await client.call('GetTokensFromRefreshToken', { ClientId: client.clientId })).body.__type).toBe(
      'InvalidParameterException',
    );
    expect((await refresh('x'.repeat(5000))).body.__type).toBe('InvalidParameterException');
    expect((await client.call('GetTokensFromRefreshToken', { ClientId: 'other', RefreshToken: 'x' })).body.__type).toBe(
      'ResourceNotFoundException',
    );
  });
});
