import type { UserSummary } from '@cliques/contracts';
import { useSignedUrl } from '@cliques/media';

/** A person's picture through a signed URL, or their initial. */
export function UserAvatar({ user, size = 40 }: { user: UserSummary; size?: number }) {
  const url = useSignedUrl(user.profilePicture);
  const initial = (user.displayName || user.username || '?').trim().charAt(0).toUpperCase();
  return (
    <span className="feed-avatar" style={{ width: size, height: size }} aria-hidden="true">
      {url ? <img src={url} alt="" /> : initial}
    </span>
  );
}
