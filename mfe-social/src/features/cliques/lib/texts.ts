import type { CliqueJoinPolicy, CliquePostingPolicy, CliqueRole, CliqueVisibility } from '@cliques/contracts';
import type { SocialMessage } from '../../../i18n';

/** The name of each visibility, as its badge says it. */
export const visibilityLabels: Record<CliqueVisibility, SocialMessage> = {
  public: 'Public',
  private: 'Private',
  secret: 'Secret',
};

/** What each visibility means, beside its choice in the settings. */
export const visibilityHints: Record<CliqueVisibility, SocialMessage> = {
  public: 'Anyone signed in can find it and read its posts.',
  private: 'Anyone signed in can find it; only members see posts and members.',
  secret: 'Only members and invited people know it exists.',
};

export const joinPolicyLabels: Record<CliqueJoinPolicy, SocialMessage> = {
  open: 'Anyone may join',
  request: 'People ask to join; moderators approve',
  invite: 'By invitation only',
};

export const postingPolicyLabels: Record<CliquePostingPolicy, SocialMessage> = {
  members: 'Every member posts',
  approval: 'Moderators approve members’ posts',
  admins: 'Only admins post',
};

export const roleLabels: Record<CliqueRole, SocialMessage> = {
  owner: 'Owner',
  admin: 'Admin',
  moderator: 'Moderator',
  member: 'Member',
};

/** Mute and ban lengths offered, in hours (null: for ever, bans only). */
export const durations: { hours: number | null; label: SocialMessage }[] = [
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '1 day' },
  { hours: 168, label: '1 week' },
  { hours: 720, label: '30 days' },
  { hours: null, label: 'For ever' },
];
