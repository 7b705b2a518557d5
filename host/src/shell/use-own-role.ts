import { useEffect, useState } from 'react';
import { getUser } from '@cliques/api-client';
import type { Role, UserProfile } from '@cliques/contracts';
import { useSession } from '@cliques/session';

/**
 * The signed-in person's role, from their own profile (`GET /users/{id}` carries `role` for
 * yourself): "member" until it is known, or when it cannot be read. Read again when the person changes.
 */
export function useOwnRole(loadProfile: (userId: string) => Promise<Pick<UserProfile, 'role'>> = getUser): Role {
  const userId = useSession().user?.userId;
  const [known, setKnown] = useState<{ userId: string; role: Role } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let active = true;
    loadProfile(userId).then(
      (profile) => {
        if (active) setKnown({ userId, role: profile.role ?? 'member' });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [userId, loadProfile]);
  return known && known.userId === userId ? known.role : 'member';
}

/** Whether a role may open /moderation (the server checks again on every call). */
export const canModerate = (role: Role) => role === 'moderator' || role === 'admin';
