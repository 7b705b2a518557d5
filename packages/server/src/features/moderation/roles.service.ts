import type { SetRoleResponse } from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth.plugin';
import { isId } from '../../platform/input/ids';
import { isRemote } from '../audience';
import { requireAdmin, type Admins } from '../people';
import { insertAudit } from './audit.repository';
import { lockUserStanding, storeRole } from './moderated-users.repository';

/**
 * PUT /admin/users/{id}/role: an admin makes a person a moderator or a member again, in the audit
 * log. Admins' own role comes from ADMIN_USERS and cannot change here (400); unknown people: 404;
 * an account of another server, who never signs in here, cannot be made a moderator (403).
 */
export async function setRole(
  db: Database,
  caller: AuthUser,
  admins: Admins,
  userId: string,
  role: 'moderator' | 'member',
): Promise<SetRoleResponse> {
  requireAdmin(caller, admins);
  return db.transaction(async (tx) => {
    const person = isId(userId) ? await lockUserStanding(tx, userId) : null;
    if (!person) throw notFound('User not found');
    if (admins.has(person.username)) throw badRequest("An admin's role comes from ADMIN_USERS and cannot change");
    if (role === 'moderator' && (await isRemote(tx, userId)))
      throw forbidden('Only people of this server can be moderators');
    if (person.role !== role) {
      await storeRole(tx, userId, role);
      await insertAudit(tx, {
        action: 'set_role',
        moderatorId: caller.userId,
        targetType: 'user',
        targetId: userId,
        subjectId: userId,
        role,
      });
    }
    return { userId, role };
  });
}
