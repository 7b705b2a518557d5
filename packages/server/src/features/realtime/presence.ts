import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';

/**
 * Which users have an open socket on any server instance. Each instance tells the registry when a
 * user's first socket opens on it (`arrive`) and when their last one closes there (`leave`).
 */
export interface PresenceRegistry {
  /** Resolves true when no other instance had a socket of this user (they came online). */
  arrive(userId: string): Promise<boolean>;
  /** Resolves true when no instance has a socket of this user any more (they went offline). */
  leave(userId: string): Promise<boolean>;
  /** Of these users, those with a socket on some instance. */
  onlineAmong(userIds: string[]): Promise<Set<string>>;
  /** Renews this instance's entries for the users it holds sockets of (every heartbeat). */
  refresh(userIds: string[]): Promise<void>;
  close(): Promise<void>;
}

/** One instance: the users with a socket here are the online ones. */
export function createInProcessPresence(): PresenceRegistry {
  const here = new Set<string>();
  return {
    arrive: async (userId) => {
      const first = !here.has(userId);
      here.add(userId);
      return first;
    },
    leave: async (userId) => here.delete(userId),
    onlineAmong: async (userIds) => new Set(userIds.filter((id) => here.has(id))),
    refresh: async () => undefined,
    close: async () => undefined,
  };
}

const keyOf = (userId: string) => `cliques:presence:${userId}`;

/**
 * Any number of instances: one Redis hash per user, `instance id → until (ms)`. An instance that
 * dies without leaving stops renewing, so its entries count for at most `ttlMs` after its last
 * heartbeat.
 */
export async function createRedisPresence(url: string, ttlMs: number, log: { error(o: object, m: string): void }) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  redis.on('error', (err) => log.error({ err }, 'redis presence connection error'));
  await redis.connect();
  const instanceId = randomUUID();
  const liveFields = (entries: Record<string, string>, except?: string) =>
    Object.entries(entries).filter(([id, until]) => id !== except && Number(until) > Date.now()).length;
  const stamp = (userId: string) =>
    redis
      .multi()
      .hset(keyOf(userId), instanceId, String(Date.now() + ttlMs))
      .pexpire(keyOf(userId), ttlMs)
      .hgetall(keyOf(userId))
      .exec();
  const registry: PresenceRegistry = {
    arrive: async (userId) => {
      const results = await stamp(userId);
      const entries = (results?.[2]?.[1] ?? {}) as Record<string, string>;
      return liveFields(entries, instanceId) === 0;
    },
    leave: async (userId) => {
      const results = await redis.multi().hdel(keyOf(userId), instanceId).hgetall(keyOf(userId)).exec();
      return liveFields((results?.[1]?.[1] ?? {}) as Record<string, string>) === 0;
    },
    onlineAmong: async (userIds) => {
      if (userIds.length === 0) return new Set();
      const pipeline = redis.pipeline();
      for (const id of userIds) pipeline.hgetall(keyOf(id));
      const results = (await pipeline.exec()) ?? [];
      return new Set(userIds.filter((_, i) => liveFields((results[i]?.[1] ?? {}) as Record<string, string>) > 0));
    },
    refresh: async (userIds) => {
      if (userIds.length === 0) return;
      const pipeline = redis.pipeline();
      for (const id of userIds)
        pipeline.hset(keyOf(id), instanceId, String(Date.now() + ttlMs)).pexpire(keyOf(id), ttlMs);
      await pipeline.exec();
    },
    close: async () => {
      await redis.quit().catch(() => undefined);
    },
  };
  return registry;
}
