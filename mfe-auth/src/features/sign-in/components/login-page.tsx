import { observer } from 'mobx-react-lite';
import { useRef, useState, type ComponentType } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { syncUser } from '@cliques/api-client';
import type { UserProfile } from '@cliques/contracts';
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

/** The question about other servers, loaded only when it is to be asked, with whom it asks. */
interface Asking {
  profile: UserProfile;
  Question: ComponentType<{ profile: UserProfile; onDone: () => void }>;
}

/**
 * /login: sign in with an email or username and a password (then an authenticator code when the
 * account asks for one), or with a passkey; then return where the guard came from, once the person
 * answered the question about other servers when it is theirs to answer (federation-question.tsx).
 * `/login?reset` is "Forgot your password?".
 */
export const LoginPage = observer(function LoginPage() {
  const { signIn, signInWithPasskey, confirmSignInCode } = useSessionActions();
  const synced = useRef<UserProfile | null>(null);
  const [store] = useState(
    () =>
      new SignInForm({
        signIn,
        syncUser: async () => (synced.current = await syncUser()),
        signInWithPasskey,
        confirmSignInCode,
      }),
  );
  const [asking, setAsking] = useState<Asking | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const state: unknown = location.state;
  // navigate returns a promise only under a data router; the app's BrowserRouter returns nothing.
  const goOn = () => void navigate(returnPath(state), { replace: true });
  const askOrGoOn = async () => {
    const profile = synced.current;
    const question = profile && (await import('./federation-question'));
    if (profile && question && (await question.shouldAskAboutFederation(profile)))
      setAsking({ profile, Question: question.FederationQuestion });
    else goOn();
  };
  const handleSignedIn = () => void askOrGoOn();
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
  return (
    <>
      {store.step === 'code' ? (
        <SignInCode store={store} onSignedIn={handleSignedIn} />
      ) : (
        <SignInCredentials store={store} notice={noticeOf(state)} onSignedIn={handleSignedIn} />
      )}
      {asking && <asking.Question profile={asking.profile} onDone={goOn} />}
    </>
  );
});
