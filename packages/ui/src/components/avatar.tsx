import type { UserSummary } from '@cliques/contracts';
import { useSignedUrl } from '@cliques/media';

/** Sizes of an avatar: beside a comment, in a list or on a card, at the head of a profile. */
export type AvatarSize = 'small' | 'medium' | 'large';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  user: Pick<UserSummary, 'displayName' | 'username' | 'profilePicture'>;
  size?: AvatarSize;
  /**
   * The name is right beside the picture (in the same link or line): the picture is then
   * decoration (`alt=""`), so a screen reader does not read the name twice.
   */
  decorative?: boolean;
}

/**
 * A person's picture through a signed URL, described by their name, or their initial while it
 * resolves and when they have none (then hidden from screen readers: the name is beside it).
 * Every place that names a person shows one (issue 18): through {@link UserLink}, or `decorative`
 * beside the name where the name is not a profile link.
 */
export function Avatar({ user, size = 'medium', decorative = false }: AvatarProps) {
  const url = useSignedUrl(user.profilePicture);
  const name = user.displayName || user.username;
  const initial = (name || '?').trim().charAt(0).toUpperCase();
  return (
    <span className="ui-avatar" data-size={size} aria-hidden={url && !decorative ? undefined : true}>
      {url ? <img src={url} alt={decorative ? '' : `${name}'s profile picture`} /> : initial}
    </span>
  );
}
