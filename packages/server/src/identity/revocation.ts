import type { Queryable } from '../db/database';
import { isSessionRevoked } from './store';

/** How long a "not revoked" answer is trusted before the database is asked again (other instances' revocations). */
const notRevokedTtlMs = 10_000;
const maxEntries = 10_000;

/** Whether sign-in sessions (origin_jti) were revoked, with a small in-memory cache in front of the database. */
export interface RevocationCheck {
  isRevoked(originJti: string): Promise<boolean>;
  /** Records revocations made by this process, effective at once. */
  markRevoked(originJtis: string[]): void;
}

/**
 * Builds the revocation check used by the ID-token verifier and the identity endpoint. A revoked
 * session stays revoked, so that answer is cached for good; "not revoked" is re-checked after 10 s.
 */
export function createRevocationCheck(db: Queryable): RevocationCheck {
  const cache = new Map<string, { revoked: boolean; at: number }>();
  const remember = (originJti: string, revoked: boolean) => {
    cache.delete(originJti);
    cache.set(originJti, { revoked, at: Date.now() });
    if (cache.size > maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  };
  return {
    async isRevoked(originJti) {
      const hit = cache.get(originJti);
      if (hit && (hit.revoked || Date.now() - hit.at < notRevokedTtlMs)) return hit.revoked;
      const revoked = await isSessionRevoked(db, originJti);
      remember(originJti, revoked);
      return revoked;
    },
    markRevoked(originJtis) {
      for (const originJti of originJtis) remember(originJti, true);
    },
  };
}
