import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useAccountActions } from '@cliques/session';
import { Button, FormError, FormSuccess, PasswordField } from '@cliques/ui';
import { ChangePasswordStore } from '../stores/change-password-store';
import { SettingsPanel } from './settings-panel';

/** Change password: current, new, new again. */
export const ChangePasswordForm = observer(function ChangePasswordForm() {
  const { changePassword } = useAccountActions();
  const [store] = useState(() => new ChangePasswordStore({ changePassword }));
  const t = useT();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.submit();
  };
  return (
    <SettingsPanel title={t('Change password')}>
      <form onSubmit={handleSubmit} aria-label={t('Change password')} noValidate>
        <PasswordField
          label={t('Current Password')}
          purpose="current"
          value={store.currentPassword}
          onChange={store.setCurrentPassword}
        />
        <PasswordField
          label={t('New Password')}
          purpose="new"
          value={store.newPassword}
          onChange={store.setNewPassword}
        />
        <PasswordField
          label={t('Confirm New Password')}
          purpose="new"
          value={store.confirmPassword}
          onChange={store.setConfirmPassword}
        />
        <FormError message={t.text(store.error)} />
        <FormSuccess message={t.text(store.success)} />
        <Button type="submit" variant="primary" disabled={store.busy}>
          {store.busy ? t('Changing...') : t('Change Password')}
        </Button>
      </form>
    </SettingsPanel>
  );
});
