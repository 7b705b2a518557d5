import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createCallerIdentifier, createTokenVerifier } from './auth.plugin';

describe('createTokenVerifier', () => {
  const issuer = 'https://identity.example/pool';
  const clientId = 'cliques-web';

  async function setup(isRevoked?: (jti: string) => Promise<boolean>) {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    const verify = createTokenVerifier({ issuer, clientId, jwks: { keys: [jwk] }, isRevoked });
    const sign = (exp: number) =>
      new SignJWT({ token_use: 'id', 'cognito:username': 'alice', origin_jti: 'session-1' })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(issuer)
        .setAudience(clientId)
        .setSubject('0b9a7f3e-1111-4222-8333-444455556666')
        .setExpirationTime(exp)
        .sign(privateKey);
    return { verify, sign };
  }
  afterEach(() => jest.useRealTimers());

  it('refuses a token once it expires, even one it accepted before', async () => {
    const { verify, sign } = await setup();
    const now = Math.floor(Date.now() / 1000);
    const token = await sign(now + 60);
    await expect(verify(token)).resolves.toMatchObject({
      userId: '0b9a7f3e-1111-4222-8333-444455556666',
      username: 'alice',
    });
    jest.useFakeTimers({ now: (now + 61) * 1000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    await expect(verify(token)).rejects.toThrow('"exp" claim timestamp check failed');
  });

  it('asks whether the session was revoked on every call, accepted before or not', async () => {
    let revoked = false;
    const { verify, sign } = await setup(async () => revoked);
    const token = await sign(Math.floor(Date.now() / 1000) + 60);
    await expect(verify(token)).resolves.toBeDefined();
    revoked = true;
    await expect(verify(token)).rejects.toThrow('session revoked');
  });

  it('refuses a token changed by one character after it was accepted', async () => {
    const { verify, sign } = await setup();
    const token = await sign(Math.floor(Date.now() / 1000) + 60);
    await verify(token);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(verify(tampered)).rejects.toThrow('signature verification failed');
  });
});

describe('createCallerIdentifier (canary cohorts only)', () => {
  const issuer = 'https://identity.example/pool';
  const clientId = 'cliques-web';
  const sub = '0b9a7f3e-1111-4222-8333-444455556666';

  async function setup() {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    const identify = createCallerIdentifier({ issuer, clientId, jwks: { keys: [jwk] } });
    const sign = (exp: number, audience = clientId) =>
      new SignJWT({ token_use: 'id' })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(sub)
        .setExpirationTime(exp)
        .sign(privateKey);
    return { identify, sign };
  }

  it('knows the bearer of a token expired up to 30 days ago, not longer', async () => {
    const { identify, sign } = await setup();
    const now = Math.floor(Date.now() / 1000);
    await expect(identify(await sign(now + 60))).resolves.toEqual({ userId: sub });
    await expect(identify(await sign(now - 29 * 86_400))).resolves.toEqual({ userId: sub });
    await expect(identify(await sign(now - 31 * 86_400))).resolves.toBeNull();
  });

  it('still checks audience and signature', async () => {
    const { identify, sign } = await setup();
    const now = Math.floor(Date.now() / 1000);
    await expect(identify(await sign(now + 60, 'another-client'))).resolves.toBeNull();
    const token = await sign(now + 60);
    await expect(identify(`${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`)).resolves.toBeNull();
  });
});
