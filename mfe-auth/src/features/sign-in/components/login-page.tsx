import { observer } from 'mobx-react-lite';
import { useState, type ComponentType } from 'react';
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

/** The question about other servers, loaded only when it is to be asked: with whom it asks, and what answering resumes. */
interface Asking {
  profile: UserProfile;
  Question: ComponentType<{ profile: UserProfile; onDone: () => void }>;
  answered: () => void;
}

/**
 * /login: sign in with an email or username and a password (then an authenticator code when the
 * account asks for one), or with a passkey; then return where the guard came from. The question
 * about other servers (federation-question.tsx) is asked, when it is the person's to answer, before
 * the session counts as signed in: the app replaces this page the moment it does.
 * `/login?reset` is "Forgot your password?".
 */
export const LoginPage = observer(function LoginPage() {
  const { signIn, signInWithPasskey, confirmSignInCode } = useSessionActions();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [store] = useState(() => {
    /** Asks the question and waits for the answer, when it is to be asked. */
    const askFirst = async (profile: UserProfile) => {
      const question = await import('./federation-question');
      if (!(await question.shouldAskAboutFederation(profile))) return;
      await new Promise<void>((answered) => setAsking({ profile, Question: question.FederationQuestion, answered }));
      setAsking(null);
    };
    return new SignInForm({
      signIn,
      syncUser: async () => askFirst(await syncUser()),
      signInWithPasskey,
      confirmSignInCode,
    });
  });
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
  return (
    <>
      {store.step === 'code' ? (
        <SignInCode store={store} onSignedIn={handleSignedIn} />
      ) : (
        <SignInCredentials store={store} notice={noticeOf(state)} onSignedIn={handleSignedIn} />
      )}
      {asking && <asking.Question profile={asking.profile} onDone={asking.answered} />}
    </>
  );
});
