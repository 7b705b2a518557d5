import { decodeJwt } from 'jose';
import { identityClient } from '../../../test/identity-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SoftAuthenticator } from '../../../test/identity/soft-authenticator';

describe('identity endpoint: passkeys (WebAuthn registration and the USER_AUTH flow)', () => {
  let t: TestApp;
  let client: ReturnType<typeof identityClient>;
  let sub: string;
  let accessToken: string;
  let authenticator: SoftAuthenticator;
  const password = 'passkey owner password';

  beforeAll(async () => {
    t = await createTestApp();
    client = identityClient(t);
    sub = await client.createAccount('keyholder', 'keyholder@example.com', password);
    accessToken = (await client.srpSignIn('keyholder', password)).answered.body.AuthenticationResult.AccessToken;
    authenticator = new SoftAuthenticator(t.config.publicOrigin);
  }, 120_000);
  afterAll(() => t?.close());

  const call = (operation: string, body: object) => client.call(operation, body);
  const userAuth = (params: object) =>
    call('InitiateAuth', { ClientId: client.clientId, AuthFlow: 'USER_AUTH', AuthParameters: params });
  const respond = (name: string, session: string, responses: object) =>
    call('RespondToAuthChallenge', {
      ClientId: client.clientId,
      ChallengeName: name,
      Session: session,
      ChallengeResponses: responses,
    });

  async function register(token = accessToken) {
    const started = await call('StartWebAuthnRegistration', { AccessToken: token });
    expect(started.status).toBe(200);
    return {
      options: started.body.CredentialCreationOptions,
      complete: (credential: object) =>
        call('CompleteWebAuthnRegistration', { AccessToken: token, Credential: credential }),
    };
  }

  it('registers a passkey: creation options for PUBLIC_ORIGIN, attestation verified, listed', async () => {
    const { options, complete } = await register();
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Cliques' },
      user: { name: 'keyholder', displayName: 'keyholder' },
      challenge: expect.any(String),
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    expect((await complete(authenticator.create(options))).body).toEqual({});
    const listed = await call('ListWebAuthnCredentials', { AccessToken: accessToken });
    expect(listed.body).toEqual({
      Credentials: [
        {
          CredentialId: expect.any(String),
          FriendlyCredentialName: 'Passkey on this device',
          RelyingPartyId: 'localhost',
          AuthenticatorAttachment: 'platform',
          AuthenticatorTransports: ['internal'],
          CreatedAt: expect.any(Number),
        },
      ],
    });
  });

  it('refuses a registration without a started challenge, from another origin, or replayed', async () => {
    const none = await call('CompleteWebAuthnRegistration', {
      AccessToken: accessToken,
      Credential: { id: 'x', response: {} },
    });
    expect(none.body.__type).toBe('WebAuthnChallengeNotFoundException');
    const foreign = await register();
    expect(
      (await foreign.complete(authenticator.create(foreign.options, { origin: 'https://evil.example' }))).body.__type,
    ).toBe('WebAuthnOriginNotAllowedException');
    const replay = await register();
    const credential = authenticator.create(replay.options);
    expect((await replay.complete(credential)).status).toBe(200);
    expect((await replay.complete(credential)).body.__type).toBe('WebAuthnChallengeNotFoundException');
    const wrongRp = await register();
    expect((await wrongRp.complete(authenticator.create(wrongRp.options, { rpId: 'evil.example' }))).body.__type).toBe(
      'WebAuthnRelyingPartyMismatchException',
    );
  });

  it('signs in with USER_AUTH and PREFERRED_CHALLENGE WEB_AUTHN, with no password and no second factor', async () => {
    const started = await userAuth({ USERNAME: 'keyholder', PREFERRED_CHALLENGE: 'WEB_AUTHN' });
    expect(started.body).toEqual({
      ChallengeName: 'WEB_AUTHN',
      Session: expect.any(String),
      ChallengeParameters: { CREDENTIAL_REQUEST_OPTIONS: expect.any(String) },
    });
    const options = JSON.parse(started.body.ChallengeParameters.CREDENTIAL_REQUEST_OPTIONS);
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required', challenge: expect.any(String) });
    expect(options.allowCredentials ?? []).toEqual([]);
    const answered = await respond('WEB_AUTHN', started.body.Session, {
      USERNAME: 'keyholder',
      CREDENTIAL: JSON.stringify(authenticator.get(options)),
    });
    expect(answered.status).toBe(200);
    const id = decodeJwt(answered.body.AuthenticationResult.IdToken);
    expect(id).toMatchObject({
      sub,
      preferred_username: 'keyholder',
      origin_jti: expect.any(String),
      auth_time: expect.any(Number),
    });
    const api = await t.request({
      method: 'GET',
      url: `/api/users/${sub}`,
      headers: { authorization: `Bearer ${answered.body.AuthenticationResult.IdToken}` },
    });
    expect(api.status).toBe(200);
    // The Session is spent.
    expect(
      (
        await respond('WEB_AUTHN', started.body.Session, {
          USERNAME: 'keyholder',
          CREDENTIAL: JSON.stringify(authenticator.get(options)),
        })
      ).body.__type,
    ).toBe('NotAuthorizedException');
  });

  it('offers SELECT_CHALLENGE without a preference, the same for a name that does not exist, then WEB_AUTHN or PASSWORD', async () => {
    const known = await userAuth({ USERNAME: 'keyholder@example.com' });
    const unknown = await userAuth({ USERNAME: 'nobody_at_all' });
    for (const answer of [known, unknown]) {
      expect(answer.body).toEqual({
        ChallengeName: 'SELECT_CHALLENGE',
        Session: expect.any(String),
        ChallengeParameters: {},
        AvailableChallenges: ['PASSWORD', 'PASSWORD_SRP', 'WEB_AUTHN'],
      });
    }
    const chosen = await respond('SELECT_CHALLENGE', known.body.Session, {
      USERNAME: 'keyholder@example.com',
      ANSWER: 'WEB_AUTHN',
    });
    expect(chosen.body.ChallengeName).toBe('WEB_AUTHN');
    const options = JSON.parse(chosen.body.ChallengeParameters.CREDENTIAL_REQUEST_OPTIONS);
    const signedIn = await respond('WEB_AUTHN', chosen.body.Session, {
      USERNAME: 'keyholder@example.com',
      CREDENTIAL: JSON.stringify(authenticator.get(options)),
    });
    expect(signedIn.body.AuthenticationResult.AccessToken).toEqual(expect.any(String));

    const again = await userAuth({ USERNAME: 'keyholder' });
    const withPassword = await respond('SELECT_CHALLENGE', again.body.Session, {
      USERNAME: 'keyholder',
      ANSWER: 'PASSWORD',
      PASSWORD: password,
    });
    expect(withPassword.body.AuthenticationResult.IdToken).toEqual(expect.any(String));
    const direct = await userAuth({
      USERNAME: 'keyholder',
      PREFERRED_CHALLENGE: 'PASSWORD',
      PASSWORD: 'wrong password',
    });
    expect(direct.body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it("refuses another account's passkey, a forged signature, a wrong origin and a bad Session", async () => {
    await client.createAccount('otherkey', 'otherkey@example.com', password);
    const started = await userAuth({ USERNAME: 'otherkey', PREFERRED_CHALLENGE: 'WEB_AUTHN' });
    const options = JSON.parse(started.body.ChallengeParameters.CREDENTIAL_REQUEST_OPTIONS);
    const refused = { __type: 'NotAuthorizedException', message: 'Incorrect username or passkey.' };
    expect(
      (
        await respond('WEB_AUTHN', started.body.Session, {
          USERNAME: 'otherkey',
          CREDENTIAL: JSON.stringify(authenticator.get(options)),
        })
      ).body,
    ).toEqual(refused);

    const mine = await userAuth({ USERNAME: 'keyholder', PREFERRED_CHALLENGE: 'WEB_AUTHN' });
    const mineOptions = JSON.parse(mine.body.ChallengeParameters.CREDENTIAL_REQUEST_OPTIONS);
    const forged = authenticator.get(mineOptions);
    forged.response.signature = Buffer.from('not a signature').toString('base64url');
    expect(
      (await respond('WEB_AUTHN', mine.body.Session, { USERNAME: 'keyholder', CREDENTIAL: JSON.stringify(forged) }))
        .body,
    ).toEqual(refused);

    const third = await userAuth({ USERNAME: 'keyholder', PREFERRED_CHALLENGE: 'WEB_AUTHN' });
    const thirdOptions = JSON.parse(third.body.ChallengeParameters.CREDENTIAL_REQUEST_OPTIONS);
    const elsewhere = authenticator.get(thirdOptions, { origin: 'https://evil.example' });
    expect(
      (await respond('WEB_AUTHN', third.body.Session, { USERNAME: 'keyholder', CREDENTIAL: JSON.stringify(elsewhere) }))
        .body,
    ).toEqual(refused);

    expect((await respond('WEB_AUTHN', 'made-up', { USERNAME: 'keyholder', CREDENTIAL: '{}' })).body.__type).toBe(
      'InvalidParameterException',
    );
    expect(
      (await respond('WEB_AUTHN', 'made-up', { USERNAME: 'keyholder', CREDENTIAL: JSON.stringify(forged) })).body,
    ).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
    expect((await respond('WEB_AUTHN', 'made-up', { USERNAME: 'keyholder', CREDENTIAL: 'not json' })).body.__type).toBe(
      'InvalidParameterException',
    );
  });

  it('lists in pages, deletes only its own passkeys, and refuses without a valid token', async () => {
    const page = await call('ListWebAuthnCredentials', { AccessToken: accessToken, MaxResults: 1 });
    expect(page.body.Credentials).toHaveLength(1);
    expect(page.body.NextToken).toEqual(expect.any(String));
    const rest = await call('ListWebAuthnCredentials', {
      AccessToken: accessToken,
      MaxResults: 20,
      NextToken: page.body.NextToken,
    });
    expect(rest.body.Credentials.length).toBeGreaterThanOrEqual(1);
    expect((await call('ListWebAuthnCredentials', { AccessToken: accessToken, MaxResults: 21 })).body.__type).toBe(
      'InvalidParameterException',
    );

    const otherToken = (await client.srpSignIn('otherkey', password)).answered.body.AuthenticationResult.AccessToken;
    const target = page.body.Credentials[0].CredentialId;
    expect(
      (await call('DeleteWebAuthnCredential', { AccessToken: otherToken, CredentialId: target })).body.__type,
    ).toBe('ResourceNotFoundException');
    expect((await call('DeleteWebAuthnCredential', { AccessToken: accessToken, CredentialId: target })).body).toEqual(
      {},
    );
    expect(
      (await call('DeleteWebAuthnCredential', { AccessToken: accessToken, CredentialId: target })).body.__type,
    ).toBe('ResourceNotFoundException');
    expect((await call('DeleteWebAuthnCredential', { AccessToken: accessToken })).body.__type).toBe(
      'InvalidParameterException',
    );

    for (const operation of [
      'StartWebAuthnRegistration',
      'CompleteWebAuthnRegistration',
      'ListWebAuthnCredentials',
      'DeleteWebAuthnCredential',
    ]) {
      expect((await call(operation, {})).body.__type).toBe('InvalidParameterException');
      expect((await call(operation, { AccessToken: 'not.a.token', CredentialId: 'x', Credential: {} })).body).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Invalid Access Token',
      });
    }
  });
});
