import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useSession } from '@cliques/session';
import { LoadingState } from '@cliques/ui';
import { SignInCard } from './sign-in-card';

/**
 * Shows its pages to a signed-in user, the sign-in form to anyone else. The form stays up while a
 * sign-in is under way (the session's `loading` is not watched here), so it keeps its busy label.
 */
export const SignInGate = observer(function SignInGate({ area, children }: { area: string; children: ReactNode }) {
  const session = useSession();
  if (!session.initialized) return <LoadingState />;
  if (!session.user) return <SignInCard area={area} />;
  return <>{children}</>;
});
