import type { Config } from './config';
import type { Database } from './db/database';
import type { SigningKey } from './identity/keys';
import type { Mailer } from './mail/mailer';
import type { TokenVerifier } from './plugins/auth';

/** What route plugins and services are given: built once at start, passed down explicitly. */
export interface AppContext {
  config: Config;
  db: Database;
  /** The built-in identity endpoint's key (present even when Amazon Cognito signs the tokens). */
  signingKey: SigningKey;
  /** Issuer of the built-in identity endpoint's tokens. */
  identityIssuer: string;
  verifyIdToken: TokenVerifier;
  /** The one mail transport (SMTP, or the dev mailbox outside production): identity codes, contact messages. */
  mailer: Mailer;
}

/** Issuer URL of the built-in identity endpoint, as IDENTITY.md describes. */
export function builtInIssuer(config: Config): string {
  return `${config.publicOrigin}/identity/${config.identityPoolId}`;
}
