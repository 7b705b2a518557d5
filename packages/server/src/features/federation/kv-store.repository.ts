import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import type { Database } from '../../platform/database/database';

/** A key as one text: its parts joined by a character no part of Fedify's keys holds. */
const separator = '\u001f';
const encode = (key: KvKey): string => key.join(separator);
const decode = (text: string): KvKey => text.split(separator) as unknown as KvKey;

/** Seconds of a Temporal duration, or null for none. */
function ttlSeconds(options?: KvStoreSetOptions): number | null {
  return options?.ttl ? options.ttl.total({ unit: 'seconds' }) : null;
}

/**
 * Fedify's entries read on every delivery or signed request that seldom change: remote servers'
 * public keys and which signature standard each server takes. This instance keeps them in memory
 * for a minute (a key that stops verifying is fetched again by Fedify, which writes it through).
 */
const rememberedKinds = new Set(['publicKey', 'httpMessageSignaturesSpec']);
const rememberMs = 60_000;
/** At most this many remembered entries; past it the memory starts again empty. */
const rememberedMax = 10_000;

/**
 * Fedify's key–value store on the server's own database (migration 300, `federation_kv`): PGlite
 * and PostgreSQL alike, shared by every instance. Expired rows read as absent; a periodic job
 * removes them (federation.kv-prune).
 */
export class DatabaseKvStore implements KvStore {
  private readonly memory = new Map<string, { value: unknown; until: number }>();

  constructor(private readonly db: Database) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const text = encode(key);
    const remembered = this.recall(key, text);
    if (remembered) return remembered.value as T;
    const { rows } = await this.db.query<{ value: T }>(
      `SELECT value FROM federation_kv WHERE key = $1 AND (expires_at IS NULL OR expires_at > now())`,
      [text],
    );
    if (rows[0]) this.remember(key, text, rows[0].value);
    return rows[0]?.value;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const text = encode(key);
    // Fedify notes the signature standard of a server after every delivery: unchanged, nothing to write.
    const remembered = this.recall(key, text);
    if (remembered && JSON.stringify(remembered.value) === JSON.stringify(value ?? null)) return;
    this.memory.delete(text);
    await this.db.query(
      `INSERT INTO federation_kv (key, value, expires_at)
       VALUES ($1, $2::jsonb, now() + make_interval(secs => $3::double precision))
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at`,
      [text, JSON.stringify(value ?? null), ttlSeconds(options)],
    );
    this.remember(key, text, value ?? null, options);
  }

  async delete(key: KvKey): Promise<void> {
    this.memory.delete(encode(key));
    await this.db.query(`DELETE FROM federation_kv WHERE key = $1`, [encode(key)]);
  }

  async cas(key: KvKey, expected: unknown, value: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    this.memory.delete(encode(key));
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ value: unknown }>(
        `SELECT value FROM federation_kv WHERE key = $1 AND (expires_at IS NULL OR expires_at > now()) FOR UPDATE`,
        [encode(key)],
      );
      if (JSON.stringify(rows[0]?.value) !== JSON.stringify(expected ?? undefined)) return false;
      await tx.query(
        `INSERT INTO federation_kv (key, value, expires_at)
         VALUES ($1, $2::jsonb, now() + make_interval(secs => $3::double precision))
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at`,
        [encode(key), JSON.stringify(value ?? null), ttlSeconds(options)],
      );
      return true;
    });
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    const start = prefix ? encode(prefix) : '';
    const { rows } = await this.db.query<{ key: string; value: unknown }>(
      `SELECT key, value FROM federation_kv
       WHERE (expires_at IS NULL OR expires_at > now()) AND ($1 = '' OR key = $1 OR starts_with(key, $1 || $2))
       ORDER BY key`,
      [start, separator],
    );
    for (const row of rows) yield { key: decode(row.key), value: row.value };
  }

  /** A remembered entry still fresh, for the kinds kept in memory. */
  private recall(key: KvKey, text: string): { value: unknown } | undefined {
    if (!rememberedKinds.has(String(key[1]))) return undefined;
    const entry = this.memory.get(text);
    return entry && entry.until > Date.now() ? entry : undefined;
  }

  private remember(key: KvKey, text: string, value: unknown, options?: KvStoreSetOptions): void {
    if (!rememberedKinds.has(String(key[1]))) return;
    if (this.memory.size >= rememberedMax) this.memory.clear();
    const ttlMs = (ttlSeconds(options) ?? Infinity) * 1000;
    this.memory.set(text, { value, until: Date.now() + Math.min(rememberMs, ttlMs) });
  }

  /** Removes expired rows; returns how many. */
  async prune(): Promise<number> {
    const { rows } = await this.db.query(`DELETE FROM federation_kv WHERE expires_at <= now() RETURNING 1`);
    return rows.length;
  }
}
