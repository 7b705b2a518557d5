import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { identityClient } from '../../../test/identity-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('identity endpoint: refresh, GetUser, RevokeToken, GlobalSignOut and the wire', () => {
  let t: TestApp;
  let client: ReturnType<typeof identityClient>;
  let sub: string;
  const password = 'session password';
  beforeAll(async () => {
    t = await createTestApp();
    client = identityClient(t);
    sub = await client.createAccount('sessions', 'sessions@example.com', password);
  }, 120_000);
  afterAll(() => t?.close());

  async function signIn() {
    const { answered } = await client.srpSignIn('sessions', password);
    return answered.body.AuthenticationResult as { AccessToken: string; IdToken: string; RefreshToken: string };
  }
  const refresh = (token: string) =>
    client.call('GetTokensFromRefreshToken', { ClientId: client.clientId, RefreshToken: token });
  const getUser = (token: string) => client.call('GetUser', { AccessToken: token });
  const api = (idToken: string) =>
    t.request({ method: 'GET', url: `/api/users/${sub}`, headers: { authorization: `Bearer ${idToken}` } });

  it('refreshes through GetTokensFromRefreshToken and REFRESH_TOKEN_AUTH, keeping the origin_jti and rotating the refresh token', async () => {
    const tokens = await signIn();
    const origin = decodeJwt(tokens.AccessToken).origin_jti;
    const viaGet = await refresh(tokens.RefreshToken);
    expect(viaGet.body.AuthenticationResult).toEqual({
      AccessToken: expect.any(String),
      IdToken: expect.any(String),
      RefreshToken: expect.any(String),
      ExpiresIn: 3600,
      TokenType: 'Bearer',
    });
    expect(viaGet.body.AuthenticationResult.RefreshToken).not.toBe(tokens.RefreshToken);
    expect(decodeJwt(viaGet.body.AuthenticationResult.IdToken)).toMatchObject({ sub, origin_jti: origin });
    const viaInitiate = await client.call('InitiateAuth', {
      ClientId: client.clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
    });
    expect(decodeJwt(viaInitiate.body.AuthenticationResult.AccessToken).origin_jti).toBe(origin);
    expect((await refresh('made-up-token')).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Refresh Token',
    });
  });

  it('answers GetUser with the attributes as name/value pairs', async () => {
    const tokens = await signIn();
    const res = await getUser(tokens.AccessToken);
    expect(res.body).toEqual({
      Username: sub,
      UserAttributes: [
        { Name: 'sub', Value: sub },
        { Name: 'email', Value: 'sessions@example.com' },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'preferred_username', Value: 'sessions' },
      ],
    });
  });

  it('refuses in GetUser an ID token, a forged token and an expired one', async () => {
    const tokens = await signIn();
    expect((await getUser(tokens.IdToken)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
    const claims = decodeJwt(tokens.AccessToken);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: t.context.signingKey.kid })
      .sign(privateKey);
    expect((await getUser(forged)).body.message).toBe('Invalid Access Token');
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'RS256', kid: t.context.signingKey.kid })
      .sign(t.context.signingKey.privateKey);
    expect((await getUser(expired)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Access Token has expired',
    });
  });

  it('revokes one session with RevokeToken: its refresh, access and ID tokens stop working, others do not', async () => {
    const revoked = await signIn();
    const other = await signIn();
    expect((await api(revoked.IdToken)).status).toBe(200);
    expect((await client.call('RevokeToken', { ClientId: client.clientId, Token: revoked.RefreshToken })).body).toEqual(
      {},
    );
    expect((await refresh(revoked.RefreshToken)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    expect((await getUser(revoked.AccessToken)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    expect((await api(revoked.IdToken)).status).toBe(401);
    expect((await api(other.IdToken)).status).toBe(200);
    expect((await refresh(other.RefreshToken)).status).toBe(200);
  });

  it('revokes every session with GlobalSignOut', async () => {
    const first = await signIn();
    const second = await signIn();
    expect((await client.call('GlobalSignOut', { AccessToken: second.AccessToken })).body).toEqual({});
    for (const tokens of [first, second]) {
      expect((await getUser(tokens.AccessToken)).body.__type).toBe('NotAuthorizedException');
      expect((await refresh(tokens.RefreshToken)).body.__type).toBe('NotAuthorizedException');
      expect((await api(tokens.IdToken)).status).toBe(401);
    }
    expect((await client.call('GlobalSignOut', { AccessToken: second.AccessToken })).body.__type).toBe(
      'NotAuthorizedException',
    );
    expect((await api((await signIn()).IdToken)).status).toBe(200);
  });

  it('sees a revocation made by another server instance within seconds (cache, then database)', async () => {
    const tokens = await signIn();
    expect((await api(tokens.IdToken)).status).toBe(200);
    await t.db.query('UPDATE identity_sessions SET revoked_at = now() WHERE origin_jti = $1', [
      decodeJwt(tokens.IdToken).origin_jti,
    ]);
    const later = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 11_000);
    expect((await api(tokens.IdToken)).status).toBe(401);
    later.mockRestore();
  });

  it('answers unknown operations, bad JSON and other clients in Cognito form', async () => {
    expect((await client.call('AdminDeleteUser', {})).body).toEqual({
      __type: 'UnknownOperationException',
      message: 'Unknown operation AWSCognitoIdentityProviderService.AdminDeleteUser',
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/identity/',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
      },
      payload: '{not json',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ __type: 'InvalidParameterException', message: 'The request body is not valid JSON.' });
    expect((await refresh('x')).status).toBe(400);
    expect((await client.call('RevokeToken', { ClientId: 'other', Token: 'x' })).body.__type).toBe(
      'UnauthorizedException',
    );
  });

  it('allows cross-origin calls with the headers Amplify sends', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/identity',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent,cache-control',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-headers']).split(/,\s*/)).toEqual([
      'content-type',
      'x-amz-target',
      'x-amz-user-agent',
      'cache-control',
    ]);
    const call = await t.app.inject({
      method: 'POST',
      url: '/identity',
      headers: {
        origin: 'http://localhost:3001',
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      payload: '{}',
    });
    expect(call.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves the JWKS of the pool, and only of this pool', async () => {
    const res = await t.request({ method: 'GET', url: `/identity/${t.config.identityPoolId}/.well-known/jwks.json` });
    expect(res.status).toBe(200);
    expect(res.body.keys).toEqual([
      expect.objectContaining({ kid: t.context.signingKey.kid, alg: 'RS256', kty: 'RSA', use: 'sig' }),
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/"d"|"p"|"q"/);
    expect((await t.request({ method: 'GET', url: '/identity/us-east-1_other/.well-known/jwks.json' })).status).toBe(
      404,
    );
  });
});
