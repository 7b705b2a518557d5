import type { Locale } from '@cliques/i18n/locales';
import type { FastifyBaseLogger } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { Database } from '../../platform/database/database';
import type { Mailer } from '../../platform/mail/mailer';
import type { SigningKey } from './keys';
import type { IdentityLimits } from './rate-limit';
import type { RevocationCheck } from './revocation';

/** What every identity operation is given: built once when the endpoint is registered. */
export interface IdentityDeps {
  db: Database;
  mailer: Mailer;
  revocations: RevocationCheck;
  signingKey: SigningKey;
  /** The public half of signingKey, to verify access tokens. */
  jwks: JWTVerifyGetKey;
  issuer: string;
  /** `<region>_<poolName>`; poolName goes into every SRP hash. */
  poolId: string;
  poolName: string;
  clientId: string;
  limits: IdentityLimits;
  /** Secret that makes an unknown user's SRP answers stable and indistinguishable from a real one's. */
  decoyKey: Buffer;
  /** How long a rotated-away refresh token keeps working (60 s; shorter in tests). */
  refreshGraceSeconds: number;
  /** Passkeys: the relying party is the hostname of PUBLIC_ORIGIN, the expected origin PUBLIC_ORIGIN itself. */
  webAuthn: { rpId: string; rpName: string; origin: string };
  /** Erases a person and everything they made (DeleteUser). */
  eraseAccount: (sub: string) => Promise<void>;
}

/**
 * Who is asking (the client address, for per-address rate limits), where to log, and the language
 * of the mails sent for the request (English when not given).
 */
export interface Caller {
  address: string;
  log: FastifyBaseLogger;
  locale?: Locale;
}
