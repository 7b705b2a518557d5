import { randomBytes } from 'node:crypto';
import {
  claimSignature,
  createServerKey,
  createVerifier,
  formatSrpTimestamp,
  g,
  hashHex,
  hkdf,
  k,
  modPowN,
  N,
  padHex,
  parseSrpTimestamp,
  passwordExponent,
  sessionKey,
} from './srp';

/** Plain BigInt square-and-multiply: the reference the OpenSSL path must agree with. */
function referencePow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = base % N;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % N;
    b = (b * b) % N;
  }
  return result;
}

describe('SRP as Cognito does it', () => {
  it('pads hex like Amplify getPaddedHex: even length, 00 before a leading digit of 8 or more', () => {
    expect(padHex(0x14n)).toBe('14');
    expect(padHex(0xecn)).toBe('00ec');
    expect(padHex(0x1abn)).toBe('01ab');
    expect(padHex(0x80n)).toBe('0080');
  });

  it('derives k from the 3072-bit group and g = 2', () => {
    expect(N.toString(16)).toHaveLength(768);
    expect(k).toBe(BigInt(`0x${hashHex(padHex(N) + padHex(g))}`));
  });

  it('computes modular powers with OpenSSL exactly as BigInt arithmetic does, edge bases included', () => {
    for (const [base, exponent] of [
      [BigInt(`0x${randomBytes(300).toString('hex')}`), BigInt(`0x${randomBytes(128).toString('hex')}`)],
      [2n, BigInt(`0x${randomBytes(32).toString('hex')}`)],
      [1n, 12345n],
      [N - 1n, 3n],
      [N + 5n, 7n],
    ] as const) {
      expect(modPowN(base, exponent)).toBe(referencePow(base, exponent));
    }
    expect(modPowN(7n, 0n)).toBe(1n);
  });

  it("agrees with a client that plays Amplify's part: same session key and password claim", () => {
    const pool = 'cliques';
    const userId = '6f1c1a52-3d0e-4c1b-9d62-2a3e6c9b1f00';
    const { salt, verifier } = createVerifier(pool, userId, 'correct horse');
    const a = BigInt(`0x${randomBytes(128).toString('hex')}`);
    const A = referencePow(g, a);
    const { b, B } = createServerKey(verifier);

    const x = passwordExponent(pool, userId, 'correct horse', salt);
    const u = BigInt(`0x${hashHex(padHex(A) + padHex(B))}`);
    const clientS = referencePow((((B - k * referencePow(g, x)) % N) + N) % N, a + u * x);
    const clientKey = hkdf(clientS, u);
    expect(sessionKey(A, B, b, verifier).equals(clientKey)).toBe(true);

    const block = randomBytes(64);
    const timestamp = 'Sat Nov 21 16:02:01 UTC 2026';
    const claim = claimSignature(clientKey, pool, userId, block, timestamp);
    expect(claim).toBe(claimSignature(sessionKey(A, B, b, verifier), pool, userId, block, timestamp));
    expect(claim).not.toBe(claimSignature(clientKey, pool, userId, block, 'Sat Nov 21 16:02:02 UTC 2026'));
  });

  it('gives a different key for a wrong password', () => {
    const { salt, verifier } = createVerifier('cliques', 'u1', 'right password');
    const a = 12345678901234567890n;
    const A = referencePow(g, a);
    const { b, B } = createServerKey(verifier);
    const x = passwordExponent('cliques', 'u1', 'wrong password', salt);
    const u = BigInt(`0x${hashHex(padHex(A) + padHex(B))}`);
    const clientS = referencePow((((B - k * referencePow(g, x)) % N) + N) % N, a + u * x);
    expect(sessionKey(A, B, b, verifier).equals(hkdf(clientS, u))).toBe(false);
  });

  it('reads and writes the client timestamp format, day not zero-padded', () => {
    const date = new Date(Date.UTC(2026, 10, 1, 6, 2, 9));
    expect(formatSrpTimestamp(date)).toBe('Sun Nov 1 06:02:09 UTC 2026');
    expect(parseSrpTimestamp('Sun Nov 1 06:02:09 UTC 2026')?.getTime()).toBe(date.getTime());
    expect(parseSrpTimestamp('Mon Nov 1 06:02:09 UTC 2026')).toBeUndefined();
    expect(parseSrpTimestamp('2026-11-01T06:02:09Z')).toBeUndefined();
    expect(parseSrpTimestamp('Sun Foo 1 06:02:09 UTC 2026')).toBeUndefined();
  });
});
