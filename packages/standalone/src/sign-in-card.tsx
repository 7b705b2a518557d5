import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { syncUser } from '@cliques/api-client';
import { SignInForm, useSessionActions } from '@cliques/session';
import { Button, FormError, TextField } from '@cliques/ui';

/**
 * The sign-in of an area running alone: the product spec's login fields, button and error area on the shared
 * sign-in form state, so it signs in exactly as /login does. Signed in, the page asked for renders
 * in its place (the gate watches the session); there is no sign-up here: make accounts in the app.
 */
export const SignInCard = observer(function SignInCard({ area }: { area: string }) {
  const { signIn } = useSessionActions();
  const [form] = useState(() => new SignInForm({ signIn, syncUser }));
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <main className="ui-page standalone-sign-in">
      <section className="ui-card">
        <h1>Sign in to Cliques</h1>
        <p className="ui-muted">{area}, running alone against the app server.</p>
        <form onSubmit={handleSubmit} aria-label="Sign in">
          <TextField
            label="Email or Username"
            value={form.login}
            onChange={form.setLogin}
            autoComplete="username"
            required
            autoFocus
          />
          <TextField
            label="Password"
            type="password"
            value={form.password}
            onChange={form.setPassword}
            autoComplete="current-password"
            required
          />
          <FormError message={form.error} />
          <Button type="submit" variant="primary" disabled={form.busy}>
            {form.busy ? 'Signing In...' : 'Sign In'}
          </Button>
        </form>
      </section>
    </main>
  );
});
