import type { Queryable } from '../../platform/database/database';
import { isSessionRevoked, revokedSessionsAmong } from './identity.repository';

/** How long a "not revoked" answer is trusted before the database is asked again (other instances' revocations). */
const notRevokedTtlMs = 10_000;
const maxEntries = 10_000;
/** Sessions asked about in one statement. */
const batchSize = 1000;

/** Whether sign-in sessions (origin_jti) were revoked, with a small in-memory cache in front of the database. */
export interface RevocationCheck {
  isRevoked(originJti: string): Promise<boolean>;
  /** Which of many sessions were revoked: the ones the cache cannot answer are asked in one statement. */
  revokedAmong(originJtis: string[]): Promise<Set<string>>;
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
    async revokedAmong(originJtis) {
      const revoked = new Set<string>();
      const unknown: string[] = [];
      for (const originJti of originJtis) {
        const hit = cache.get(originJti);
        if (!hit || (!hit.revoked && Date.now() - hit.at >= notRevokedTtlMs)) unknown.push(originJti);
        else if (hit.revoked) revoked.add(originJti);
      }
      // Negative answers are not remembered here: thousands of sockets' sessions would push the
      // tokens of ongoing requests out of the cache.
      for (let start = 0; start < unknown.length; start += batchSize) {
        for (const originJti of await revokedSessionsAmong(db, unknown.slice(start, start + batchSize))) {
          revoked.add(originJti);
          remember(originJti, true);
        }
      }
      return revoked;
    },
    markRevoked(originJtis) {
      for (const originJti of originJtis) remember(originJti, true);
    },
  };
}
