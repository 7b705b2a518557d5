/** What other features may use of follows: the one way in (the linter refuses imports of its other files). */
export { adjustFollowCounts, deleteFollow } from './follows.repository';
export { follow, unfollow } from './follows.service';
