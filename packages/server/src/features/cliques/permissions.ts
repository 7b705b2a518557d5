import type { CliqueJoinPolicy, CliquePostingPolicy, CliqueRole, CliqueVisibility } from '@cliques/contracts';

/**
 * The one rule set of cliques (docs/API.md "Cliques as communities"): may this person do this to
 * this clique? A pure function of the person's standing and the clique's settings; every route,
 * socket frame and job that touches a clique asks it (through `clique-access.ts`).
 */

/** What can be done to or in a clique. */
export type CliqueAction =
  /** Know it exists: its card (GET /cliques/{id}). */
  | 'view'
  /** Read its posts and their comments. */
  | 'readPosts'
  /** Page its members, read and mark its chat. */
  | 'readMembers'
  | 'post'
  | 'comment'
  | 'chat'
  | 'join'
  | 'withdrawRequest'
  | 'leave'
  /** Invite links and invitations of a person. */
  | 'invite'
  /** Join requests, pending posts, mutes, bans, pins, removal of content, reports, the audit log. */
  | 'moderate'
  /** Settings, rules, topics, roles up to moderator. */
  | 'manage'
  /** Make admins, transfer ownership, delete the clique. */
  | 'own';

/** The person's standing in the clique. */
export interface CliqueSubject {
  role: CliqueRole | null;
  requested: boolean;
  invited: boolean;
  /** A ban in force. */
  banned: boolean;
  /** A mute in force. */
  muted: boolean;
  /** Suspended by the site's moderators: reads only. */
  suspended: boolean;
  /** The clique's owner has blocked them (a non-member then does not find the clique). */
  blockedByOwner: boolean;
}

/** The clique's settings the rules depend on. */
export interface CliquePolicy {
  visibility: CliqueVisibility;
  joinPolicy: CliqueJoinPolicy;
  postingPolicy: CliquePostingPolicy;
  membersCanInvite: boolean;
}

export type DeniedCode =
  'not_found' | 'forbidden' | 'invite_required' | 'banned' | 'muted_in_clique' | 'conflict' | 'suspended';
export type Verdict = { allowed: true } | { allowed: false; code: DeniedCode };

const rank: Record<CliqueRole, number> = { owner: 4, admin: 3, moderator: 2, member: 1 };
/** Whether a role is at least another. */
export const atLeast = (role: CliqueRole | null, floor: CliqueRole) => role !== null && rank[role] >= rank[floor];

const allow: Verdict = { allowed: true };
const deny = (code: DeniedCode): Verdict => ({ allowed: false, code });
const reads = new Set<CliqueAction>(['view', 'readPosts', 'readMembers']);

/** Whether the person may know the clique exists: a member, an invitee, or anyone not kept out of a listed one. */
function knows(subject: CliqueSubject, clique: CliquePolicy): boolean {
  if (subject.role !== null || subject.invited) return true;
  if (subject.blockedByOwner) return false;
  return clique.visibility !== 'secret';
}

/** What a member may write, by role, policy and mute. */
function memberWrite(subject: CliqueSubject, clique: CliquePolicy, action: 'post' | 'comment' | 'chat'): Verdict {
  if (subject.muted) return deny('muted_in_clique');
  if (action === 'post' && clique.postingPolicy === 'admins' && !atLeast(subject.role, 'admin'))
    return deny('forbidden');
  return allow;
}

/** What a person who is not a member may do to a clique they know of. */
function outsider(subject: CliqueSubject, clique: CliquePolicy, action: CliqueAction): Verdict {
  if (action === 'join') {
    if (subject.banned) return deny('banned');
    return clique.joinPolicy === 'invite' && !subject.invited ? deny('invite_required') : allow;
  }
  if (action === 'withdrawRequest') return subject.requested ? allow : deny('not_found');
  if (action === 'view') return allow;
  if (action === 'readPosts' && clique.visibility === 'public') return subject.banned ? deny('banned') : allow;
  return deny(subject.banned ? 'banned' : 'forbidden');
}

/** What a member may do, by role. */
function member(subject: CliqueSubject, clique: CliquePolicy, action: CliqueAction): Verdict {
  switch (action) {
    case 'post':
    case 'comment':
    case 'chat':
      return memberWrite(subject, clique, action);
    case 'join':
    case 'withdrawRequest':
      return deny('conflict');
    case 'leave':
      return subject.role === 'owner' ? deny('conflict') : allow;
    case 'invite':
      return atLeast(subject.role, 'moderator') || clique.membersCanInvite ? allow : deny('forbidden');
    case 'moderate':
      return atLeast(subject.role, 'moderator') ? allow : deny('forbidden');
    case 'manage':
      return atLeast(subject.role, 'admin') ? allow : deny('forbidden');
    case 'own':
      return subject.role === 'owner' ? allow : deny('forbidden');
    default:
      return allow;
  }
}

/** May `subject` do `action` to a clique with these settings? */
export function decide(subject: CliqueSubject, clique: CliquePolicy, action: CliqueAction): Verdict {
  if (!knows(subject, clique)) return deny('not_found');
  if (subject.suspended && !reads.has(action)) return deny('suspended');
  return subject.role === null ? outsider(subject, clique, action) : member(subject, clique, action);
}

/**
 * Whether a post the person may write into the clique is held for its moderators' approval
 * (`postingPolicy` approval): moderators, admins and the owner publish at once. Asked after `post`
 * was allowed; a held post is answered through `moderate`.
 */
export function holdsPost(subject: CliqueSubject, clique: CliquePolicy): boolean {
  return clique.postingPolicy === 'approval' && !atLeast(subject.role, 'moderator');
}

/**
 * May someone of role `actor` change, mute, remove or ban someone of role `target` (null: not a
 * member)? Only someone ranked above them: moderators act on members, admins on moderators too.
 * `to`, for a role change, may be at most moderator for an admin; only the owner makes admins.
 */
export function mayActOn(actor: CliqueRole | null, target: CliqueRole | null, to?: CliqueRole): boolean {
  if (!atLeast(actor, 'moderator') || actor === null) return false;
  if (target !== null && rank[target] >= rank[actor]) return false;
  if (to === undefined) return true;
  return to === 'admin' ? actor === 'owner' : atLeast(actor, 'admin');
}
