import { useT } from '../../../../i18n';
import { observer } from 'mobx-react-lite';
import { formatDateTime } from '@cliques/i18n';
import { Button, UserLink, UserText } from '@cliques/ui';
import type { ManageStore } from '../../stores/manage-store';
import { ManagedList } from './managed-list';

/** The people banned from the clique: by whom, why, until when; lift a ban. */
export const Bans = observer(function Bans({ store }: { store: ManageStore }) {
  const t = useT();
  return (
    <ManagedList list={store.bans} label={t('Bans')} empty={t('No one is banned.')} keyOf={(ban) => ban.user.userId}>
      {(ban) => (
        <>
          <div className="social-row-between">
            <UserLink user={ban.user} />
            <span className="ui-muted">
              {ban.until ? t('Until {until}', { until: formatDateTime(ban.until) }) : t('For ever')}
            </span>
          </div>
          <p className="ui-muted">
            {ban.bannedBy && t.rich('Banned by {name}', { name: <UserText>{ban.bannedBy.displayName}</UserText> })}
            {ban.bannedBy && ban.reason && ' · '}
            {ban.reason && <UserText>{ban.reason}</UserText>}
          </p>
          <div>
            <Button
              disabled={store.busy}
              onClick={() => void store.unban(ban)}
              aria-label={t('Lift the ban on {name}', { name: ban.user.displayName })}
            >
              {t('Lift ban')}
            </Button>
          </div>
        </>
      )}
    </ManagedList>
  );
});
