import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { SignInForm } from '@cliques/session';
import { withReadableDates } from '@cliques/api-client';
import { Button, FormError, FormSuccess, TextField } from '@cliques/ui';
import { AuthCard } from '../../../components/auth-card';

export interface SignInCredentialsProps {
  store: SignInForm;
  /** A line to show above the form (e.g. the password was reset). */
  notice: string;
  onSignedIn: () => void;
}

/** The first step of /login: 'Email or Username' and Password, or a passkey; links to reset, sign up and confirm. */
export const SignInCredentials = observer(function SignInCredentials({
  store,
  notice,
  onSignedIn,
}: SignInCredentialsProps) {
  const location = useLocation();
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await store.submit()) onSignedIn();
  };
  const handlePasskey = async () => {
    if (await store.submitPasskey()) onSignedIn();
  };
  const working = store.busy || store.passkeyBusy;
  return (
    <AuthCard title="Sign in to Cliques">
      <FormSuccess message={notice} />
      <form className="auth-form" onSubmit={handleSubmit} aria-label="Sign in">
        <TextField
          label="Email or Username"
          value={store.login}
          onChange={store.setLogin}
          autoComplete="username webauthn"
          required
          autoFocus
        />
        <TextField
          label="Password"
          type="password"
          value={store.password}
          onChange={store.setPassword}
          autoComplete="current-password"
          required
        />
        <p className="auth-forgot">
          <Link to="/login?reset" state={location.state}>
            Forgot your password?
          </Link>
        </p>
        <FormError message={withReadableDates(store.error)} />
        {store.needsConfirmation && (
          <p className="auth-hint">
            <Link to="/verify" state={{ username: store.login.trim() }}>
              Confirm your account
            </Link>{' '}
            with the code we emailed you.
          </p>
        )}
        <div className="auth-actions">
          <Button type="submit" variant="primary" disabled={working}>
            {store.busy && !store.passkeyBusy ? 'Signing In...' : 'Sign In'}
          </Button>
          <Button onClick={handlePasskey} disabled={working}>
            {store.passkeyBusy ? 'Waiting for passkey...' : 'Use a passkey'}
          </Button>
        </div>
      </form>
      <p className="auth-switch">
        Don&apos;t have an account? <Link to="/signup">Sign up</Link>
      </p>
    </AuthCard>
  );
});
