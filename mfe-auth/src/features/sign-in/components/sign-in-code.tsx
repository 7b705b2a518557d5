import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { codeRequiredMessage, type SignInForm } from '@cliques/session';
import { Button, CodeField, FormError } from '@cliques/ui';
import { AuthCard } from '../../../components/auth-card';

/** The second step of a sign-in with two-step verification on: the code from the authenticator app. */
export const SignInCode = observer(function SignInCode({
  store,
  onSignedIn,
}: {
  store: SignInForm;
  onSignedIn: () => void;
}) {
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await store.submitCode()) onSignedIn();
  };
  return (
    <AuthCard title="Two-step verification" intro={`${codeRequiredMessage}.`}>
      <form className="auth-form" onSubmit={handleSubmit} aria-label="Two-step verification" noValidate>
        <CodeField
          label="Authenticator Code"
          className="auth-code"
          value={store.code}
          onChange={store.setCode}
          autoFocus
        />
        <FormError message={store.error} />
        <div className="auth-actions">
          <Button type="submit" variant="primary" disabled={store.busy}>
            {store.busy ? 'Verifying...' : 'Verify Code'}
          </Button>
          <Button onClick={store.backToCredentials} disabled={store.busy}>
            Cancel
          </Button>
        </div>
      </form>
    </AuthCard>
  );
});
