import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAccountActions } from '@cliques/session';
import { Button, FormError } from '@cliques/ui';
import { SignOutEverywhereStore } from '../stores/sign-out-everywhere-store';
import { SettingsPanel } from './settings-panel';

/** Sign out everywhere: ends every sign-in of the account (other browsers, other devices, this one). */
export const SignOutEverywhere = observer(function SignOutEverywhere() {
  const { signOutEverywhere } = useAccountActions();
  const [store] = useState(() => new SignOutEverywhereStore(signOutEverywhere));
  const navigate = useNavigate();
  const t = useT();
  const handleClick = async () => {
    if (await store.run()) await navigate('/login', { replace: true });
  };
  return (
    <SettingsPanel title={t('Sessions')}>
      <p className="ui-muted">
        {t('Signed in somewhere you no longer use? End every sign-in of your account, this one included.')}
      </p>
      <FormError message={t.text(store.error)} />
      <Button variant="danger" onClick={() => void handleClick()} disabled={store.busy}>
        {store.busy ? t('Signing Out...') : t('Sign Out Everywhere')}
      </Button>
    </SettingsPanel>
  );
});
