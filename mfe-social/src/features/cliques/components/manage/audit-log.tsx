import { useT } from '../../../../i18n';
import { observer } from 'mobx-react-lite';
import { formatDateTime } from '@cliques/i18n';
import type { CliqueAuditEntry } from '@cliques/contracts';
import { UserText } from '@cliques/ui';
import type { SocialMessage } from '../../../../i18n';
import type { ManageStore } from '../../stores/manage-store';
import { ManagedList } from './managed-list';

/** The words of the actions the server names (others show as the server names them). */
const actionTexts: Record<string, SocialMessage> = {
  settings_changed: 'changed the settings',
  role_changed: 'changed the role of',
  request_approved: 'approved the request of',
  request_declined: 'declined the request of',
  banned: 'banned',
  unbanned: 'lifted the ban on',
  muted: 'muted',
  unmuted: 'unmuted',
  member_joined: 'joined',
  invited: 'invited',
  member_removed: 'removed',
  post_removed: 'removed a post',
  comment_removed: 'removed a comment',
  post_pinned: 'pinned a post',
  post_unpinned: 'unpinned a post',
  post_approved: 'approved a post',
  post_declined: 'declined a post',
  invite_created: 'created an invite link',
  invite_revoked: 'revoked an invite link',
  ownership_transferred: 'made the owner',
  report_resolved: 'resolved a report about',
};

function actionOf(entry: CliqueAuditEntry, t: (id: SocialMessage) => string): string {
  const text = actionTexts[entry.action];
  return text ? t(text) : entry.action.replace(/_/g, ' ');
}

/** The clique's audit log: who did what to whom, newest first. */
export const AuditLog = observer(function AuditLog({ store }: { store: ManageStore }) {
  const t = useT();
  return (
    <ManagedList
      list={store.audit}
      label={t('Audit log')}
      empty={t('Nothing has happened yet.')}
      keyOf={(e) => e.entryId}
    >
      {(entry) => (
        <p>
          <strong>
            <UserText>{entry.actor.displayName}</UserText>
          </strong>{' '}
          {actionOf(entry, t)}
          {entry.target && entry.target.userId !== entry.actor.userId && (
            <>
              {' '}
              <strong>
                <UserText>{entry.target.displayName}</UserText>
              </strong>
            </>
          )}
          {' · '}
          <time className="ui-muted" dateTime={entry.createdAt}>
            {formatDateTime(entry.createdAt)}
          </time>
        </p>
      )}
    </ManagedList>
  );
});
