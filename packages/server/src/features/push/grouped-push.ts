import type { Notification, NotificationType, PushPayload } from '@cliques/contracts';
import type { Locale } from '@cliques/i18n/locales';
import { message } from '../../platform/http/errors';
import { translate } from '../../platform/i18n/translate';

/** A notification's group as its push tells it (notifications' `groupOf`). */
export interface PushedGroup {
  groupId: string;
  count: number;
  /** Display names of the newest actors, newest first. */
  actors: string[];
}

/** What each grouped type says, alone, with one other, and with more. */
const wordings: Partial<Record<NotificationType, { title: string; one: string; two: string; many: string }>> = {
  post_like: {
    title: 'Likes',
    one: '{name} liked your post',
    two: '{name} and one other liked your post',
    many: '{name} and {others} others liked your post',
  },
  comment_like: {
    title: 'Likes',
    one: '{name} liked your comment',
    two: '{name} and one other liked your comment',
    many: '{name} and {others} others liked your comment',
  },
  share: {
    title: 'Shares',
    one: '{name} shared your post',
    two: '{name} and one other shared your post',
    many: '{name} and {others} others shared your post',
  },
  quote: {
    title: 'Quotes',
    one: '{name} quoted your post',
    two: '{name} and one other quoted your post',
    many: '{name} and {others} others quoted your post',
  },
  follow: {
    title: 'New followers',
    one: '{name} followed you',
    two: '{name} and one other followed you',
    many: '{name} and {others} others followed you',
  },
};

/** The types pushed as one line per group that updates (docs/API.md "Grouped notifications"). */
export const groupedPushTypes = new Set(Object.keys(wordings) as NotificationType[]);

/**
 * The push of a grouped notification: "Ana and 49 others liked your post", tagged with the group so
 * the phone replaces the line it shows instead of adding one per like.
 */
export function groupedPayload(n: Notification, group: PushedGroup, locale: Locale): PushPayload {
  const words = wordings[n.type] ?? (wordings.post_like as NonNullable<(typeof wordings)['post_like']>);
  const name = group.actors[0] ?? n.actor.displayName;
  const others = group.count - 1;
  const template = others <= 0 ? words.one : others === 1 ? words.two : words.many;
  const url = n.type === 'follow' ? '/notifications' : n.postId ? `/post/${n.postId}` : '/notifications';
  const warning = n.contentWarning ? `\n${translate(locale, 'Content warning:')} ${n.contentWarning}` : '';
  return {
    title: translate(locale, words.title),
    body: translate(locale, message(template, { name, others })) + warning,
    url,
    tag: `group:${group.groupId}`,
  };
}
