import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createTokenVerifier } from './auth';

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
    await expect(verify(token)).resolves.toMatchObject({ userId: '0b9a7f3e-1111-4222-8333-444455556666', username: 'alice' });
    jest.useFakeTimers({ now: (now + 61) * 1000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    await expect(verify(token)).rejects.toThrow();
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
    await expect(verify(tampered)).rejects.toThrow();
  });
});
