import { Type } from '@sinclair/typebox';
import { UserSummary } from './common';
/** The error code (HTTP 403, and a chat error frame) of an act between two people when either has blocked the other. */
export const blockedCode = 'blocked';
/** GET /blocks and GET /mutes: newest first, keyset paged by an opaque `nextToken`. */
export const SafetyListQuery = Type.Object({
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    nextToken: Type.Optional(Type.String({ maxLength: 512 })),
}, { additionalProperties: false });
/** A page of the people you blocked or muted; `nextToken` is null on the last page. */
export const SafetyListResponse = Type.Object({
    items: Type.Array(UserSummary),
    nextToken: Type.Union([Type.String(), Type.Null()]),
});
