// The moderation page's sentences: one whole message (the social catalog's id) for each action on
// each kind of target, its names and numbers as placeholders, so a language can order them itself.
import type { AuditEntry, ModerationAction, ReportResolution, ReportTargetType } from '@cliques/contracts';
import type { SocialMessage } from '../../i18n';

/** What a reported thing is called. */
export const targetLabels: Record<ReportTargetType, SocialMessage> = {
  post: 'Post',
  comment: 'Comment',
  user: 'Profile',
  message: 'Message',
  clique: 'Clique',
};

/** A sentence with a person named in it (`{subject}`), and the same sentence when nobody is named. */
interface Sentences {
  named: SocialMessage;
  alone: SocialMessage;
}

/** The accessible name of a reported item's card, by whom it is when the author is known. */
export const reportedLabels: Record<ReportTargetType, Sentences> = {
  post: { named: 'Reported post by {username}', alone: 'Reported post' },
  comment: { named: 'Reported comment by {username}', alone: 'Reported comment' },
  user: { named: 'Reported profile by {username}', alone: 'Reported profile' },
  message: { named: 'Reported message by {username}', alone: 'Reported message' },
  clique: { named: 'Reported clique by {username}', alone: 'Reported clique' },
};

/** The title of the confirmation before removing a target. */
export const removeTitles: Record<ReportTargetType, SocialMessage> = {
  post: 'Remove this post?',
  comment: 'Remove this comment?',
  user: 'Remove this profile?',
  message: 'Remove this message?',
  clique: 'Remove this clique?',
};

/** What the status line says once an action is done. */
export const doneTexts: Record<ModerationAction, SocialMessage> = {
  remove_content: 'Resolved: content removed.',
  suspend_user: 'Resolved: account suspended.',
  dismiss: 'Resolved: dismissed, no action taken.',
};

const removedSentences: Record<ReportTargetType, Sentences> = {
  post: { named: '{moderator} removed a post by {subject}', alone: '{moderator} removed a post' },
  comment: { named: '{moderator} removed a comment by {subject}', alone: '{moderator} removed a comment' },
  user: { named: '{moderator} removed a profile by {subject}', alone: '{moderator} removed a profile' },
  message: { named: '{moderator} removed a message by {subject}', alone: '{moderator} removed a message' },
  clique: { named: '{moderator} removed a clique by {subject}', alone: '{moderator} removed a clique' },
};

const dismissedSentences: Record<ReportTargetType, Sentences> = {
  post: {
    named: '{moderator} dismissed the reports about a post by {subject}',
    alone: '{moderator} dismissed the reports about a post',
  },
  comment: {
    named: '{moderator} dismissed the reports about a comment by {subject}',
    alone: '{moderator} dismissed the reports about a comment',
  },
  user: {
    named: '{moderator} dismissed the reports about a profile by {subject}',
    alone: '{moderator} dismissed the reports about a profile',
  },
  message: {
    named: '{moderator} dismissed the reports about a message by {subject}',
    alone: '{moderator} dismissed the reports about a message',
  },
  clique: {
    named: '{moderator} dismissed the reports about a clique by {subject}',
    alone: '{moderator} dismissed the reports about a clique',
  },
};

/** A message and the numbers it needs; the page puts the people's names in as elements. */
export interface Sentence {
  id: SocialMessage;
  days?: number;
}

/** What an audit entry says: "{moderator} removed a post by {subject}", "{moderator} suspended {subject} for 3 days". */
export function auditSentence(entry: AuditEntry): Sentence {
  const named = entry.subject !== null;
  switch (entry.action) {
    case 'remove_content':
      return { id: removedSentences[entry.targetType][named ? 'named' : 'alone'] };
    case 'dismiss':
      return { id: dismissedSentences[entry.targetType][named ? 'named' : 'alone'] };
    case 'suspend_user':
      if (!entry.days)
        return { id: named ? '{moderator} suspended {subject}' : '{moderator} suspended a deleted account' };
      return {
        id: named
          ? '{moderator} suspended {subject} for {days, plural, one {# day} other {# days}}'
          : '{moderator} suspended a deleted account for {days, plural, one {# day} other {# days}}',
        days: entry.days,
      };
    case 'mute':
      return {
        id: named ? '{moderator} muted {subject} in a clique' : '{moderator} muted a deleted account in a clique',
      };
    case 'ban':
      return {
        id: named ? '{moderator} banned {subject} from a clique' : '{moderator} banned a deleted account from a clique',
      };
    case 'set_role':
      if (entry.role === 'moderator')
        return {
          id: named ? '{moderator} made {subject} a moderator' : '{moderator} made a deleted account a moderator',
        };
      return { id: named ? '{moderator} made {subject} a member' : '{moderator} made a deleted account a member' };
  }
}

/** How a resolved item was resolved, by whom when the moderator's account still exists. */
export function resolutionSentence(resolution: ReportResolution): Sentence {
  const named = resolution.moderator !== null;
  switch (resolution.action) {
    case 'remove_content':
      return { id: named ? 'Content removed by {moderator}' : 'Content removed' };
    case 'dismiss':
      return { id: named ? 'Dismissed, no action taken by {moderator}' : 'Dismissed, no action taken' };
    case 'mute':
      return { id: named ? 'Author muted in the clique by {moderator}' : 'Author muted in the clique' };
    case 'ban':
      return { id: named ? 'Author banned from the clique by {moderator}' : 'Author banned from the clique' };
    case 'suspend_user':
      if (!resolution.days) return { id: named ? 'Account suspended by {moderator}' : 'Account suspended' };
      return {
        id: named
          ? 'Account suspended for {days, plural, one {# day} other {# days}} by {moderator}'
          : 'Account suspended for {days, plural, one {# day} other {# days}}',
        days: resolution.days,
      };
  }
}
