import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@cliques/i18n';
import { useAccountActions, type Passkey } from '@cliques/session';
import { Button, EmptyState, FormError, FormSuccess, LoadingState } from '@cliques/ui';
import { PasskeysStore } from '../stores/passkeys-store';
import { SettingsPanel } from './settings-panel';

/** Passkeys: sign in without a password. The list with created dates, add, remove. */
export const PasskeysPanel = observer(function PasskeysPanel() {
  const { listPasskeys, addPasskey, removePasskey } = useAccountActions();
  const [store] = useState(() => new PasskeysStore({ listPasskeys, addPasskey, removePasskey }));
  const t = useT();
  // A passkey's name in the list: the authenticator's, else a plain one.
  const nameOf = (passkey: Passkey) => passkey.name || t('Passkey');
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <SettingsPanel title={t('Passkeys')}>
      <p className="ui-muted">
        {t("A passkey signs you in with this device's screen lock or security key instead of your password.")}
      </p>
      {store.status === 'loading' && <LoadingState label={t('Loading passkeys…')} />}
      {store.status === 'ready' && store.passkeys.length === 0 && (
        <EmptyState>{t('You have no passkeys yet.')}</EmptyState>
      )}
      {store.passkeys.length > 0 && (
        <ul className="social-list" aria-label={t('Your passkeys')}>
          {store.passkeys.map((passkey) => (
            <li key={passkey.id}>
              <span>
                <strong>{nameOf(passkey)}</strong>
                {passkey.createdAt && (
                  <span className="ui-muted">
                    {' · '}
                    {t('added {date}', { date: formatDateTime(passkey.createdAt, { dateStyle: 'medium' }) })}
                  </span>
                )}
              </span>
              <Button
                variant="danger"
                onClick={() => void store.remove(passkey.id)}
                disabled={store.removingId !== ''}
                aria-label={t('Remove {name}', { name: nameOf(passkey) })}
              >
                {store.removingId === passkey.id ? t('Removing...') : t('Remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormError message={t.text(store.error)} />
      <FormSuccess message={t.text(store.success)} />
      <Button variant="primary" onClick={() => void store.add()} disabled={store.adding}>
        {store.adding ? t('Adding...') : t('Add a Passkey')}
      </Button>
    </SettingsPanel>
  );
});
