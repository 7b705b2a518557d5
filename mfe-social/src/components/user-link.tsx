import { Link } from 'react-router-dom';
import type { UserSummary } from '@cliques/contracts';
import { UserName } from '@cliques/ui';
import { Avatar } from './avatar';

/** A person in a list: picture, display name and @username, linking to their profile. */
export function UserLink({ user }: { user: UserSummary }) {
  return (
    <Link className="social-user" to={`/profile/${encodeURIComponent(user.userId)}`}>
      <Avatar user={user} />
      <UserName displayName={user.displayName} username={user.username} nameClassName="social-user-name" />
    </Link>
  );
}
