export { ApiError } from './errors';
export { errorMessage } from './error-message';
export { refusalText, withReadableDates, type RefusalFacts } from './refusal-text';
export { call, http, loadHttpClient, onUnauthorized } from './client';
export {
  pendingCliqueRequestCount,
  pendingFriendRequestCount,
  unreadMessageCount,
  unreadNotificationCount,
} from './endpoints/counts';
export { getPushKey, subscribePush, unsubscribePush } from './endpoints/push';
export {
  createRealtimeTicket,
  getConversation,
  listConversations,
  markMessagesRead,
  searchMessages,
} from './endpoints/chat';
export { sendContactMessage } from './endpoints/contact';
export { deleteAccount, exportAccountUrl } from './endpoints/account';
export { getUser, listPopularPeople, searchUsers, syncUser, updateProfile, updateSettings } from './endpoints/users';
export {
  addCliqueMember,
  answerFriendRequest,
  createClique,
  deleteClique,
  followUser,
  getClique,
  isFollowing,
  listCliqueMembers,
  listCliquePosts,
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
export {
  addComment,
  createPost,
  deleteComment,
  deletePost,
  getFeed,
  getPost,
  listComments,
  listMentions,
  searchHashtag,
  setCommentLike,
  setPostLike,
  setPostShare,
  trendingHashtags,
  updatePost,
  type CreateOptions,
  type PageOptions,
} from './endpoints/posts';
export { listBookmarks, setPostBookmark } from './endpoints/bookmarks';
export { listCliqueMedia, votePoll, withdrawPollVote } from './endpoints/polls';
export { getCommentHistory, getPostHistory, updateComment } from './endpoints/history';
export { detachQuote, listQuotes } from './endpoints/quotes';
export {
  searchAll,
  searchKind,
  searchKinds,
  type CliqueHit,
  type HashtagHit,
  type PersonHit,
  type PostHit,
  type SearchAllResponse,
  type SearchHits,
  type SearchKind,
  type SearchOptions,
  type SearchPage,
  type SearchSort,
  type SearchType,
} from './endpoints/search';
export {
  actOnCliqueReport,
  answerCliqueInvitation,
  answerCliquePending,
  answerCliqueRequest,
  banFromClique,
  changeCliqueRole,
  createCliqueInvite,
  inviteToClique,
  joinClique,
  joinCliqueByInvite,
  listCliqueAudit,
  listCliqueBans,
  listCliqueDirectory,
  listCliqueInvitations,
  listCliqueInvites,
  listCliqueMemberPage,
  listCliquePending,
  listCliqueReports,
  listCliqueRequests,
  muteInClique,
  previewCliqueInvite,
  revokeCliqueInvite,
  setCliquePin,
  transferClique,
  unbanFromClique,
  unmuteInClique,
  withdrawCliqueRequest,
  type CliqueAuditResponse,
  type CliqueBansResponse,
  type CliqueDirectoryResponse,
  type CliqueMembersResponse,
  type CliquePage,
  type CliqueRequestsResponse,
} from './endpoints/cliques';
export { deleteMedia, getSignedUrl, getSignedUrls, requestUpload } from './endpoints/media';
export {
  blockUser,
  createReport,
  listBlocks,
  listMutes,
  muteUser,
  safetyActions,
  unblockUser,
  unmuteUser,
} from './endpoints/safety';
export { actOnReport, listModerationAudit, listModerationReports } from './endpoints/moderation';
