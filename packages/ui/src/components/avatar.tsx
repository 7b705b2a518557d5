import type { UserSummary } from '@cliques/contracts';
import { useSignedUrl } from '@cliques/media';

/** Sizes of an avatar: beside a comment, in a list or on a card, at the head of a profile. */
export type AvatarSize = 'small' | 'medium' | 'large';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  user: Pick<UserSummary, 'displayName' | 'username' | 'profilePicture'>;
  size?: AvatarSize;
}

/**
 * A person's picture through a signed URL, described by their name, or their initial while it
 * resolves and when they have none (then hidden from screen readers: the name is beside it).
 */
export function Avatar({ user, size = 'medium' }: AvatarProps) {
  const url = useSignedUrl(user.profilePicture);
  const name = user.displayName || user.username;
  const initial = (name || '?').trim().charAt(0).toUpperCase();
  return (
    <span className="ui-avatar" data-size={size} aria-hidden={url ? undefined : true}>
      {url ? <img src={url} alt={`${name}'s profile picture`} /> : initial}
    </span>
  );
}
