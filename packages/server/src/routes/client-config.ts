import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** What the browser needs to know at run time, so one build runs anywhere. */
export function clientConfig(config: Config) {
  const identity = config.cognito
    ? { userPoolId: config.cognito.userPoolId, userPoolClientId: config.cognito.clientId }
    : {
        userPoolId: config.identityPoolId,
        userPoolClientId: config.identityClientId,
        userPoolEndpoint: `${config.publicOrigin}/identity`,
      };
  return {
    remotes: config.remotes,
    allowRemoteOverrides: config.allowRemoteOverrides,
    apiBase: '/api',
    identity,
  };
}

/** GET /config.json, never cached: a remote moved elsewhere needs only a config change. */
export async function clientConfigRoute(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const body = JSON.stringify(clientConfig(config));
  app.get('/config.json', { config: { public: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('application/json');
    return body;
  });
}
