import type { Notification } from '@cliques/contracts';
import { Avatar, UserText } from '@cliques/ui';
import { useT } from '../../../i18n';
import { groupActionText, outcomeText } from '../../../lib/notification-text';

/** The faces of a notification: the actors of a group (up to three, newest first), else its actor. */
export function NotificationFaces({ notification }: { notification: Notification }) {
  const actors = notification.actors?.length ? notification.actors : [notification.actor];
  return (
    <span className="social-faces">
      {actors.map((actor) => (
        <Avatar key={actor.userId} user={actor} decorative />
      ))}
    </span>
  );
}

/**
 * What happened, in a sentence: "Ana liked your post", or of a group "Ana and 49 others liked your
 * post" (plural forms from the catalog); a report's outcome is said its own way.
 */
export function NotificationSentence({ notification }: { notification: Notification }) {
  const t = useT();
  if (notification.type === 'report_outcome')
    return t.rich('Your report about {username} was reviewed: {outcome}', {
      username: (
        <strong>
          <UserText>@{notification.actor.username}</UserText>
        </strong>
      ),
      outcome: t(outcomeText(notification.outcome)),
    });
  const count = notification.count ?? 1;
  return (
    <>
      <strong>
        <UserText>{notification.actor.displayName}</UserText>
      </strong>{' '}
      {count > 1 && <>{t('and {count, plural, one {# other} other {# others}}', { count: count - 1 })} </>}
      {t(groupActionText(notification.type, count, notification.outcome))}
    </>
  );
}
