import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useSession } from '@cliques/session';
import { useFederationHost } from '../../../lib/federation-host';
import type { SettingsStore } from '../stores/settings-store';

/**
 * Whether people on other servers (Mastodon and the rest of the fediverse) may find and follow you,
 * with your full handle; shown only while this server federates (/config.json `federation`).
 */
export const FederationSwitch = observer(function FederationSwitch({ store }: { store: SettingsStore }) {
  const t = useT();
  const host = useFederationHost();
  const username = useSession().user?.username ?? '';
  if (!host) return null;
  return (
    <section className="ui-card social-section" aria-label={t('Other servers')}>
      <h2>{t('Other servers')}</h2>
      <label className="social-switch">
        <input
          type="checkbox"
          checked={store.discoverable}
          onChange={(event) => store.setDiscoverable(event.target.checked)}
        />
        {t('Let people on other servers find and follow you')}
      </label>
      <p className="ui-muted">
        {t(
          'People on Mastodon and other servers can then find you as {handle}, follow you and see your public posts. You need this to follow people on other servers yourself.',
          { handle: `@${username}@${host}` },
        )}
      </p>
    </section>
  );
});
