import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { Button } from '@cliques/ui';
import type { FriendsStore } from '../stores/friends-store';

/**
 * The buttons beside a person: what can be done given how I stand with them. A `remote` account
 * (someone on another server) can be followed from their profile, never befriended: no Add Friend.
 */
export const RelationActions = observer(function RelationActions({
  store,
  userId,
  name,
  remote = false,
}: {
  store: FriendsStore;
  userId: string;
  name: string;
  remote?: boolean;
}) {
  const busy = store.busy.has(userId);
  const t = useT();
  switch (store.relationOf(userId)) {
    case 'self':
      return <span className="ui-muted">{t('You')}</span>;
    case 'friend':
      return (
        <Button
          variant="danger"
          disabled={busy}
          onClick={() => void store.remove(userId)}
          aria-label={t('Unfriend {name}', { name })}
        >
          {t('Unfriend')}
        </Button>
      );
    case 'incoming':
      return (
        <span className="social-row">
          <Button
            variant="primary"
            disabled={busy}
            onClick={() => void store.accept(userId)}
            aria-label={t('Accept {name}', { name })}
          >
            {t('Accept')}
          </Button>
          <Button disabled={busy} onClick={() => void store.decline(userId)} aria-label={t('Decline {name}', { name })}>
            {t('Decline')}
          </Button>
        </span>
      );
    case 'sent':
      return (
        <Button
          disabled={busy}
          onClick={() => void store.remove(userId)}
          aria-label={t('Cancel request to {name}', { name })}
        >
          {t('Cancel Request')}
        </Button>
      );
    default:
      if (remote) return null;
      return (
        <Button
          variant="primary"
          disabled={busy}
          onClick={() => void store.sendRequest(userId)}
          aria-label={t('Add {name} as a friend', { name })}
        >
          {t('Add Friend')}
        </Button>
      );
  }
});
