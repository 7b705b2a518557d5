// Every text of the safety controls (menu, block, mute, report), in one place.
import { moderationLimits, type ReportReason, type ReportTargetType } from '@cliques/contracts';
import { useT, type UiMessage } from '../i18n';

/** The label of each reason a report can give. */
const reasonLabels: Record<ReportReason, UiMessage> = {
  spam: 'Spam or scam',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  violence: 'Violence or threats',
  sexual: 'Sexual content',
  self_harm: 'Self-harm or suicide',
  other: 'Something else',
};

const reportLabels: Record<Exclude<ReportTargetType, 'user'>, UiMessage> = {
  post: 'Report post',
  comment: 'Report comment',
  message: 'Report message',
  clique: 'Report clique',
};

const reportTitles: Record<ReportTargetType, UiMessage> = {
  post: 'Report this post',
  comment: 'Report this comment',
  user: 'Report this profile',
  message: 'Report this message',
  clique: 'Report this clique',
};

/** Longest report note (docs/API.md). */
export const reportNoteMaxLength = moderationLimits.note;

/** The safety controls' texts in the language in force. */
export function useSafetyTexts() {
  const t = useT();
  return {
    menu: t('More actions'),
    reason: (reason: ReportReason) => t(reasonLabels[reason]),
    report: (type: ReportTargetType, username: string) =>
      type === 'user' ? t('Report @{username}', { username }) : t(reportLabels[type]),
    reportTitle: (type: ReportTargetType) => t(reportTitles[type]),
    reportIntro: t('What is wrong with it? Only moderators see reports, and nobody is told who sent one.'),
    reasons: t('Reason'),
    note: t('Anything else a moderator should know (optional)'),
    sendReport: t('Send report'),
    sending: t('Sending…'),
    reported: t('Thanks — a moderator will look at it.'),
    close: t('Close'),
    mute: (username: string) => t('Mute @{username}', { username }),
    unmute: (username: string) => t('Unmute @{username}', { username }),
    muted: (username: string) =>
      t('You muted @{username}. Their posts leave your feed and they no longer notify you; they are not told.', {
        username,
      }),
    unmuted: (username: string) => t('You unmuted @{username}.', { username }),
    block: (username: string) => t('Block @{username}', { username }),
    blockTitle: (username: string) => t('Block @{username}?', { username }),
    blockMessage: t(
      "You will no longer see each other's posts, comments or profile, and neither of you can message, follow or befriend the other. Your friendship and follows end. You can unblock them later in Settings.",
    ),
    blockConfirm: t('Block'),
    blockedDone: (username: string) =>
      t(
        "You blocked @{username}. You no longer see each other's posts, comments or profile; you can unblock them in Settings.",
        { username },
      ),
    collapsed: t('Post from a person you blocked, or who blocked you'),
    show: t('Show'),
    hide: t('Hide'),
    /** A failed action's message, translated when it is one of these components' own. */
    failure: t.text,
  };
}
