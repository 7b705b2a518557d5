import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useSession, useSessionActions } from '@cliques/session';
import { Button } from '@cliques/ui';

/** A thin bar above an area running alone: which area, who is signed in, and Sign Out. */
export const StandaloneHeader = observer(function StandaloneHeader({ area }: { area: string }) {
  const session = useSession();
  const { signOut } = useSessionActions();
  return (
    <header className="standalone-header">
      <Link to="/" className="standalone-area">
        {area} (standalone)
      </Link>
      {session.user && (
        <span className="standalone-user">
          Signed in as <strong>{session.user.displayName}</strong>
          <Button onClick={() => void signOut().catch(() => undefined)}>Sign Out</Button>
        </span>
      )}
    </header>
  );
});
