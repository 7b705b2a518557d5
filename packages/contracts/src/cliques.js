import { Type } from '@sinclair/typebox';
import { Id, Timestamp, UserSummary } from './common';
import { cliqueLimits } from './limits';
export { cliqueLimits } from './limits';
/** A group: only its members see it; the creator owns it and is a member. */
export const Clique = Type.Object({
    cliqueId: Type.String(),
    name: Type.String(),
    description: Type.String(),
    ownerId: Type.String(),
    members: Type.Array(UserSummary),
    memberCount: Type.Integer(),
    createdAt: Timestamp,
});
/** POST /cliques */
export const CreateCliqueBody = Type.Object({
    name: Type.String({ minLength: 1, maxLength: cliqueLimits.name }),
    description: Type.Optional(Type.String({ maxLength: cliqueLimits.description })),
}, { additionalProperties: false });
/** PUT /cliques/{id} (owner only) */
export const UpdateCliqueBody = Type.Object({
    name: Type.Optional(Type.String({ minLength: 1, maxLength: cliqueLimits.name })),
    description: Type.Optional(Type.String({ maxLength: cliqueLimits.description })),
}, { additionalProperties: false, minProperties: 1 });
/** POST /cliques/{id}/members (owner only) */
export const AddCliqueMemberBody = Type.Object({ userId: Id }, { additionalProperties: false });
/** Path `{id}/members/{userId}`. */
export const CliqueMemberParams = Type.Object({ id: Id, userId: Id });
/** GET /cliques/{id}/posts query. */
export const CliquePostsQuery = Type.Object({
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    sort: Type.Union([Type.Literal('newest'), Type.Literal('top')], { default: 'newest' }),
    nextToken: Type.Optional(Type.String({ maxLength: 512 })),
}, { additionalProperties: false });
export const CliqueResponse = Type.Object({ clique: Clique });
export const CliquesResponse = Type.Object({ cliques: Type.Array(Clique) });
export const CliqueMembersResponse = Type.Object({ members: Type.Array(UserSummary) });
