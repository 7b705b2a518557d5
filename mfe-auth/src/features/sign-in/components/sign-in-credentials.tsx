import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { SignInForm } from '@cliques/session';
import { withReadableDates } from '@cliques/api-client';
import { Button, FormError, FormSuccess, PasswordField, TextField } from '@cliques/ui';
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
  const t = useT();
  return (
    <AuthCard title={t('Sign in to Cliques')}>
      <FormSuccess message={t.text(notice)} />
      <form className="auth-form" onSubmit={(event) => void handleSubmit(event)} aria-label={t('Sign in')}>
        <TextField
          label={t('Email or Username')}
          value={store.login}
          onChange={store.setLogin}
          autoComplete="username webauthn"
          required
          autoFocus
        />
        <PasswordField
          label={t('Password')}
          purpose="current"
          value={store.password}
          onChange={store.setPassword}
          required
        />
        <p className="auth-forgot">
          <Link to="/login?reset" state={location.state}>
            {t('Forgot your password?')}
          </Link>
        </p>
        <FormError message={withReadableDates(t.text(store.error))} />
        {store.needsConfirmation && (
          <p className="auth-hint">
            <Link to="/verify" state={{ username: store.login.trim() }}>
              {t('Confirm your account')}
            </Link>{' '}
            {t('with the code we emailed you.')}
          </p>
        )}
        <div className="auth-actions">
          <Button type="submit" variant="primary" disabled={working}>
            {store.busy && !store.passkeyBusy ? t('Signing In...') : t('Sign In')}
          </Button>
          <Button onClick={() => void handlePasskey()} disabled={working}>
            {store.passkeyBusy ? t('Waiting for passkey...') : t('Use a passkey')}
          </Button>
        </div>
      </form>
      <p className="auth-switch">
        {t("Don't have an account?")} <Link to="/signup">{t('Sign up')}</Link>
      </p>
    </AuthCard>
  );
});
