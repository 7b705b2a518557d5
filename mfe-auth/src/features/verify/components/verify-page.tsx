import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionActions } from '@cliques/session';
import { Button, CodeField, FormError, FormSuccess, TextField } from '@cliques/ui';
import { AuthCard } from '../../../components/auth-card';
import { accountConfirmedNotice, codeLength, VerifyStore } from '../stores/verify-store';

/** The account the sign-in page carried (`state.username`) when it said 'Please confirm your account first'. */
function carriedUsername(state: unknown): string {
  const username = state && typeof state === 'object' ? (state as { username?: unknown }).username : undefined;
  return typeof username === 'string' ? username : '';
}

/** /verify: the 6-digit code from the email confirms the account; then sign in on /login, which says it is confirmed. */
export const VerifyPage = observer(function VerifyPage() {
  const { confirmSignUp, resendSignUpCode } = useSessionActions();
  const location = useLocation();
  const [store] = useState(
    () => new VerifyStore({ confirmSignUp, resendSignUpCode }, localStorage, carriedUsername(location.state)),
  );
  const navigate = useNavigate();
  const t = useT();
  useEffect(() => () => store.dispose(), [store]);
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await store.verify()) await navigate('/login', { replace: true, state: { notice: accountConfirmedNotice } });
  };
  // navigate returns a promise only under a data router; the app's BrowserRouter returns nothing.
  const handleBack = () => void navigate('/signup');
  const intro = store.pending.email
    ? t.rich('We sent a verification code to {email}.', { email: <strong>{store.pending.email}</strong> })
    : t('Enter the verification code we sent to your email.');
  return (
    <AuthCard title={t('Verify your email')} intro={intro}>
      <form className="auth-form" onSubmit={(event) => void handleSubmit(event)} aria-label={t('Verify account')}>
        {store.asksUsername && (
          <TextField
            label={t('Email or Username')}
            value={store.username}
            onChange={store.setUsername}
            autoComplete="username"
            autoCapitalize="none"
            required
            autoFocus={!store.username}
          />
        )}
        <CodeField
          label={t('Verification Code')}
          className="auth-code"
          value={store.code}
          onChange={store.setCode}
          maxLength={codeLength}
          required
          autoFocus={!store.asksUsername || Boolean(store.username)}
        />
        <FormError message={t.text(store.error)} />
        <FormSuccess message={t.text(store.success)} />
        <div className="auth-actions">
          <Button type="submit" variant="primary" disabled={!store.canVerify}>
            {store.verifying ? t('Verifying...') : t('Verify Account')}
          </Button>
          <Button onClick={() => void store.resend()} disabled={store.sending}>
            {store.sending ? t('Sending...') : t('Resend Code')}
          </Button>
          <Button onClick={handleBack}>{t('Back to Sign Up')}</Button>
        </div>
      </form>
    </AuthCard>
  );
});
