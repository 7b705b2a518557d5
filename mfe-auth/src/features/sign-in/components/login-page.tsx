import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { syncUser } from '@cliques/api-client';
import { returnPath, SignInForm, useSessionActions } from '@cliques/session';
import { Button, FormError, TextField } from '@cliques/ui';
import { AuthCard } from '../../../components/auth-card';

/** /login: sign in with an email or username and a password, then return where the guard came from. */
export const LoginPage = observer(function LoginPage() {
  const { signIn } = useSessionActions();
  const [store] = useState(() => new SignInForm({ signIn, syncUser }));
  const navigate = useNavigate();
  const location = useLocation();
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await store.submit()) navigate(returnPath(location.state), { replace: true });
  };
  return (
    <AuthCard title="Sign in to Cliques">
      <form className="auth-form" onSubmit={handleSubmit} aria-label="Sign in">
        <TextField label="Email or Username" value={store.login} onChange={store.setLogin} autoComplete="username" required autoFocus />
        <TextField label="Password" type="password" value={store.password} onChange={store.setPassword} autoComplete="current-password" required />
        <FormError message={store.error} />
        <Button type="submit" variant="primary" disabled={store.busy}>
          {store.busy ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <p className="auth-switch">
        Don&apos;t have an account? <Link to="/signup">Sign up</Link>
      </p>
    </AuthCard>
  );
});
