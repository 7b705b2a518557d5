import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** docs/API.md error body: `{error: {code, message, details?}}`. */
export const ErrorBody = Type.Object({
  error: Type.Object({
    code: Type.Union(
      [
        'validation_failed',
        'unauthorized',
        'forbidden',
        'blocked',
        'reauthentication_required',
        'not_found',
        'conflict',
        'precondition_failed',
        'payload_too_large',
        'invalid_remote',
        'precondition_required',
        'rate_limited',
        'suspended',
        'invite_required',
        'banned',
        'muted_in_clique',
        'poll_closed',
        'invalid_query',
        'internal',
        'search_timeout',
      ].map((c) => Type.Literal(c)),
    ),
    message: Type.String(),
    details: Type.Optional(Type.Array(Type.Unknown())),
  }),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** Opaque ids (UUIDs on this server). */
export const Id = Type.String({ format: 'uuid' });

/** ISO-8601 UTC time. */
export const Timestamp = Type.String({ format: 'date-time' });

/** A person as other people see them in lists. */
export const UserSummary = Type.Object({
  userId: Type.String(),
  username: Type.String(),
  displayName: Type.String(),
  profilePicture: Type.Union([Type.String(), Type.Null()]),
});
export type UserSummary = Static<typeof UserSummary>;

/** Keyset paging query: `limit` (default per call, max 100) and an opaque `nextToken`. */
export const pageQuery = (defaultLimit: number) =>
  Type.Object(
    {
      limit: Type.Integer({ minimum: 1, maximum: 100, default: defaultLimit }),
      nextToken: Type.Optional(Type.String({ maxLength: 512 })),
    },
    { additionalProperties: false },
  );

/** A page of items with `hasMore` and `nextToken` (null at the end). */
export const page = <T extends TSchema>(key: string, item: T) =>
  Type.Object({
    [key]: Type.Array(item),
    hasMore: Type.Boolean(),
    nextToken: Type.Union([Type.String(), Type.Null()]),
  });

/** Path parameter `{id}`: a UUID on every route, so a malformed id is the same 400 everywhere. */
export const IdParams = Type.Object({ id: Id });

/** The error statuses a route can answer (docs/API.md "Errors"); each answers the one error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 428 | 429 | 503;

/** Response schemas for the error statuses a route can answer: `response: { 200: X, ...errorResponses(400, 401) }`. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as Record<S, typeof ErrorBody>;
}
