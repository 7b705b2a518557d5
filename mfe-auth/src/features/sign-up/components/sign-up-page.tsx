import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSessionActions } from '@cliques/session';
import { Button, FormError, PasswordField, TextField } from '@cliques/ui';
import { AuthCard } from '../../../components/auth-card';
import { SignUpStore } from '../stores/sign-up-store';

/** /signup: create an account, then enter the emailed code on /verify. */
export const SignUpPage = observer(function SignUpPage() {
  const { signUp } = useSessionActions();
  const [store] = useState(() => new SignUpStore({ signUp }));
  const navigate = useNavigate();
  const t = useT();
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await store.submit()) await navigate('/verify');
  };
  return (
    <AuthCard title={t('Create your account')} intro={t('We will email you a code to confirm it.')}>
      <form className="auth-form" onSubmit={(event) => void handleSubmit(event)} aria-label={t('Sign up')}>
        <TextField
          label={t('Email')}
          type="email"
          value={store.email}
          onChange={store.setEmail}
          autoComplete="email"
          required
          autoFocus
        />
        <TextField
          label={t('Username')}
          value={store.username}
          onChange={store.setUsername}
          autoComplete="username"
          autoCapitalize="none"
          required
        />
        {/* No minLength: the browser's own message would pre-empt docs/PRODUCT.md's 'Password must be at least 8 characters long'. */}
        <PasswordField
          label={t('Password')}
          purpose="new"
          value={store.password}
          onChange={store.setPassword}
          required
        />
        <PasswordField
          label={t('Confirm Password')}
          purpose="new"
          value={store.confirmPassword}
          onChange={store.setConfirmPassword}
          required
        />
        <FormError message={t.text(store.error)} />
        {store.unconfirmed && (
          <Link to="/verify" state={{ username: store.unconfirmed }}>
            {t('Confirm this account')}
          </Link>
        )}
        <Button type="submit" variant="primary" disabled={store.busy}>
          {store.busy ? t('Creating Account...') : t('Sign Up')}
        </Button>
      </form>
      <p className="auth-switch">
        {t('Already have an account?')} <Link to="/login">{t('Sign in')}</Link>
      </p>
    </AuthCard>
  );
});
