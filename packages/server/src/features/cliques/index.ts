/** What other features may use of cliques: the one way in (the linter refuses imports of its other files). */
export { isCliqueMember, staffOf as cliqueStaffOf } from './clique-membership.repository';
export {
  allows as cliqueAllows,
  assertAllowed as assertCliqueAction,
  loadStanding as loadCliqueStanding,
  postIsHeld as cliquePostIsHeld,
  requireCliqueAction,
} from './clique-access';
export type { CliqueStanding } from './clique-access';
export { audit as recordCliqueAudit, hasPostAudit as hasCliquePostAudit } from './clique-audit.repository';
export { applyBan as applyCliqueBan, applyMute as applyCliqueMute } from './clique-moderation.service';
export { pinnedPostIds } from './clique-pins.repository';
export { countModeratedRequests } from './clique-request-counts.repository';
export { deleteClique } from './cliques.repository';
export { directoryShows, likeAnywhere } from './clique-lists.repository';
export { cliqueCards } from './cliques.service';
export { joinClique, removeCliqueMember, withdrawRequest } from './membership.service';
export type { CliqueAction } from './permissions';
