import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useSessionActions } from '@cliques/session';
import { Button, CodeField, FormError, FormSuccess, TextField } from '@cliques/ui';
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
        title="Reset your password"
        intro="Enter your email or username. We will email you a code to set a new password."
      >
        <form className="auth-form" onSubmit={handleRequest} aria-label="Request a reset code" noValidate>
          <TextField
            label="Email or Username"
            value={store.login}
            onChange={store.setLogin}
            autoComplete="username"
            autoCapitalize="none"
            autoFocus
          />
          <FormError message={store.error} />
          <div className="auth-actions">
            <Button type="submit" variant="primary" disabled={store.sending}>
              {store.sending ? 'Sending...' : 'Send Code'}
            </Button>
            <Button onClick={onBack}>Back to Sign In</Button>
          </div>
        </form>
      </AuthCard>
    );
  }
  const intro = store.destination ? (
    <>
      If an account matches, we sent a code to <strong>{store.destination}</strong>. Enter it with your new password.
    </>
  ) : (
    'If an account matches, we sent a code to its email. Enter it with your new password.'
  );
  return (
    <AuthCard title="Set a new password" intro={intro}>
      <form className="auth-form" onSubmit={handleConfirm} aria-label="Set a new password" noValidate>
        <CodeField
          label="Verification Code"
          className="auth-code"
          value={store.code}
          onChange={store.setCode}
          maxLength={resetCodeLength}
          autoFocus
        />
        <TextField
          label="New Password"
          type="password"
          value={store.newPassword}
          onChange={store.setNewPassword}
          autoComplete="new-password"
        />
        <TextField
          label="Confirm New Password"
          type="password"
          value={store.confirmPassword}
          onChange={store.setConfirmPassword}
          autoComplete="new-password"
        />
        <FormError message={store.error} />
        <FormSuccess message={store.success} />
        <div className="auth-actions">
          <Button type="submit" variant="primary" disabled={store.saving}>
            {store.saving ? 'Saving...' : 'Set New Password'}
          </Button>
          <Button onClick={store.sendCode} disabled={store.sending}>
            {store.sending ? 'Sending...' : 'Resend Code'}
          </Button>
          <Button onClick={onBack}>Back to Sign In</Button>
        </div>
      </form>
    </AuthCard>
  );
});
