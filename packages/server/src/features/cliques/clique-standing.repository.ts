import type { CliqueRole } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { isId } from '../../platform/input/ids';
import { cliqueColumns, iso, type CliqueRow } from './cliques.repository';
import type { CliqueSubject } from './permissions';

/** A clique with the caller's standing in it. */
export interface CliqueStanding {
  clique: CliqueRow;
  subject: CliqueSubject;
  mutedUntil: string | null;
}

type StandingRow = CliqueRow & {
  role: CliqueRole | null;
  muted_until: string | null;
  muted: boolean;
  requested: boolean;
  invited: boolean;
  banned: boolean;
  blocked_by_owner: boolean;
  suspended: boolean;
};

const standingSelect = (where: string, lock: boolean) => `SELECT ${cliqueColumns}, m.role,
    CASE WHEN m.muted_until > now() THEN ${iso('m.muted_until')} END AS muted_until,
    COALESCE(m.muted_until > now(), false) AS muted,
    EXISTS (SELECT 1 FROM clique_join_requests r WHERE r.clique_id = c.clique_id AND r.user_id = $2) AS requested,
    EXISTS (SELECT 1 FROM clique_invitations i WHERE i.clique_id = c.clique_id AND i.user_id = $2) AS invited,
    EXISTS (SELECT 1 FROM clique_bans b WHERE b.clique_id = c.clique_id AND b.user_id = $2
      AND (b.until IS NULL OR b.until > now())) AS banned,
    EXISTS (SELECT 1 FROM user_blocks bl WHERE bl.blocker_id = c.owner_id AND bl.blocked_id = $2) AS blocked_by_owner,
    EXISTS (SELECT 1 FROM users s WHERE s.user_id = $2 AND s.suspended_until > now()) AS suspended
  FROM cliques c LEFT JOIN clique_members m ON m.clique_id = c.clique_id AND m.user_id = $2
  WHERE ${where} ${lock ? 'FOR UPDATE OF c' : ''}`;

const toStanding = (row: StandingRow): CliqueStanding => ({
  clique: row,
  mutedUntil: row.muted_until,
  subject: {
    role: row.role,
    requested: row.requested,
    invited: row.invited,
    banned: row.banned,
    muted: row.muted,
    suspended: row.suspended,
    blockedByOwner: row.blocked_by_owner,
  },
});

/** The clique and where `userId` stands in it, in one query; null when there is no such clique. */
export async function loadStanding(
  db: Queryable,
  cliqueId: string,
  userId: string,
  lock = false,
): Promise<CliqueStanding | null> {
  if (!isId(cliqueId)) return null;
  const { rows } = await db.query<StandingRow>(standingSelect('c.clique_id = $1', lock), [cliqueId, userId]);
  return rows[0] ? toStanding(rows[0]) : null;
}

/** Several cliques with where `userId` stands in each, in the order given (unknown ids left out). */
export async function loadStandings(db: Queryable, cliqueIds: string[], userId: string): Promise<CliqueStanding[]> {
  if (cliqueIds.length === 0) return [];
  const { rows } = await db.query<StandingRow>(standingSelect('c.clique_id = ANY($1::uuid[])', false), [
    cliqueIds,
    userId,
  ]);
  const byId = new Map(rows.map((row) => [row.clique_id, toStanding(row)]));
  return cliqueIds.flatMap((id) => byId.get(id) ?? []);
}
