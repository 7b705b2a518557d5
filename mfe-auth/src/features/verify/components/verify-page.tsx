import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionActions } from '@cliques/session';
import { Button, CodeField, FormError, FormSuccess, TextField } from '@cliques/ui';
import { AuthCard } from '../../../components/auth-card';
import { codeLength, VerifyStore } from '../stores/verify-store';

/** The account the sign-in page carried (`state.username`) when it said 'Please confirm your account first'. */
function carriedUsername(state: unknown): string {
  const username = state && typeof state === 'object' ? (state as { username?: unknown }).username : undefined;
  return typeof username === 'string' ? username : '';
}

/** /verify: the 6-digit code from the email confirms the account; then sign in on /login. */
export const VerifyPage = observer(function VerifyPage() {
  const { confirmSignUp, resendSignUpCode } = useSessionActions();
  const location = useLocation();
  const [store] = useState(
    () => new VerifyStore({ confirmSignUp, resendSignUpCode }, localStorage, carriedUsername(location.state)),
  );
  const navigate = useNavigate();
  useEffect(() => () => store.dispose(), [store]);
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await store.verify()) navigate('/login', { replace: true });
  };
  const handleBack = () => navigate('/signup');
  const intro = store.pending.email ? (
    <>
      We sent a verification code to <strong>{store.pending.email}</strong>.
    </>
  ) : (
    'Enter the verification code we sent to your email.'
  );
  return (
    <AuthCard title="Verify your email" intro={intro}>
      <form className="auth-form" onSubmit={handleSubmit} aria-label="Verify account">
        {store.asksUsername && (
          <TextField
            label="Email or Username"
            value={store.username}
            onChange={store.setUsername}
            autoComplete="username"
            autoCapitalize="none"
            required
            autoFocus={!store.username}
          />
        )}
        <CodeField
          label="Verification Code"
          className="auth-code"
          value={store.code}
          onChange={store.setCode}
          maxLength={codeLength}
          required
          autoFocus={!store.asksUsername || Boolean(store.username)}
        />
        <FormError message={store.error} />
        <FormSuccess message={store.success} />
        <div className="auth-actions">
          <Button type="submit" variant="primary" disabled={!store.canVerify}>
            {store.verifying ? 'Verifying...' : 'Verify Account'}
          </Button>
          <Button onClick={store.resend} disabled={store.sending}>
            {store.sending ? 'Sending...' : 'Resend Code'}
          </Button>
          <Button onClick={handleBack}>Back to Sign Up</Button>
        </div>
      </form>
    </AuthCard>
  );
});
