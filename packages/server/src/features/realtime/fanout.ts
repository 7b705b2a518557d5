import Redis from 'ioredis';

/**
 * One delivery: a serialised server frame for every open connection of these users, on every
 * server instance, except the connection it came from (that one is answered directly).
 */
export interface Delivery {
  userIds: string[];
  frame: string;
  exceptConnectionId?: string;
  /** When it was published (ms since the epoch): the metrics measure fan-out lag from it. */
  publishedAt?: number;
  /** Instead of users: every connection watching this topic (hub.ts `watch`), on every instance. */
  topic?: string;
  /** With a topic: the users whose connections it skips. */
  exceptUserIds?: string[];
}

/**
 * How deliveries reach every server instance. `publish` hands a delivery to all instances
 * (this one included); each instance's handler passes it to its own connections.
 */
export interface FanOut {
  readonly kind: 'in-process' | 'redis';
  publish(delivery: Delivery): Promise<void>;
  /** Sets the one handler of deliveries arriving at this instance. */
  onDelivery(handler: (delivery: Delivery) => void): void;
  /** Resolves when the fan-out's broker answers (readiness); in-process always does. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** One server instance: a delivery goes straight to this instance's connections. */
export function createInProcessFanOut(): FanOut {
  let handler: (delivery: Delivery) => void = () => undefined;
  return {
    kind: 'in-process',
    publish: async (delivery) => handler(delivery),
    onDelivery: (next) => {
      handler = next;
    },
    ping: async () => undefined,
    close: async () => undefined,
  };
}

/** The Redis channel every instance publishes to and listens on. */
export const redisChannel = 'cliques:realtime';

interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * Any number of server instances: every delivery is published once on one Redis channel and every
 * instance (the publisher too) delivers it to its own connections. Redis keeps the order of one
 * publisher's messages, so a conversation's frames arrive in the order they were sent.
 */
export async function createRedisFanOut(url: string, log: Logger): Promise<FanOut> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  for (const client of [publisher, subscriber])
    client.on('error', (err) => log.error({ err }, 'redis fan-out connection error'));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  let handler: (delivery: Delivery) => void = () => undefined;
  subscriber.on('message', (_channel: string, payload: string) => {
    try {
      const parsed = JSON.parse(payload) as {
        u: string[];
        f: string;
        x?: string;
        t?: number;
        w?: string;
        h?: string[];
      };
      handler({
        userIds: parsed.u,
        frame: parsed.f,
        exceptConnectionId: parsed.x,
        publishedAt: parsed.t,
        topic: parsed.w,
        exceptUserIds: parsed.h,
      });
    } catch (err) {
      log.error({ err }, 'unreadable fan-out delivery');
    }
  });
  await subscriber.subscribe(redisChannel);
  return {
    kind: 'redis',
    publish: async (delivery) => {
      await publisher.publish(
        redisChannel,
        JSON.stringify({
          u: delivery.userIds,
          f: delivery.frame,
          x: delivery.exceptConnectionId,
          t: delivery.publishedAt,
          w: delivery.topic,
          h: delivery.exceptUserIds,
        }),
      );
    },
    onDelivery: (next) => {
      handler = next;
    },
    ping: async () => {
      await publisher.ping();
    },
    close: async () => {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

/** Redis pub/sub when a URL is configured, else in-process. */
export function createFanOut(redisUrl: string | undefined, log: Logger): Promise<FanOut> {
  return redisUrl ? createRedisFanOut(redisUrl, log) : Promise.resolve(createInProcessFanOut());
}
