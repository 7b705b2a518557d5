import { ClientConfig } from '@cliques/contracts';
import type { Config } from '../../platform/config/config';
import type { RoutePlugin } from '../../context';
import { remotesFor } from './canary';
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
  };
}

/**
 * GET /config.json, built per request from the live map (so a deploy reaches every instance without
 * a restart). With `Authorization: Bearer <ID token>` the caller's canary cohort applies and the
 * answer is private; a missing or invalid token gets the live versions, never a 401.
 */
export const clientConfigRoute: RoutePlugin = async (app, { context }) => {
  const fixed = staticClientConfig(context.config);
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
        response: { 200: ClientConfig },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      const caller = token ? await context.identifyCaller(token) : null;
      const { remotes, versions } = await remotesFor(context, caller?.userId);
      reply
        .header('Cache-Control', token ? 'private, no-cache' : 'no-cache')
        .header('Vary', 'Authorization')
        .type('application/json');
      return { remotes, versions, ...fixed };
    },
  );
};
