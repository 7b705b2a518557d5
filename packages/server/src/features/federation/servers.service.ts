import type { ServerPolicy as ServerPolicyEntry, SetServerPolicyBody } from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth.plugin';
import { cutTiesWithServer, deleteServerPolicy, listServerPolicies, upsertServerPolicy } from './servers.repository';

/** A host as policies name it: a lowercase host name or IPv4 address, with a port when not the default. */
const hostPattern =
  /^(?=[^:]{1,253}(?::|$))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::(\d{1,5}))?$/;

/** The host of `/admin/servers/{host}`, checked: 400 unless lowercase `hostname[:port]` (port 1–65535). */
export function checkedHost(raw: string): string {
  const match = hostPattern.exec(raw);
  const port = match?.[1] === undefined ? 1 : Number(match[1]);
  if (!match || port < 1 || port > 65535)
    throw badRequest('host must be a lowercase host name, with :port when the server has one', [
      { path: '/host', message: 'not a lowercase hostname[:port]' },
    ]);
  return raw;
}

/** Admins only (ADMIN_USERS, by the token's username): anyone else is refused with 403. */
export function requireServerAdmin(caller: AuthUser, admins: ReadonlySet<string>): void {
  if (!admins.has(caller.username)) throw forbidden('Only admins (ADMIN_USERS) may block or limit servers');
}

/**
 * PUT /admin/servers/{host}: blocks or limits a server. A block also cuts every follow, membership
 * and join request between local people and that server's accounts, in the same transaction;
 * from then on nothing of theirs is taken in and nothing is sent to them.
 */
export async function setServerPolicy(
  db: Database,
  host: string,
  body: SetServerPolicyBody,
  setBy: string,
): Promise<ServerPolicyEntry> {
  return db.transaction(async (tx) => {
    const saved = await upsertServerPolicy(tx, host, body.policy, body.reason?.trim() ?? '', setBy);
    if (body.policy === 'block') await cutTiesWithServer(tx, host);
    return saved;
  });
}

/** DELETE /admin/servers/{host}: lifts a server's block or limit (404 when it had none). Cut ties stay cut. */
export async function removeServerPolicy(db: Database, host: string): Promise<void> {
  if (!(await deleteServerPolicy(db, host))) throw notFound('That server has no block or limit');
}

/** GET /admin/servers: every blocked or limited server, by host. */
export function serverPolicies(db: Database): Promise<ServerPolicyEntry[]> {
  return listServerPolicies(db);
}
