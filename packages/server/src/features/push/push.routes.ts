import {
  DeletePushSubscriptionBody,
  PushKeyResponse,
  PushSubscriptionBody,
  PushSubscriptionResponse,
  errorResponses,
} from '@cliques/contracts';
import { Type } from '@sinclair/typebox';
import type { RoutePlugin } from '../../context';
import { badRequest, notFound, message } from '../../platform/http/errors';
import { callerOf } from '../../platform/http/auth.plugin';
import { deleteSubscription, upsertSubscription } from './push.repository';
import { assertPublicHttpsUrl, NonPublicAddressError } from '../../platform/outbound/public-address';

const tags = ['push'];

/**
 * Web push: the server's VAPID public key, and the caller's browsers' subscriptions. An endpoint
 * must be https on a public address (loopback and private ones only with
 * PUSH_ALLOW_PRIVATE_ENDPOINTS, in development).
 */
export const pushRoutes: RoutePlugin = async (app, { context }) => {
  const { db, push, config } = context;
  app.get(
    '/push/key',
    {
      schema: {
        tags,
        summary: "The server's web push public key",
        operationId: 'getPushKey',
        response: { 200: PushKeyResponse, ...errorResponses(401) },
      },
    },
    async () => ({
      publicKey: push.keys.publicKey,
    }),
  );

  app.post(
    '/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'Subscribe this browser to web push',
        operationId: 'subscribeToPush',
        body: PushSubscriptionBody,
        response: { 201: PushSubscriptionResponse, ...errorResponses(400, 401, 413) },
      },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      if (!config.pushAllowPrivateEndpoints) {
        try {
          await assertPublicHttpsUrl(endpoint);
        } catch (err) {
          if (err instanceof NonPublicAddressError)
            throw badRequest(message('Push endpoint refused: {reason}', { reason: err.message }));
          throw err;
        }
      }
      await upsertSubscription(db, callerOf(request).userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
      return reply.code(201).send({ endpoint });
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'Remove a web push subscription',
        operationId: 'unsubscribeFromPush',
        body: DeletePushSubscriptionBody,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteSubscription(db, callerOf(request).userId, request.body.endpoint)))
        throw notFound('Push subscription not found');
      return reply.code(204).send(null);
    },
  );
};
