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
  /** How deep a reply may sit: a comment on the post is 0, a reply to it 1, and so on. */
  commentDepth: 50,
  /** How many levels under a comment a thread shows before "Continue this thread". */
  threadShown: 3,
  /** Media items per post. */
  media: 10,
  /** An image's description written by its author (alt text), characters. */
  altText: 1500,
  /** Hashtag length without #. */
  hashtag: 50,
  /** A content warning over a post's text and media, characters. */
  contentWarning: 200,
} as const;

/** docs/API.md "Polls": the bounds of a post's poll. */
export const pollLimits = {
  minOptions: 2,
  maxOptions: 10,
  /** One option's text, characters. */
  optionText: 100,
  /** How long a poll stays open, minutes: 5 minutes to 30 days. */
  minMinutes: 5,
  maxMinutes: 43_200,
  /** Polls one socket watches at once. */
  watched: 100,
} as const;

/** docs/API.md: a message is at most 4,000 characters (after trimming). */
export const messageMaxLength = 4000;

/** Bounds of a clique (docs/API.md "Cliques as communities"). */
export const cliqueLimits = {
  name: 80,
  description: 1000,
  /** Members of one clique. */
  members: 100_000,
  /** Member faces embedded in a `Clique`; the rest are paged by GET /cliques/{id}/members. */
  memberFaces: 12,
  rules: 20,
  ruleTitle: 100,
  ruleBody: 1000,
  questions: 3,
  question: 300,
  /** Answers to the questions, each. */
  answer: 1000,
  topics: 20,
  topic: 40,
  /** Pinned posts. */
  pins: 3,
  banReason: 500,
  /** Hours of a ban (absent: for ever) or a mute: at most a year. */
  hours: 8760,
  inviteMaxUses: 10_000,
  /** Hours an invite link lives (absent: for ever): at most 30 days. */
  inviteHours: 720,
} as const;

/** Who can find a clique: secret (members and invitees), private (its card), public (its posts too). */
export const cliqueVisibilities = ['secret', 'private', 'public'] as const;
/** How one becomes a member: at once (public only), by an answered request, or by invitation. */
export const cliqueJoinPolicies = ['open', 'request', 'invite'] as const;
/** Who posts without approval: every member, members with a moderator's approval, or admins only. */
export const cliquePostingPolicies = ['members', 'approval', 'admins'] as const;
/** A member's role, highest first. */
export const cliqueRoles = ['owner', 'admin', 'moderator', 'member'] as const;
/** The caller's relation to a clique. */
export const cliqueViewerStatuses = ['none', 'requested', 'invited', 'member', 'banned'] as const;

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
  'quote',
  'friend_request',
  'friend_accept',
  'follow',
  'clique_added',
  'report_outcome',
  'clique_join_request',
  'clique_request_answered',
  'clique_invitation',
  'clique_role_changed',
  'clique_post_pending',
  'clique_post_answered',
  'clique_banned',
  'poll_closed',
  'event_updated',
  'event_cancelled',
  'event_promoted',
  'event_reminder_day',
  'event_reminder_hour',
] as const;

/** What can be reported (docs/API.md "Safety": Report). */
export const reportTargetTypes = ['post', 'comment', 'user', 'message', 'clique'] as const;

/** Why something is reported. */
export const reportReasons = ['spam', 'harassment', 'hate', 'violence', 'sexual', 'self_harm', 'other'] as const;

/** What a moderator may do with a report (every open report of its target is resolved with it). */
export const moderationActions = ['remove_content', 'suspend_user', 'dismiss'] as const;

/**
 * What a clique's moderators may do with a report of a post, comment or chat message of their clique:
 * remove it, mute or ban its author in the clique, or dismiss it.
 */
export const cliqueReportActions = ['remove_content', 'mute', 'ban', 'dismiss'] as const;

/**
 * What became of a report, as its reporter is told (`report_outcome` notifications): `restricted`
 * when a clique's moderators muted or banned the author in that clique.
 */
export const reportOutcomes = ['removed', 'suspended', 'restricted', 'dismissed'] as const;

/** Bounds of reports and moderation: notes are at most 1,000 characters; a suspension lasts 1–365 days (7 unless given). */
export const moderationLimits = { note: 1000, minSuspendDays: 1, maxSuspendDays: 365, defaultSuspendDays: 7 } as const;
