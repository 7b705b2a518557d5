import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteAccount } from '@cliques/api-client';
import { useAccountActions } from '@cliques/session';
import { Button, CodeField, FormError, PasswordField, TextField } from '@cliques/ui';
import { DeleteAccountStore } from '../stores/delete-account-store';
import { SettingsPanel } from './settings-panel';

/** The fields of the step on screen: the typed username, the password, or the authenticator code. */
const StepFields = observer(function StepFields({ store }: { store: DeleteAccountStore }) {
  const t = useT();
  if (store.step === 'password') {
    return (
      <>
        <p role="status">{t('For your security, sign in again: enter your password and the deletion goes on.')}</p>
        <PasswordField
          label={t('Your Password')}
          purpose="current"
          value={store.password}
          onChange={store.setPassword}
          autoFocus
        />
      </>
    );
  }
  if (store.step === 'code') {
    return (
      <>
        <p role="status">{t('Enter the 6-digit code from your authenticator app to finish signing in again.')}</p>
        <CodeField label={t('Authenticator Code')} value={store.code} onChange={store.setCode} autoFocus />
      </>
    );
  }
  return (
    <TextField
      label={t('Type your username ({username}) to confirm', { username: store.username })}
      value={store.confirmation}
      onChange={store.setConfirmation}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
});

/** Delete account: everything you made is erased for good, after a typed confirmation. */
export const DeleteAccountPanel = observer(function DeleteAccountPanel({ username }: { username: string }) {
  const { reauthenticate, confirmSignInCode, signOut } = useAccountActions();
  const [store] = useState(
    () => new DeleteAccountStore({ deleteAccount, reauthenticate, confirmSignInCode, signOut }, username),
  );
  const navigate = useNavigate();
  const t = useT();
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await store.submit()) await navigate('/login', { replace: true });
  };
  const handleCancel = async () => {
    // A failed new sign-in left no session on this device: say so by signing out properly.
    await signOut();
    await navigate('/login', { replace: true });
  };
  return (
    <SettingsPanel title={t('Delete account')}>
      <p>
        {t(
          'Deleting your account erases your profile, posts, comments, likes, shares, media, friendships, follows, memberships, notifications and the messages you sent. A clique you own passes to its longest-standing member. This cannot be undone; download your data first if you want a copy.',
        )}
      </p>
      <form onSubmit={(event) => void handleSubmit(event)} aria-label={t('Delete account')} noValidate>
        <StepFields store={store} />
        <FormError message={t.text(store.error)} />
        <div className="social-row">
          <Button
            type="submit"
            variant="danger"
            disabled={store.busy || (store.step === 'confirm' && !store.confirmed)}
          >
            {store.busy ? t('Deleting...') : t('Delete My Account')}
          </Button>
          {store.sessionEnded && !store.busy && (
            <Button onClick={() => void handleCancel()}>{t('Cancel and Sign Out')}</Button>
          )}
        </div>
      </form>
    </SettingsPanel>
  );
});
