import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UserText, Avatar } from '@cliques/ui';
import type { UserProfile } from '@cliques/contracts';
import { useFederationHost } from '../../../lib/federation-host';

/**
 * Name, picture, handle, profile fields and the counts (followers and following open their lists).
 * The handle is the full one (`@name@host`) for someone other servers can reach while this server
 * federates, and for an account of another server, with a link to its page there, a "Group" label
 * for a group, and no Posts or Friends count: only part of its posts reach this server (a group's
 * are shares) and it has no friends here.
 */
export const ProfileHeader = observer(function ProfileHeader({
  profile,
  children,
}: {
  profile: UserProfile;
  children?: ReactNode;
}) {
  // Followers and Following open their lists (`?list=…`, shown by the profile page).
  const t = useT();
  const host = useFederationHost();
  const fullHandle = profile.remoteUrl
    ? `@${profile.username}`
    : host && profile.reachable
      ? `@${profile.username}@${host}`
      : null;
  const counts = [
    ...(profile.remoteUrl
      ? []
      : ([
          ['Posts', profile.postsCount, null],
          ['Friends', profile.friendsCount, null],
        ] as const)),
    ['Followers', profile.followersCount, '?list=followers'],
    ['Following', profile.followingCount, '?list=following'],
  ] as const;
  return (
    <section className="ui-card social-stack" aria-label={t('Profile')}>
      <div className="social-row">
        <Avatar user={profile} size="large" />
        <div>
          <UserText as="h1">{profile.displayName}</UserText>
          <p className="ui-muted">
            {profile.remoteKind === 'group' && (
              <>
                <span className="social-tag">{t('Group')}</span>{' '}
              </>
            )}
            {fullHandle ? (
              <span aria-label={t('Handle on other servers')}>
                <UserText>{fullHandle}</UserText>
              </span>
            ) : (
              <UserText>@{profile.username}</UserText>
            )}
            {profile.remoteUrl && (
              <>
                {' · '}
                <a href={profile.remoteUrl} rel="noopener noreferrer nofollow" target="_blank">
                  {t('View on its server')}
                </a>
              </>
            )}
          </p>
        </div>
      </div>
      {profile.bio && <UserText as="p">{profile.bio}</UserText>}
      {(profile.location || profile.profession) && (
        <p className="ui-muted">
          {[profile.profession, profile.location].filter(Boolean).map((text, i) => (
            <Fragment key={i}>
              {i > 0 && ' · '}
              <UserText>{text}</UserText>
            </Fragment>
          ))}
        </p>
      )}
      <ul className="social-counts" aria-label={t('Counts')}>
        {counts.map(([label, value, list]) => (
          <li key={label} data-testid={`count-${label.toLowerCase()}`}>
            {list ? (
              <Link to={list}>
                <strong>{value}</strong>
                {t(label)}
              </Link>
            ) : (
              <>
                <strong>{value}</strong>
                {t(label)}
              </>
            )}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
});
