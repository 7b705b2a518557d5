import type { CliqueViewer } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { HttpError } from '../../platform/http/errors';
import { policyOf } from './cliques.repository';
import { loadStanding, type CliqueStanding } from './clique-standing.repository';
import { decide, holdsPost, type CliqueAction, type DeniedCode } from './permissions';

export { loadStanding, loadStandings, type CliqueStanding } from './clique-standing.repository';

const denials: Record<DeniedCode, () => HttpError> = {
  not_found: () => new HttpError('not_found', 'Clique not found'),
  forbidden: () => new HttpError('forbidden', 'Your role in this clique does not allow that'),
  invite_required: () => new HttpError('invite_required', 'This clique takes members by invitation only'),
  banned: () => new HttpError('banned', 'You are banned from this clique'),
  muted_in_clique: () => new HttpError('muted_in_clique', 'You are muted in this clique'),
  conflict: () => new HttpError('conflict', 'That is already done in this clique'),
  suspended: () => new HttpError('suspended', 'Your account is suspended'),
};

/** The error answering a refusal of the rules. */
export const deniedError = (code: DeniedCode) => denials[code]();

/**
 * The clique and the caller's standing if the rules let the caller do `action`; otherwise the
 * error the rules give (404 for a clique the caller may not know of). `lock` holds the clique row.
 */
export async function requireCliqueAction(
  db: Queryable,
  cliqueId: string,
  userId: string,
  action: CliqueAction,
  lock = false,
): Promise<CliqueStanding> {
  const standing = await loadStanding(db, cliqueId, userId, lock);
  if (!standing) throw deniedError('not_found');
  assertAllowed(standing, action);
  return standing;
}

/** Throws the rules' error unless they let the standing's person do `action`. */
export function assertAllowed(standing: CliqueStanding, action: CliqueAction): void {
  const verdict = decide(standing.subject, policyOf(standing.clique), action);
  if (!verdict.allowed) throw deniedError(verdict.code);
}

/** The caller's relation as a `Clique` shows it. */
export function viewerOf(standing: Pick<CliqueStanding, 'subject' | 'mutedUntil'>): CliqueViewer {
  const { subject } = standing;
  const status = subject.role
    ? 'member'
    : subject.banned
      ? 'banned'
      : subject.invited
        ? 'invited'
        : subject.requested
          ? 'requested'
          : 'none';
  return { role: subject.role, status, mutedUntil: standing.mutedUntil };
}

/** Whether the rules let the standing's person do `action`. */
export const allows = (standing: CliqueStanding, action: CliqueAction) =>
  decide(standing.subject, policyOf(standing.clique), action).allowed;

/** Whether a post the standing's person writes into the clique is held for its moderators (permissions.ts `holdsPost`). */
export const postIsHeld = (standing: CliqueStanding) => holdsPost(standing.subject, policyOf(standing.clique));
