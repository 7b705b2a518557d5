import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { Button } from '@cliques/ui';
import type { FriendsStore } from '../stores/friends-store';

/** The buttons beside a person: what can be done given how I stand with them. */
export const RelationActions = observer(function RelationActions({
  store,
  userId,
  name,
}: {
  store: FriendsStore;
  userId: string;
  name: string;
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
