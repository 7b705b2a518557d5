import { Type } from '@sinclair/typebox';
import { ClientConfig } from '@cliques/contracts';
import type { Config } from '../../platform/config/config';
import type { RoutePlugin } from '../../context';
import { canaryBucket, remotesFor } from './canary';
import { routesFor } from './client-routes';
import { cohortClearCookie, cohortCookieName, cohortSetCookie, readCookie } from './cohort-cookie';
import { deploySigner } from './link-signer';
import { acceptPreviews, previewParams } from './previews';
import { bearerToken } from '../../platform/http/auth.plugin';

/** The parts of the browser's configuration that do not depend on the live map or the caller. */
export function staticClientConfig(config: Config) {
  const identity = config.cognito
    ? { userPoolId: config.cognito.userPoolId, userPoolClientId: config.cognito.clientId }
    : {
        userPoolId: config.identityPoolId,
        userPoolClientId: config.identityClientId,
        userPoolEndpoint: `${config.publicOrigin}/identity`,
      };
  return {
    allowRemoteOverrides: config.allowRemoteOverrides,
    // The host accepts an override only from these origins, and the CSP allows exactly them.
    remoteOverrideOrigins: config.allowRemoteOverrides ? config.remoteOverrideOrigins : [],
    apiBase: '/api',
    identity,
    federation: config.federation.enabled,
  };
}

// Preview tokens are not limited here: a bad one is reported in `previewProblems`, and the page still starts.
const PreviewToken = Type.String({ description: 'A preview link token; repeat for several apps' });
const ConfigQuery = Type.Object({ preview: Type.Optional(Type.Union([PreviewToken, Type.Array(PreviewToken)])) });

/**
 * GET /config.json, built per request from the live map (so a deploy reaches every instance without
 * a restart). With `Authorization: Bearer <ID token>` the caller's canary cohort applies, the answer
 * is private, and the cohort is kept in a signed cookie for the requests that carry no token (the
 * host page: host-pages.ts); a missing or invalid token gets the live versions, never a 401, and
 * clears that cookie. `?preview=<token>` (repeatable) runs those releases for this page.
 */
export const clientConfigRoute: RoutePlugin = async (app, { context }) => {
  const fixed = staticClientConfig(context.config);
  const secure = context.config.publicOrigin.startsWith('https:');
  app.get(
    '/config.json',
    {
      config: { public: true },
      schema: {
        tags: ['config'],
        summary: "The browser's run-time configuration",
        operationId: 'getClientConfig',
        // A token is optional: with one, the caller's canary cohort applies.
        security: [{}, { bearer: [] }],
        querystring: ConfigQuery,
        response: { 200: ClientConfig },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      const caller = token ? await context.identifyCaller(token) : null;
      const tokens = previewParams(request.query);
      const { previews, problems } = await acceptPreviews(context, tokens);
      const { remotes, versions } = await remotesFor(context, caller?.userId, previews);
      if (caller)
        reply.header('Set-Cookie', cohortSetCookie(await deploySigner(context), canaryBucket(caller.userId), secure));
      else if (readCookie(request.headers.cookie, cohortCookieName))
        reply.header('Set-Cookie', cohortClearCookie(secure));
      reply
        .header('Cache-Control', token || tokens.length > 0 ? 'private, no-cache' : 'no-cache')
        .header('Vary', 'Authorization')
        .type('application/json');
      const previewed =
        tokens.length === 0
          ? {}
          : {
              previews: previews.map(({ app, version, expires, token: link }) => ({
                app,
                version,
                expiresAt: new Date(expires * 1000).toISOString(),
                token: link,
              })),
              previewProblems: problems,
            };
      return { remotes, versions, routes: await routesFor(context, remotes), ...fixed, ...previewed };
    },
  );
};
