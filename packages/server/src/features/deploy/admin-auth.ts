import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config/config';
import { forbidden, unauthorized } from '../../platform/http/errors';
import { bearerToken, type TokenVerifier } from '../../platform/http/auth.plugin';

/** Who a deploy call came from: an admin's username, or `deploy-token` for CI. */
export type DeployActor = string;

/**
 * The check for /api/admin: `Authorization: Bearer <DEPLOY_TOKEN>` (compared in constant time; no
 * token works when DEPLOY_TOKEN is unset) or an ID token of a user listed in ADMIN_USERS. Missing or
 * invalid: 401; a signed-in user who is not an admin: 403.
 */
export function createAdminCheck(config: Config, verify: TokenVerifier) {
  const deployTokenHash = config.deployToken ? sha256(config.deployToken) : undefined;
  const admins = new Set(config.adminUsers);
  return async function checkAdmin(request: FastifyRequest): Promise<DeployActor> {
    const token = bearerToken(request);
    if (!token) throw unauthorized("The deploy API needs Authorization: Bearer <DEPLOY_TOKEN or an admin's ID token>");
    // Hashing first gives equal lengths, so the comparison says nothing about the token's length.
    if (deployTokenHash && timingSafeEqual(sha256(token), deployTokenHash)) return 'deploy-token';
    const user = await verify(token).catch(() => null);
    if (!user) throw unauthorized('Invalid or expired token');
    if (!admins.has(user.username)) throw forbidden('Only admins (ADMIN_USERS) may use the deploy API');
    return user.username;
  };
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
