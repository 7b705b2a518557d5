import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { syncUser } from '@cliques/api-client';
import { returnPath, SignInForm, useSessionActions } from '@cliques/session';
import { ResetPasswordPanel } from './reset-password-panel';
import { passwordResetNotice } from '../stores/reset-password-store';
import { SignInCode } from './sign-in-code';
import { SignInCredentials } from './sign-in-credentials';

/** A line another step left for the sign-in form (`state.notice`), or ''. */
function noticeOf(state: unknown): string {
  const notice = state && typeof state === 'object' ? (state as { notice?: unknown }).notice : undefined;
  return typeof notice === 'string' ? notice : '';
}

/**
 * /login: sign in with an email or username and a password (then an authenticator code when the
 * account asks for one), or with a passkey; then return where the guard came from. `/login?reset`
 * is "Forgot your password?".
 */
export const LoginPage = observer(function LoginPage() {
  const { signIn, signInWithPasskey, confirmSignInCode } = useSessionActions();
  const [store] = useState(() => new SignInForm({ signIn, syncUser, signInWithPasskey, confirmSignInCode }));
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const state: unknown = location.state;
  // navigate returns a promise only under a data router; the app's BrowserRouter returns nothing.
  const handleSignedIn = () => void navigate(returnPath(state), { replace: true });
  if (params.has('reset')) {
    const keptState = state && typeof state === 'object' ? state : {};
    return (
      <ResetPasswordPanel
        initialLogin={store.login}
        onDone={() => void navigate('/login', { replace: true, state: { ...keptState, notice: passwordResetNotice } })}
        onBack={() => void navigate('/login', { state })}
      />
    );
  }
  if (store.step === 'code') return <SignInCode store={store} onSignedIn={handleSignedIn} />;
  return <SignInCredentials store={store} notice={noticeOf(state)} onSignedIn={handleSignedIn} />;
});
