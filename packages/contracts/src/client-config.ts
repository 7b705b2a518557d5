import { Type, type Static } from '@sinclair/typebox';

/** Where the sign-in service lives: Cognito's user pool, or the built-in endpoint (`userPoolEndpoint`). */
export const IdentityEndpoint = Type.Object({
  userPoolId: Type.String(),
  userPoolClientId: Type.String(),
  userPoolEndpoint: Type.Optional(Type.String()),
});

const Role = Type.Optional(Type.Union([Type.Literal('moderator'), Type.Literal('admin')]));

/** One remote's declared routes and navigation entries (routes.ts: RouteSet), as /config.json gives them. */
export const ClientRouteSet = Type.Object({
  routes: Type.Array(
    Type.Object({
      path: Type.String(),
      page: Type.String(),
      access: Type.Union([Type.Literal('signed-in'), Type.Literal('public'), Type.Literal('signed-out')]),
      role: Role,
    }),
  ),
  nav: Type.Array(
    Type.Object({
      path: Type.String(),
      label: Type.Record(Type.String(), Type.String()),
      icon: Type.String(),
      badge: Type.Optional(Type.String()),
      order: Type.Number(),
      role: Role,
    }),
  ),
});

/**
 * GET /config.json: the browser's run-time configuration (docs/API.md "Independent delivery"). The
 * remotes' manifest URLs and versions are the caller's (live, or their canary); a version is null
 * while a remote runs the build bundled with the server.
 */
export const ClientConfig = Type.Object({
  remotes: Type.Record(Type.String(), Type.String()),
  versions: Type.Record(Type.String(), Type.Union([Type.String(), Type.Null()])),
  /** Each remote's routes and navigation entries: those of the build the caller gets. */
  routes: Type.Record(Type.String(), ClientRouteSet),
  allowRemoteOverrides: Type.Boolean(),
  /** The only origins a developer's override may point at; empty when overrides are off. */
  remoteOverrideOrigins: Type.Array(Type.String()),
  apiBase: Type.String(),
  identity: IdentityEndpoint,
  /** Whether this server talks to other servers (FEDERATION=on): handles, remote follows and reachability show only then. */
  federation: Type.Boolean(),
  /**
   * The releases this page previews (`?preview=` links it was given), each with its link's token;
   * present only when the request named previews.
   */
  previews: Type.Optional(
    Type.Array(
      Type.Object({ app: Type.String(), version: Type.String(), expiresAt: Type.String(), token: Type.String() }),
    ),
  ),
  /** Why a preview link given was not used (invalid, tampered, expired, or its release removed). */
  previewProblems: Type.Optional(Type.Array(Type.String())),
});
export type ClientConfig = Static<typeof ClientConfig>;
