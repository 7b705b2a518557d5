import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30-second steps. */
const period = 30;

/** A new shared secret (160 bits), in base32 as Cognito's SecretCode and authenticator apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The time step a code belongs to, accepting one step either side for clock drift; null when the
 * code is wrong. Callers store the step so that a code cannot be used twice.
 */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = new TOTP({ secret: Secret.fromBase32(secretBase32), digits: 6, period, algorithm: 'SHA1' });
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / period) + delta;
}
