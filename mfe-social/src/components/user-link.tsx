import { Link } from 'react-router-dom';
import type { UserSummary } from '@cliques/contracts';
import { Avatar } from './avatar';

/** A person in a list: picture, display name and @username, linking to their profile. */
export function UserLink({ user }: { user: UserSummary }) {
  return (
    <Link className="social-user" to={`/profile/${encodeURIComponent(user.userId)}`}>
      <Avatar user={user} />
      <span>
        <span className="social-user-name">{user.displayName}</span> <span className="ui-muted">@{user.username}</span>
      </span>
    </Link>
  );
}
