import { Link } from 'react-router-dom';
import type { UserSummary } from '@cliques/contracts';
import { Avatar, type AvatarSize } from './avatar';
import { UserName, UserText } from './user-text';

/** Props of {@link UserLink}. */
export interface UserLinkProps {
  user: Pick<UserSummary, 'userId' | 'displayName' | 'username' | 'profilePicture'>;
  size?: AvatarSize;
  /** Show the `@username` beside the display name (default true). */
  withUsername?: boolean;
}

/**
 * A person: picture, display name (and @username), linking to their profile. The picture is
 * decorative: the name beside it is the link's text, so a screen reader reads it once.
 */
export function UserLink({ user, size = 'medium', withUsername = true }: UserLinkProps) {
  return (
    <Link className="ui-person" to={`/profile/${encodeURIComponent(user.userId)}`}>
      <Avatar user={user} size={size} decorative />
      {withUsername ? (
        <UserName displayName={user.displayName} username={user.username} nameClassName="ui-person-name" />
      ) : (
        <UserText className="ui-person-name">{user.displayName}</UserText>
      )}
    </Link>
  );
}
