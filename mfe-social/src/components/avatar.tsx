import type { UserSummary } from '@cliques/contracts';
import { useMediaUrl } from '../lib/use-media-url';

/** A person's picture, or their initial when they have none (or it cannot be loaded). */
export function Avatar({
  user,
  size = 'small',
}: {
  user: Pick<UserSummary, 'displayName' | 'username' | 'profilePicture'>;
  size?: 'small' | 'large';
}) {
  const url = useMediaUrl(user.profilePicture);
  const initial = (user.displayName || user.username || '?').trim().charAt(0).toUpperCase();
  return (
    <span className="social-avatar" data-size={size} aria-hidden={url ? undefined : true}>
      {url ? <img src={url} alt={`${user.displayName}'s profile picture`} /> : initial}
    </span>
  );
}
