// Every text of the safety controls (menu, block, mute, report), in one place.
import { moderationLimits, type ReportReason, type ReportTargetType } from '@cliques/contracts';

/** The label of each reason a report can give. */
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam or scam',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  violence: 'Violence or threats',
  sexual: 'Sexual content',
  self_harm: 'Self-harm or suicide',
  other: 'Something else',
};

const nouns: Record<ReportTargetType, string> = {
  post: 'post',
  comment: 'comment',
  user: 'profile',
  message: 'message',
  clique: 'clique',
};

/** Longest report note (API.md). */
export const reportNoteMaxLength = moderationLimits.note;

export const safetyTexts = {
  menu: 'More actions',
  report: (type: ReportTargetType, username: string) =>
    type === 'user' ? `Report @${username}` : `Report ${nouns[type]}`,
  reportTitle: (type: ReportTargetType) => `Report this ${nouns[type]}`,
  reportIntro: 'What is wrong with it? Only moderators see reports, and nobody is told who sent one.',
  reasons: 'Reason',
  note: 'Anything else a moderator should know (optional)',
  sendReport: 'Send report',
  sending: 'Sending…',
  reported: 'Thanks — a moderator will look at it.',
  close: 'Close',
  mute: (username: string) => `Mute @${username}`,
  unmute: (username: string) => `Unmute @${username}`,
  muted: (username: string) =>
    `You muted @${username}. Their posts leave your feed and they no longer notify you; they are not told.`,
  unmuted: (username: string) => `You unmuted @${username}.`,
  block: (username: string) => `Block @${username}`,
  blockTitle: (username: string) => `Block @${username}?`,
  blockMessage:
    "You will no longer see each other's posts, comments or profile, and neither of you can message, follow or befriend the other. Your friendship and follows end. You can unblock them later in Settings.",
  blockConfirm: 'Block',
  blockedDone: (username: string) =>
    `You blocked @${username}. You no longer see each other's posts, comments or profile; you can unblock them in Settings.`,
  collapsed: 'Post from a person you blocked, or who blocked you',
  show: 'Show',
  hide: 'Hide',
};
