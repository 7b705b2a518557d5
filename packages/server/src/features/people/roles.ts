import type { Role } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { forbidden } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth.plugin';
import { storedRole } from './people.repository';

/** The usernames of ADMIN_USERS; admins are configured, never stored. */
export type Admins = ReadonlySet<string>;

/** A person's role: admin by username (ADMIN_USERS), else what is stored (moderator or member). */
export function roleOf(username: string, stored: string | null | undefined, admins: Admins): Role {
  if (admins.has(username)) return 'admin';
  return stored === 'moderator' ? 'moderator' : 'member';
}

/** Your own profile (the only one with a `role`), with `admin` when ADMIN_USERS names you. */
export function withAdminRole<P extends { username: string; role?: Role }>(profile: P, admins: Admins): P {
  return profile.role && admins.has(profile.username) ? { ...profile, role: 'admin' } : profile;
}

/** The caller's role: the username from their verified token, the stored role from their row. */
export async function callerRole(db: Queryable, caller: AuthUser, admins: Admins): Promise<Role> {
  if (admins.has(caller.username)) return 'admin';
  return roleOf(caller.username, await storedRole(db, caller.userId), admins);
}

/** Moderators and admins pass; anyone else is refused with 403. */
export async function requireStaff(db: Queryable, caller: AuthUser, admins: Admins): Promise<Role> {
  const role = await callerRole(db, caller, admins);
  if (role === 'member') throw forbidden('Only moderators and admins may moderate');
  return role;
}

/** Admins (ADMIN_USERS, by the token's username) pass; anyone else is refused with 403. */
export function requireAdmin(caller: AuthUser, admins: Admins): void {
  if (!admins.has(caller.username)) throw forbidden('Only admins (ADMIN_USERS) may grant or take back roles');
}
