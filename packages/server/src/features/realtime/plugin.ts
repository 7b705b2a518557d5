import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Config } from '../../platform/config/config';
import type { CommitEvents } from '../../platform/database/commit-events';
import type { Database } from '../../platform/database/database';
import { forbidden, unauthorized } from '../../platform/http/errors';
import { defaultRealtimeLimits, type RealtimeLimits } from './connection';
import { CountsPublisher } from './counts';
import { createFanOut } from './fanout';
import { RealtimeHub } from './hub';
import { LiveUpdates, type OfflineNotifier } from './live-updates';
import { createInProcessPresence, createRedisPresence } from './presence';
import { realtimeSockets } from './sockets';
import { handleSocketError } from './socket-errors';
import { redeemTicket, type TicketSession } from './tickets';
import type { WriteLimiter } from '../../platform/write-limits/write-limiter';
import type { ConfirmUploads } from '../chat';

export interface RealtimeOptions {
  config: Config;
  db: Database;
  /** Counts chat messages against the `messages` write limit. */
  writeLimiter: WriteLimiter;
  /** Which sign-in sessions were revoked; open sockets of a revoked session are closed. */
  revokedAmong?: (originJtis: string[]) => Promise<Set<string>>;
  limits?: Partial<RealtimeLimits>;
  /** Confirms images uploaded straight to a bucket before a chat message attaches them. */
  confirmUploads?: ConfirmUploads;
  /** Committed changes (new notifications, changed counts) that sockets are told of. */
  events: CommitEvents;
  /** Tells users with no socket open (web push). */
  offline?: OfflineNotifier;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's realtime hub: publish frames to users on every instance. */
    realtime: RealtimeHub;
  }
  interface FastifyRequest {
    /** The session a redeemed socket ticket vouches for (set before the upgrade). */
    ticketSession?: TicketSession;
  }
}

/** `?userId&ticket`: checked by hand before validation runs, so a missing one is a 401 like a bad one. */
const TicketQuery = Type.Object({ userId: Type.String(), ticket: Type.String() });

/** The host's own dev server (npm run dev -w @cliques/host) proxies /ws with its origin too. */
const hostDevServerOrigin = 'http://localhost:3000';

/**
 * Origins allowed to open the socket: the app's own, configured remotes, and, where overrides are
 * allowed, the same dev-server origins the CSP and the host accept (a remote's dev server proxies
 * /ws with its own origin).
 */
export function allowedOrigins(config: Config): Set<string> {
  const devServers = config.allowRemoteOverrides ? [...config.remoteOverrideOrigins, hostDevServerOrigin] : [];
  return new Set([config.publicOrigin, ...config.remoteOrigins, ...devServers]);
}

/**
 * The realtime endpoint: `GET /ws?userId&ticket`. Before the upgrade the Origin is checked (403) and
 * the ticket redeemed (401 unless valid, unused, unexpired and issued to that userId). Then frames
 * flow through the hub; the fan-out is Redis when REDIS_URL is set, else in-process.
 */
export const realtimePlugin = fp<RealtimeOptions>(
  async (fastify, options) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const limits = { ...defaultRealtimeLimits, ...options.limits };
    const redisUrl = options.config.redisUrl;
    const fanout = await createFanOut(redisUrl, app.log);
    // An instance's entries outlive its last heartbeat by two more: a dead instance's users go offline then.
    const presence = redisUrl
      ? await createRedisPresence(redisUrl, 3 * limits.heartbeatMs, app.log)
      : createInProcessPresence();
    const hub = new RealtimeHub({ fanout, limits, log: app.log, revokedAmong: options.revokedAmong, presence });
    hub.counts = new CountsPublisher(options.db, hub, app.log);
    const live = new LiveUpdates(options.db, hub, app.log, options.offline);
    live.attach(options.events);
    app.decorate('realtime', hub);
    app.decorateRequest('ticketSession', undefined);
    await app.register(websocket, {
      options: { maxPayload: limits.maxPayloadBytes, perMessageDeflate: false },
      errorHandler: (error, socket, request) => handleSocketError(error, socket, request),
      // Like the plugin's own preClose, but closing with 1012 (service restart) so clients reconnect.
      preClose: (done) => {
        hub.closeAll();
        app.websocketServer.close();
        done();
      },
    });
    app.addHook('onClose', async () => {
      await live.drain();
      await Promise.all([fanout.close(), presence.close()]);
    });
    const origins = allowedOrigins(options.config);

    const sockets = realtimeSockets(hub, limits, {
      db: options.db,
      hub,
      log: app.log,
      maxFrameBytes: limits.maxFrameBytes,
      writeLimiter: options.writeLimiter,
      confirmUploads: options.confirmUploads,
    });
    app.get(
      '/ws',
      {
        websocket: true,
        config: { public: true },
        schema: { querystring: TicketQuery },
        // preValidation runs before the schema: the query is still the raw one here.
        preValidation: async (request) => {
          const origin = request.headers.origin;
          if (!origin || !origins.has(origin)) throw forbidden('Origin not allowed');
          const { userId, ticket }: Partial<Record<string, unknown>> = request.query;
          if (typeof userId !== 'string' || typeof ticket !== 'string')
            throw unauthorized('A userId and a ticket are required');
          const session = await redeemTicket(options.db, ticket, userId);
          if (!session) throw unauthorized('Invalid, used or expired ticket');
          request.ticketSession = session;
        },
      },
      (socket, request) => sockets.open(socket, request.ticketSession as TicketSession, request.raw),
    );
    hub.start();
  },
  { name: 'cliques-realtime' },
);
