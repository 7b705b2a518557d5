import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useAccountActions, type Passkey } from '@cliques/session';
import { Button, EmptyState, FormError, FormSuccess, LoadingState } from '@cliques/ui';
import { PasskeysStore } from '../stores/passkeys-store';
import { SettingsPanel } from './settings-panel';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A passkey's name in the list: the authenticator's, else a plain one. */
export const passkeyName = (passkey: Passkey): string => passkey.name || 'Passkey';

/** Passkeys: sign in without a password. The list with created dates, add, remove. */
export const PasskeysPanel = observer(function PasskeysPanel() {
  const { listPasskeys, addPasskey, removePasskey } = useAccountActions();
  const [store] = useState(() => new PasskeysStore({ listPasskeys, addPasskey, removePasskey }));
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <SettingsPanel title="Passkeys">
      <p className="ui-muted">
        A passkey signs you in with this device&apos;s screen lock or security key instead of your password.
      </p>
      {store.status === 'loading' && <LoadingState label="Loading passkeys…" />}
      {store.status === 'ready' && store.passkeys.length === 0 && <EmptyState>You have no passkeys yet.</EmptyState>}
      {store.passkeys.length > 0 && (
        <ul className="social-list" aria-label="Your passkeys">
          {store.passkeys.map((passkey) => (
            <li key={passkey.id}>
              <span>
                <strong>{passkeyName(passkey)}</strong>
                {passkey.createdAt && <span className="ui-muted"> · added {dateFormat.format(passkey.createdAt)}</span>}
              </span>
              <Button
                variant="danger"
                onClick={() => void store.remove(passkey.id)}
                disabled={store.removingId !== ''}
                aria-label={`Remove ${passkeyName(passkey)}`}
              >
                {store.removingId === passkey.id ? 'Removing...' : 'Remove'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormError message={store.error} />
      <FormSuccess message={store.success} />
      <Button variant="primary" onClick={store.add} disabled={store.adding}>
        {store.adding ? 'Adding...' : 'Add a Passkey'}
      </Button>
    </SettingsPanel>
  );
});
