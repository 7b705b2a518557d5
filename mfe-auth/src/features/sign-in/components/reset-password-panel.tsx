import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useSessionActions } from '@cliques/session';
import { Button, CodeField, FormError, FormSuccess, PasswordField, TextField } from '@cliques/ui';
import { AuthCard } from '../../../components/auth-card';
import { resetCodeLength, ResetPasswordStore } from '../stores/reset-password-store';

export interface ResetPasswordPanelProps {
  /** What the visitor had typed as 'Email or Username' on the sign-in form. */
  initialLogin: string;
  /** The new password is set: back to sign-in with a success line. */
  onDone: () => void;
  /** Back to sign-in without a change. */
  onBack: () => void;
}

/** "Forgot your password?" on /login: request a mailed code, then the code and a new password. */
export const ResetPasswordPanel = observer(function ResetPasswordPanel({
  initialLogin,
  onDone,
  onBack,
}: ResetPasswordPanelProps) {
  const { requestPasswordReset, confirmPasswordReset } = useSessionActions();
  const [store] = useState(() => new ResetPasswordStore({ requestPasswordReset, confirmPasswordReset }, initialLogin));
  const t = useT();
  const handleRequest = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.sendCode();
  };
  const handleConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await store.confirm()) onDone();
  };
  if (store.step === 'request') {
    return (
      <AuthCard
        title={t('Reset your password')}
        intro={t('Enter your email or username. We will email you a code to set a new password.')}
      >
        <form className="auth-form" onSubmit={handleRequest} aria-label={t('Request a reset code')} noValidate>
          <TextField
            label={t('Email or Username')}
            value={store.login}
            onChange={store.setLogin}
            autoComplete="username"
            autoCapitalize="none"
            autoFocus
          />
          <FormError message={t.text(store.error)} />
          <div className="auth-actions">
            <Button type="submit" variant="primary" disabled={store.sending}>
              {store.sending ? t('Sending...') : t('Send Code')}
            </Button>
            <Button onClick={onBack}>{t('Back to Sign In')}</Button>
          </div>
        </form>
      </AuthCard>
    );
  }
  const intro = store.destination
    ? t.rich('If an account matches, we sent a code to {destination}. Enter it with your new password.', {
        destination: <strong>{store.destination}</strong>,
      })
    : t('If an account matches, we sent a code to its email. Enter it with your new password.');
  return (
    <AuthCard title={t('Set a new password')} intro={intro}>
      <form
        className="auth-form"
        onSubmit={(event) => void handleConfirm(event)}
        aria-label={t('Set a new password')}
        noValidate
      >
        <CodeField
          label={t('Verification Code')}
          className="auth-code"
          value={store.code}
          onChange={store.setCode}
          maxLength={resetCodeLength}
          autoFocus
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
        <div className="auth-actions">
          <Button type="submit" variant="primary" disabled={store.saving}>
            {store.saving ? t('Saving...') : t('Set New Password')}
          </Button>
          <Button onClick={() => void store.sendCode()} disabled={store.sending}>
            {store.sending ? t('Sending...') : t('Resend Code')}
          </Button>
          <Button onClick={onBack}>{t('Back to Sign In')}</Button>
        </div>
      </form>
    </AuthCard>
  );
});
