import { useT } from '../../../i18n';
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
  const t = useT();
  const handleRequest = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.requestCode();
  };
  const handleConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.confirm();
  };
  return (
    <SettingsPanel title={t('Change email')}>
      <p className="ui-muted">
        {t.rich('Your email address: {email}', { email: <strong>{session.user?.email}</strong> })}
      </p>
      {store.step === 'email' ? (
        <form onSubmit={handleRequest} aria-label={t('Change email')} noValidate>
          <TextField
            label={t('New Email')}
            type="email"
            value={store.newEmail}
            onChange={store.setNewEmail}
            autoComplete="email"
          />
          <FormError message={t.text(store.error)} />
          <FormSuccess message={t.text(store.success)} />
          <Button type="submit" variant="primary" disabled={store.sending}>
            {store.sending ? t('Sending...') : t('Send Code')}
          </Button>
        </form>
      ) : (
        <form onSubmit={handleConfirm} aria-label={t('Confirm new email')} noValidate>
          <CodeField label={t('Email Code')} value={store.code} onChange={store.setCode} autoFocus />
          <FormError message={t.text(store.error)} />
          <FormSuccess message={t.text(store.success)} />
          <div className="social-row">
            <Button type="submit" variant="primary" disabled={store.verifying}>
              {store.verifying ? t('Verifying...') : t('Confirm Email')}
            </Button>
            <Button onClick={() => void store.resend()} disabled={store.sending}>
              {store.sending ? t('Sending...') : t('Resend Code')}
            </Button>
            <Button onClick={store.cancel}>{t('Cancel')}</Button>
          </div>
        </form>
      )}
    </SettingsPanel>
  );
});
