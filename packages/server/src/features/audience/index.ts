/** What other features may use of audience: the one way in (the linter refuses imports of its other files). */
export { inReach, isSelfOrFriend, visibleDespiteOwnBlocks, visibleTo } from './post-visibility.repository';
export {
  blockedBetween,
  blockedWith,
  hasBlocked,
  hiddenFrom,
  hiddenFromWhom,
  isBlockedBetween,
  isRemote,
  mutes,
  quietedServerAccounts,
  requireReachable,
} from './reach.repository';
