import { Type } from '@sinclair/typebox';
import { errorResponses } from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { createAdminCheck, type DeployActor } from './admin-auth';
import { deployRemote, knownApp, listRemotes, rollbackRemote, type DeployDeps } from './deployments';
import { defaultPreviewSeconds, issuePreview, maxPreviewSeconds } from './previews';
import { prefixRoutes } from './prefixes.routes';
import { publishRelease } from './releases';
import { retainedReleases } from './retention';

/** A release is a remote's whole dist; the normal 1 MB body limit applies everywhere else. */
export const releaseBodyLimit = 64 * 1024 * 1024;

const tags = ['admin'];
/** The types a release archive may be sent as (a gzip'd tar). */
const releaseTypes = new Set(['application/gzip', 'application/x-gzip', 'application/octet-stream']);
const wrongReleaseType = {
  error: { code: 'validation_failed', message: "Send the dist as a gzip'd tar (Content-Type: application/gzip)" },
};
// The admin answers are documented in docs/API.md ("Independent delivery"), not typed in the contracts package.
const AdminAnswer = Type.Unknown();
const RemoteParams = Type.Object({ name: Type.String({ maxLength: 64 }) });
/** A remote's name where a malformed one is a 400 (a well-formed unknown one is a 404). */
const RemoteNameParams = Type.Object({ name: Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$' }) });
const ReleaseParams = Type.Object({ name: Type.String({ maxLength: 64 }), version: Type.String({ maxLength: 200 }) });
/** The conditional header of the live map's writes: the ETag of GET /api/admin/remotes the change is based on. */
const IfMatchHeaders = (description: string) =>
  Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 200, description })) });
/** A release: the remote's dist as a gzip'd tar, read as raw bytes. */
const ReleaseArchive = Type.Unknown({ description: "The remote's dist as a gzip'd tar" });
/** The admin routes take a bearer token: an admin's ID token, or CI's DEPLOY_TOKEN. */
const adminSecurity = [{ bearer: [] }];
const DeployBody = Type.Object(
  {
    version: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$' })),
    manifestUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
    percent: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
  },
  { additionalProperties: false },
);

const PreviewBody = Type.Object(
  {
    version: Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$' }),
    expiresInSeconds: Type.Optional(
      Type.Integer({ minimum: 60, maximum: maxPreviewSeconds, default: defaultPreviewSeconds }),
    ),
  },
  { additionalProperties: false },
);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the /api/admin check: the admin's username or `deploy-token`. */
    deployActor?: DeployActor;
  }
}

/**
 * /api/admin: publish releases and move the live map. These routes are outside the normal /api
 * bearer hook (`config.public`) and run their own check, which also admits CI's DEPLOY_TOKEN.
 */
export const adminRoutes: RoutePlugin = async (app, { context }) => {
  const { config, db, releaseStore: store, bundle } = context;
  const deps: DeployDeps = { config, db, store, bundle };
  const checkAdmin = createAdminCheck(config, context.verifyIdToken);
  app.decorateRequest('deployActor', undefined);
  // onRequest: the caller is refused before a large body is read.
  app.addHook('onRequest', async (request) => {
    request.deployActor = await checkAdmin(request);
  });
  app.addContentTypeParser(
    [...releaseTypes],
    { parseAs: 'buffer', bodyLimit: releaseBodyLimit },
    (_request, body, done) => done(null, body),
  );
  const actor = (request: { deployActor?: DeployActor }) => request.deployActor ?? 'unknown';
  const common = { config: { public: true } };
  await app.register(prefixRoutes, { context });

  app.put(
    '/releases/:name/:version',
    {
      ...common,
      bodyLimit: releaseBodyLimit,
      // Before the body is read or parsed: an archive sent under another type (JSON, text) is a 415,
      // not a parse error of the wrong parser.
      onRequest: async (request, reply) => {
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        if (!releaseTypes.has(type)) return reply.status(415).send(wrongReleaseType);
      },
      schema: {
        tags,
        summary: 'Publish a release of a remote',
        operationId: 'publishRelease',
        security: adminSecurity,
        params: ReleaseParams,
        body: {
          content: {
            'application/gzip': { schema: ReleaseArchive },
            'application/x-gzip': { schema: ReleaseArchive },
            'application/octet-stream': { schema: ReleaseArchive },
          },
        },
        response: { 200: AdminAnswer, 201: AdminAnswer, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const { created, release } = await publishRelease(deps, {
        ...request.params,
        body: request.body as Buffer,
        actor: actor(request),
      });
      return reply.status(created ? 201 : 200).send({ release });
    },
  );

  app.get(
    '/releases/:name',
    {
      ...common,
      schema: {
        tags,
        summary: "A remote's releases: size, last fetch and what retention does with each",
        operationId: 'listReleases',
        security: adminSecurity,
        params: RemoteNameParams,
        response: { 200: AdminAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { releases: await retainedReleases(db, knownApp(request.params.name), config.releaseRetention) };
    },
  );

  app.get(
    '/remotes',
    {
      ...common,
      schema: {
        tags,
        summary: "The live map: each remote's live and canary release",
        operationId: 'listRemotes',
        security: adminSecurity,
        response: { 200: AdminAnswer, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      const map = await listRemotes(deps);
      reply.header('ETag', map.etag).header('Cache-Control', 'no-store');
      return map;
    },
  );

  app.put(
    '/remotes/:name',
    {
      ...common,
      schema: {
        tags,
        summary: 'Make a release live, or start a canary',
        operationId: 'deployRemote',
        security: adminSecurity,
        params: RemoteParams,
        headers: IfMatchHeaders('Required (428 without it); 412 when the live map has changed since'),
        body: DeployBody,
        response: { 200: AdminAnswer, ...errorResponses(400, 401, 403, 404, 412, 413, 422, 428) },
      },
    },
    async (request) => ({
      remote: await deployRemote(deps, {
        name: request.params.name,
        ...request.body,
        ifMatch: request.headers['if-match'],
        actor: actor(request),
      }),
    }),
  );

  app.post(
    '/remotes/:name/rollback',
    {
      ...common,
      schema: {
        tags,
        summary: "Put a remote's previous release back",
        operationId: 'rollbackRemote',
        security: adminSecurity,
        params: RemoteParams,
        headers: IfMatchHeaders('Optional; when given, 412 if the live map has changed since'),
        response: { 200: AdminAnswer, ...errorResponses(400, 401, 403, 404, 409, 412, 428) },
      },
    },
    async (request) => ({
      remote: await rollbackRemote(deps, {
        name: request.params.name,
        ifMatch: request.headers['if-match'],
        actor: actor(request),
      }),
    }),
  );

  app.post(
    '/previews/:name',
    {
      ...common,
      schema: {
        tags,
        summary: 'A signed, expiring preview link of a published release',
        operationId: 'previewRelease',
        security: adminSecurity,
        params: RemoteParams,
        body: PreviewBody,
        response: { 201: AdminAnswer, ...errorResponses(400, 401, 403, 404, 413, 422) },
      },
    },
    async (request, reply) => {
      const preview = await issuePreview(deps, {
        name: request.params.name,
        version: request.body.version,
        seconds: request.body.expiresInSeconds,
        actor: actor(request),
      });
      return reply.status(201).send({ preview });
    },
  );
};
