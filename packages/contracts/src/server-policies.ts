import { Type, type Static } from '@sinclair/typebox';
import { Timestamp } from './common';

/** An admin's decision about another server: `block` (nothing in or out), `limit` (no public reach). */
export const ServerPolicyKind = Type.Union([Type.Literal('block'), Type.Literal('limit')]);
export type ServerPolicyKind = Static<typeof ServerPolicyKind>;

/** `/admin/servers/{host}`: a server by its host, lowercase `hostname[:port]`. */
export const ServerHostParams = Type.Object({ host: Type.String({ minLength: 1, maxLength: 260 }) });
export type ServerHostParams = Static<typeof ServerHostParams>;

/** PUT /admin/servers/{host} (admins only). */
export const SetServerPolicyBody = Type.Object(
  { policy: ServerPolicyKind, reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export type SetServerPolicyBody = Static<typeof SetServerPolicyBody>;

/** One server's policy: who set it (an admin's username) and when. */
export const ServerPolicy = Type.Object({
  host: Type.String(),
  policy: ServerPolicyKind,
  reason: Type.String(),
  setBy: Type.String(),
  setAt: Timestamp,
});
export type ServerPolicy = Static<typeof ServerPolicy>;

export const ServerPolicyResponse = Type.Object({ server: ServerPolicy });
export type ServerPolicyResponse = Static<typeof ServerPolicyResponse>;

/** GET /admin/servers: every server with a policy, by host. */
export const ServerPoliciesResponse = Type.Object({ servers: Type.Array(ServerPolicy) });
export type ServerPoliciesResponse = Static<typeof ServerPoliciesResponse>;
