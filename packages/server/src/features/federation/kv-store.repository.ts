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
 * Fedify's key–value store on the server's own database (migration 300, `federation_kv`): PGlite
 * and PostgreSQL alike, shared by every instance. Expired rows read as absent; a periodic job
 * removes them (federation.kv-prune).
 */
export class DatabaseKvStore implements KvStore {
  constructor(private readonly db: Database) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const { rows } = await this.db.query<{ value: T }>(
      `SELECT value FROM federation_kv WHERE key = $1 AND (expires_at IS NULL OR expires_at > now())`,
      [encode(key)],
    );
    return rows[0]?.value;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    await this.db.query(
      `INSERT INTO federation_kv (key, value, expires_at)
       VALUES ($1, $2::jsonb, now() + make_interval(secs => $3::double precision))
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at`,
      [encode(key), JSON.stringify(value ?? null), ttlSeconds(options)],
    );
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.query(`DELETE FROM federation_kv WHERE key = $1`, [encode(key)]);
  }

  async cas(key: KvKey, expected: unknown, value: unknown, options?: KvStoreSetOptions): Promise<boolean> {
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

  /** Removes expired rows; returns how many. */
  async prune(): Promise<number> {
    const { rows } = await this.db.query(`DELETE FROM federation_kv WHERE expires_at <= now() RETURNING 1`);
    return rows.length;
  }
}
