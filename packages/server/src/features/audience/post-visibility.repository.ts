import { blockedBetween, hasBlocked } from './reach.repository';

/**
 * SQL: whether `userId` is the viewer or one of the viewer's accepted friends. The viewer's friends
 * are read once per statement (uncorrelated, by the sender and recipient indexes) and probed by
 * hash: a correlated probe per row let the planner hash every friendship of the site instead.
 */
export const isSelfOrFriend = (userId: string, viewer: string) =>
  `(${userId} = ${viewer} OR ${userId} IN (SELECT CASE WHEN vf.sender_id = ${viewer} THEN vf.recipient_id ELSE vf.sender_id END
     FROM friendships vf WHERE vf.status = 'accepted' AND (vf.sender_id = ${viewer} OR vf.recipient_id = ${viewer})))`;

/** SQL: whether the post's audience admits the viewer: anyone but a friends-only post, which needs its author or a friend. */
const audienceAdmits = (alias: string, viewer: string) =>
  `(${alias}.audience <> 'friends' OR ${isSelfOrFriend(`${alias}.author_id`, viewer)})`;

/**
 * SQL: whether the post is published. A held post (`pending`, waiting for its clique's moderators)
 * is read only where a caller asks for it by name (its author, the clique's pending list): every
 * predicate below leaves it out, so a read path that forgets it cannot show it.
 */
const published = (alias: string) => `${alias}.status = 'published'`;

/** SQL: whether the post `alias` lies where the viewer may read (published; not in a clique, or in one of theirs; its audience admits them), whoever wrote it. */
export const inReach = (alias: string, viewer: string) =>
  `(${published(alias)} AND (${alias}.clique_id IS NULL OR ${inViewersClique(alias, viewer)}) AND ${audienceAdmits(alias, viewer)})`;
/** Members read a clique's posts; anyone signed in reads a public clique's, unless it banned them. */
const inViewersClique = (alias: string, viewer: string) =>
  `(EXISTS (SELECT 1 FROM clique_members vm WHERE vm.clique_id = ${alias}.clique_id AND vm.user_id = ${viewer})
    OR EXISTS (SELECT 1 FROM cliques vc WHERE vc.clique_id = ${alias}.clique_id AND vc.visibility = 'public'
      AND NOT EXISTS (SELECT 1 FROM clique_bans vb WHERE vb.clique_id = vc.clique_id AND vb.user_id = ${viewer}
        AND (vb.until IS NULL OR vb.until > now()))))`;

/** SQL: whether the post is visible when `hiddenByBlock` says whether a block hides its public posts. */
const visibleUnless = (alias: string, viewer: string, hiddenByBlock: string) =>
  `(${published(alias)} AND ((${alias}.clique_id IS NULL AND NOT ${hiddenByBlock}) OR ${inViewersClique(alias, viewer)}) AND ${audienceAdmits(alias, viewer)})`;

/**
 * SQL: whether the post `alias` is visible to the viewer (an SQL expression): public and not by
 * someone blocked either way, or in one of the viewer's cliques (shared space: shown, marked
 * `blockedAuthor`); and a friends-only post only to its author and their friends.
 */
export const visibleTo = (alias: string, viewer: string) =>
  visibleUnless(alias, viewer, blockedBetween(viewer, `${alias}.author_id`));

/**
 * SQL: as `visibleTo`, but a block the viewer made does not hide the post (a block the author made
 * does): what someone blocked stays theirs to report.
 */
export const visibleDespiteOwnBlocks = (alias: string, viewer: string) =>
  visibleUnless(alias, viewer, hasBlocked(`${alias}.author_id`, viewer));
