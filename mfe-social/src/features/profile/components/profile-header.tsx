import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { UserProfile } from '@cliques/contracts';
import { Avatar } from '../../../components/avatar';

/** Name, picture, profile fields and the four counts. */
export const ProfileHeader = observer(function ProfileHeader({ profile, children }: { profile: UserProfile; children?: ReactNode }) {
  const counts = [
    ['Posts', profile.postsCount],
    ['Friends', profile.friendsCount],
    ['Followers', profile.followersCount],
    ['Following', profile.followingCount],
  ] as const;
  return (
    <section className="ui-card social-stack" aria-label="Profile">
      <div className="social-row">
        <Avatar user={profile} size="large" />
        <div>
          <h1>{profile.displayName}</h1>
          <p className="ui-muted">@{profile.username}</p>
        </div>
      </div>
      {profile.bio && <p>{profile.bio}</p>}
      {(profile.location || profile.profession) && (
        <p className="ui-muted">{[profile.profession, profile.location].filter(Boolean).join(' · ')}</p>
      )}
      <ul className="social-counts" aria-label="Counts">
        {counts.map(([label, value]) => (
          <li key={label} data-testid={`count-${label.toLowerCase()}`}>
            <strong>{value}</strong>
            {label}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
});
