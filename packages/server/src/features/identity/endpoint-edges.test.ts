import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { identityClient } from '../../../test/identity-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('identity endpoint: unknown paths, RevokeToken edges and request ids', () => {
  let t: TestApp;
  let client: ReturnType<typeof identityClient>;
  let appsDir: string;
  const password = 'edges password';
  beforeAll(async () => {
    // A built host page, so the page catch-all is there as in `npm start`.
    appsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cliques-apps-'));
    fs.mkdirSync(path.join(appsDir, 'host/dist'), { recursive: true });
    fs.writeFileSync(path.join(appsDir, 'host/dist/index.html'), '<!doctype html><title>Cliques</title>');
    t = await createTestApp({ APPS_DIR: appsDir }, { serveApps: true });
    client = identityClient(t);
    await client.createAccount('edges', 'edges@example.com', password);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(appsDir, { recursive: true, force: true });
  });

  const signIn = async () =>
    (await client.srpSignIn('edges', password)).answered.body.AuthenticationResult as {
      AccessToken: string;
      IdToken: string;
      RefreshToken: string;
    };

  it.each([
    ['GET', '/identity/.well-known/openid-configuration'],
    ['GET', '/identity/oauth2/token'],
    ['GET', '/identity'],
    ['GET', '/identity/'],
    ['GET', `/identity/other_pool/.well-known/openid-configuration`],
    ['POST', '/identity/oauth2/token'],
    ['DELETE', '/identity/dev/mailbox'],
  ] as const)('%s %s is a JSON 404 in Cognito shape, not the app page', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/(x-amz-json-1\.1|json)/);
    expect(response.headers['x-amzn-errortype']).toBe('ResourceNotFoundException');
    expect(response.json()).toEqual({ __type: 'ResourceNotFoundException', message: expect.any(String) });
    expect(response.headers['x-amzn-requestid']).toMatch(uuid);
  });

  it('still serves the pages, the JWKS and the dev mailbox', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/some/deep/link' })).body).toContain('<title>Cliques</title>');
    const jwks = await t.app.inject({
      method: 'GET',
      url: `/identity/${t.config.identityPoolId}/.well-known/jwks.json`,
    });
    expect(jwks.statusCode).toBe(200);
    expect(jwks.json().keys).toHaveLength(1);
    expect((await client.mailbox('edges@example.com')).length).toBeGreaterThan(0);
  });

  it('answers RevokeToken with an access or ID token UnsupportedTokenTypeException, and the sign-in stays', async () => {
    const tokens = await signIn();
    for (const token of [tokens.AccessToken, tokens.IdToken]) {
      const answer = await client.call('RevokeToken', { ClientId: client.clientId, Token: token });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ __type: 'UnsupportedTokenTypeException', message: expect.any(String) });
    }
    expect((await client.call('GetUser', { AccessToken: tokens.AccessToken })).status).toBe(200);
    // The refresh token is still what RevokeToken takes.
    expect((await client.call('RevokeToken', { ClientId: client.clientId, Token: tokens.RefreshToken })).status).toBe(
      200,
    );
    expect((await client.call('GetUser', { AccessToken: tokens.AccessToken })).body.__type).toBe(
      'NotAuthorizedException',
    );
  });

  it('answers RevokeToken for an unknown client UnauthorizedException, one of its documented errors', async () => {
    const tokens = await signIn();
    const answer = await client.call('RevokeToken', { ClientId: 'someoneelse', Token: tokens.RefreshToken });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ __type: 'UnauthorizedException', message: expect.any(String) });
    expect(answer.headers['x-amzn-errortype']).toBe('UnauthorizedException');
    // Nothing was revoked.
    expect((await client.call('GetUser', { AccessToken: tokens.AccessToken })).status).toBe(200);
  });

  it('gives every answer an x-amzn-RequestId (a UUID per request), success, error and preflight alike', async () => {
    const ok = await client.call('InitiateAuth', {
      ClientId: client.clientId,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: 'edges', SRP_A: 'ab' },
    });
    const refused = await client.call('GetUser', { AccessToken: 'not a token' });
    const unknown = await client.call('NoSuchOperation', {});
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/identity',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
      },
      payload: '{not json',
    });
    const jwks = await t.app.inject({
      method: 'GET',
      url: `/identity/${t.config.identityPoolId}/.well-known/jwks.json`,
    });
    const mailbox = await t.app.inject({ method: 'GET', url: '/identity/dev/mailbox?to=edges@example.com' });
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/identity',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'POST' },
    });
    expect([ok.status, refused.status, unknown.status, badJson.statusCode, jwks.statusCode]).toEqual([
      200, 400, 400, 400, 200,
    ]);
    const ids = [
      ok.headers,
      refused.headers,
      unknown.headers,
      badJson.headers,
      jwks.headers,
      mailbox.headers,
      preflight.headers,
    ].map((headers) => String(headers['x-amzn-requestid']));
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(ids.length);
    // A browser may read it (and the error type) across origins, as from Cognito.
    const cors = await t.app.inject({
      method: 'POST',
      url: '/identity',
      headers: {
        origin: 'http://localhost:3001',
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      payload: '{}',
    });
    expect(String(cors.headers['access-control-expose-headers']).toLowerCase()).toContain('x-amzn-requestid');
    expect(String(cors.headers['access-control-expose-headers']).toLowerCase()).toContain('x-amzn-errortype');
  });

  it('uses the request id as x-amzn-RequestId when it is a UUID, and a new UUID when it is not', async () => {
    const given = '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';
    const kept = await t.app.inject({
      method: 'GET',
      url: '/identity/dev/mailbox?to=edges@example.com',
      headers: { 'x-request-id': given },
    });
    expect(kept.headers['x-amzn-requestid']).toBe(given);
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/identity/dev/mailbox?to=edges@example.com',
      headers: { 'x-request-id': 'not-a-uuid' },
    });
    expect(replaced.headers['x-amzn-requestid']).toMatch(uuid);
  });
});
