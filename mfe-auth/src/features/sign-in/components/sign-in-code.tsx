import { useT } from '../../../i18n';
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
  const t = useT();
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await store.submitCode()) onSignedIn();
  };
  return (
    <AuthCard title={t('Two-step verification')} intro={t(`${codeRequiredMessage}.`)}>
      <form
        className="auth-form"
        onSubmit={(event) => void handleSubmit(event)}
        aria-label={t('Two-step verification')}
        noValidate
      >
        <CodeField
          label={t('Authenticator Code')}
          className="auth-code"
          value={store.code}
          onChange={store.setCode}
          autoFocus
        />
        <FormError message={t.text(store.error)} />
        <div className="auth-actions">
          <Button type="submit" variant="primary" disabled={store.busy}>
            {store.busy ? t('Verifying...') : t('Verify Code')}
          </Button>
          <Button onClick={store.backToCredentials} disabled={store.busy}>
            {t('Cancel')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
});
