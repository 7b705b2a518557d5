import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useAccountActions, useSession } from '@cliques/session';
import { Button, CodeField, FormError, FormSuccess, TextField } from '@cliques/ui';
import { ChangeEmailStore } from '../stores/change-email-store';
import { SettingsPanel } from './settings-panel';

/** Change email: the new address, then the code sent to it. */
export const ChangeEmailForm = observer(function ChangeEmailForm() {
  const session = useSession();
  const { requestEmailChange, resendEmailChangeCode, confirmEmailChange, refreshUser } = useAccountActions();
  const [store] = useState(
    () =>
      new ChangeEmailStore({
        requestEmailChange,
        resendEmailChangeCode,
        confirmEmailChange,
        refreshUser,
        currentEmail: () => session.user?.email ?? '',
      }),
  );
  const handleRequest = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.requestCode();
  };
  const handleConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.confirm();
  };
  return (
    <SettingsPanel title="Change email">
      <p className="ui-muted">
        Your email address: <strong>{session.user?.email}</strong>
      </p>
      {store.step === 'email' ? (
        <form onSubmit={handleRequest} aria-label="Change email" noValidate>
          <TextField
            label="New Email"
            type="email"
            value={store.newEmail}
            onChange={store.setNewEmail}
            autoComplete="email"
          />
          <FormError message={store.error} />
          <FormSuccess message={store.success} />
          <Button type="submit" variant="primary" disabled={store.sending}>
            {store.sending ? 'Sending...' : 'Send Code'}
          </Button>
        </form>
      ) : (
        <form onSubmit={handleConfirm} aria-label="Confirm new email" noValidate>
          <CodeField label="Email Code" value={store.code} onChange={store.setCode} autoFocus />
          <FormError message={store.error} />
          <FormSuccess message={store.success} />
          <div className="social-row">
            <Button type="submit" variant="primary" disabled={store.verifying}>
              {store.verifying ? 'Verifying...' : 'Confirm Email'}
            </Button>
            <Button onClick={store.resend} disabled={store.sending}>
              {store.sending ? 'Sending...' : 'Resend Code'}
            </Button>
            <Button onClick={store.cancel}>Cancel</Button>
          </div>
        </form>
      )}
    </SettingsPanel>
  );
});
