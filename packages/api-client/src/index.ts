export { ApiError } from './errors';
export { call, http, onUnauthorized } from './client';
export { pendingFriendRequestCount, unreadMessageCount, unreadNotificationCount } from './endpoints/counts';
export { sendContactMessage } from './endpoints/contact';
export { getUser, searchUsers, syncUser, updateProfile, updateSettings } from './endpoints/users';
export {
  addCliqueMember,
  answerFriendRequest,
  createClique,
  deleteClique,
  followUser,
  getClique,
  isFollowing,
  listCliqueMembers,
  listFollows,
  listFriendRequests,
  listFriends,
  listMyCliques,
  listNotifications,
  listSuggestions,
  markNotificationsRead,
  removeCliqueMember,
  removeFriend,
  sendFriendRequest,
  unfollowUser,
  updateClique,
  type NotificationsRequest,
} from './endpoints/social';
