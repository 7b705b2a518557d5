import { useNavigate } from 'react-router-dom';
import { useSession } from '@cliques/session';

/**
 * Back on the legal and contact pages (docs/PRODUCT.md §2): the supplied handler when there is one, else
 * /settings for a signed-in user and /login for a visitor (read when Back is pressed).
 */
export function useBack(onBack?: () => void): () => void {
  const session = useSession();
  const navigate = useNavigate();
  return () => {
    if (onBack) onBack();
    // navigate returns a promise only under a data router; the app's BrowserRouter returns nothing.
    else void navigate(session.user ? '/settings' : '/login');
  };
}
