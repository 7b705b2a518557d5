import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** Confirmation codes live 24 hours, like Cognito's. */
export const codeLifetimeSeconds = 24 * 3600;

/** A new 6-digit confirmation code. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** What is stored of a code: its hash, bound to the account. */
export function hashCode(sub: string, code: string): string {
  return createHash('sha256').update(`${sub}:${code}`).digest('hex');
}

/** Whether a typed code matches the stored hash (constant time). */
export function codeMatches(sub: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(sub, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Cognito's CodeDeliveryDetails, with the address masked as Cognito does (a***@e***). */
export function deliveryDetails(email: string) {
  const [local = '', domain = ''] = email.split('@');
  return {
    Destination: `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`,
    DeliveryMedium: 'EMAIL',
    AttributeName: 'email',
  };
}
