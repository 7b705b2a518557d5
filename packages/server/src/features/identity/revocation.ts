import type { Queryable } from '../../platform/database/database';
import { isSessionRevoked, revokedSessionsAmong } from './identity.repository';

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
 * session stays revoked, so that answer is cached for good. "Not revoked" is never trusted from
 * memory: another instance may have revoked the session, or erased the person, a moment ago, and
 * a token must be refused at once everywhere (one primary-key probe per call).
 */
export function createRevocationCheck(db: Queryable): RevocationCheck {
  const revokedSessions = new Set<string>();
  const remember = (originJti: string) => {
    revokedSessions.add(originJti);
    if (revokedSessions.size > maxEntries) {
      const oldest = revokedSessions.values().next().value;
      if (oldest !== undefined) revokedSessions.delete(oldest);
    }
  };
  return {
    async isRevoked(originJti) {
      if (revokedSessions.has(originJti)) return true;
      const revoked = await isSessionRevoked(db, originJti);
      if (revoked) remember(originJti);
      return revoked;
    },
    async revokedAmong(originJtis) {
      const revoked = new Set<string>();
      const unknown: string[] = [];
      for (const originJti of originJtis) {
        if (revokedSessions.has(originJti)) revoked.add(originJti);
        else unknown.push(originJti);
      }
      for (let start = 0; start < unknown.length; start += batchSize) {
        for (const originJti of await revokedSessionsAmong(db, unknown.slice(start, start + batchSize))) {
          revoked.add(originJti);
          remember(originJti);
        }
      }
      return revoked;
    },
    markRevoked(originJtis) {
      for (const originJti of originJtis) remember(originJti);
    },
  };
}
