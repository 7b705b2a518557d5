// Values the browser bundles use (limits, type lists), free of TypeBox: a module with schemas pulls
// the schema library into the page, since its calls cannot be tree-shaken. The area modules
// re-export them.

/** docs/API.md limits of the posts area. */
export const postLimits = {
  /** Post content, characters. */
  content: 5000,
  /** Comment content, characters. */
  comment: 2000,
  /** Optional comment on a share, characters. */
  shareComment: 2000,
  /** Media items per post. */
  media: 10,
  /** An image's description written by its author (alt text), characters. */
  altText: 1500,
  /** Hashtag length without #. */
  hashtag: 50,
} as const;

/** docs/API.md: a message is at most 4,000 characters (after trimming). */
export const messageMaxLength = 4000;

/** Bounds of a clique (docs/API.md: name 80, description 1,000); a clique holds at most 500 members. */
export const cliqueLimits = { name: 80, description: 1000, members: 500 } as const;

/** Length bounds of the contact form's fields; the form and the server use the same numbers. */
export const contactLimits = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
} as const;

/** Every notification type (docs/API.md). */
export const notificationTypes = [
  'post_like',
  'comment_like',
  'comment',
  'reply',
  'mention',
  'share',
  'friend_request',
  'friend_accept',
  'follow',
  'clique_added',
  'report_outcome',
] as const;

/** What can be reported (docs/API.md "Safety": Report). */
export const reportTargetTypes = ['post', 'comment', 'user', 'message', 'clique'] as const;

/** Why something is reported. */
export const reportReasons = ['spam', 'harassment', 'hate', 'violence', 'sexual', 'self_harm', 'other'] as const;

/** What a moderator may do with a report (every open report of its target is resolved with it). */
export const moderationActions = ['remove_content', 'suspend_user', 'dismiss'] as const;

/** What became of a report, as its reporter is told (`report_outcome` notifications). */
export const reportOutcomes = ['removed', 'suspended', 'dismissed'] as const;

/** Bounds of reports and moderation: notes are at most 1,000 characters; a suspension lasts 1–365 days (7 unless given). */
export const moderationLimits = { note: 1000, minSuspendDays: 1, maxSuspendDays: 365, defaultSuspendDays: 7 } as const;
