import type { Config } from '../../platform/config/config';
import type { Queryable } from '../../platform/database/database';
import { loadMediaSecret, UrlSigner } from '../media';

const signers = new WeakMap<Queryable, Promise<UrlSigner>>();

/**
 * The signer of preview links and canary cohort cookies: the server's URL-signing secret
 * (MEDIA_SECRET, else the one kept in the database), under keys no media route accepts.
 */
export function deploySigner(deps: { db: Queryable; config: Config }): Promise<UrlSigner> {
  let signer = signers.get(deps.db);
  if (!signer) {
    signer = loadMediaSecret(deps.db, deps.config.mediaSecret).then((secret) => new UrlSigner(secret));
    signers.set(deps.db, signer);
  }
  return signer;
}
