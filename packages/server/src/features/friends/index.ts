/** What other features may use of friends: the one way in (the linter refuses imports of its other files). */
export { countPendingReceived } from './friend-requests.repository';
export { adjustFriendsCount, areFriends, deletePair, lockPair } from './friends.repository';
