import type { Clique, CliqueRole } from '@cliques/contracts';

const rank: Record<CliqueRole, number> = { owner: 3, admin: 2, moderator: 1, member: 0 };

/** Whether a role is at least another (owner > admin > moderator > member). */
export function atLeast(role: CliqueRole | null | undefined, floor: CliqueRole): boolean {
  return role ? rank[role] >= rank[floor] : false;
}

/** Whether the viewer may act on a member of this role (only on lower roles; the owner on all others). */
export function outranks(viewer: CliqueRole | null | undefined, target: CliqueRole): boolean {
  return viewer ? rank[viewer] > rank[target] : false;
}

/** The viewer's role in the clique, when a member. */
export function viewerRole(clique: Clique | null): CliqueRole | null {
  return clique?.viewer.status === 'member' ? clique.viewer.role : null;
}

/** Visibility and join policy that fit (open needs public; request needs public or private). */
export function policyFits(visibility: Clique['visibility'], joinPolicy: Clique['joinPolicy']): boolean {
  if (joinPolicy === 'open') return visibility === 'public';
  if (joinPolicy === 'request') return visibility !== 'secret';
  return true;
}
