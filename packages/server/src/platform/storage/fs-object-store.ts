import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isSafeKey, type ObjectBody, type ObjectInfo, type ObjectStore } from './object-store';

/**
 * Objects as files under a root (DATA_DIR): key `a/b/c` is `<root>/a/b/c`. Writes go to a temporary
 * file renamed into place. Content types are not kept (the database or the file name knows them);
 * the migration reads a DATA_DIR store through this.
 */
export class FsObjectStore implements ObjectStore {
  constructor(readonly root: string) {}

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const file = this.file(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomUUID()}.tmp`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(temp, { mode: 0o600 }));
      await fs.promises.rename(temp, file);
    } finally {
      await fs.promises.rm(temp, { force: true });
    }
  }

  async get(key: string, range?: { start: number; end: number }): Promise<ObjectBody | null> {
    const info = await this.head(key);
    if (!info) return null;
    const body = fs.createReadStream(this.file(key), range);
    try {
      await once(body, 'open');
    } catch {
      body.destroy();
      return null;
    }
    return { ...info, body };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const stat = await fs.promises.stat(this.file(key)).catch(() => null);
    return stat?.isFile() ? { size: stat.size } : null;
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<{ key: string; size: number }> {
    const base = prefix.replace(/\/$/, '');
    const start = this.file(base);
    const walk = async function* (dir: string, keyPrefix: string): AsyncIterable<{ key: string; size: number }> {
      const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
        // Dot-folders are a store's own scratch space (`.incoming`), never objects.
        if (entry.name.startsWith('.')) continue;
        const full = path.join(dir, entry.name);
        const key = `${keyPrefix}/${entry.name}`;
        if (entry.isDirectory()) yield* walk(full, key);
        else if (entry.isFile()) yield { key, size: (await fs.promises.stat(full)).size };
      }
    };
    yield* walk(start, base);
  }

  private file(key: string): string {
    if (!isSafeKey(key)) throw new Error('invalid object key');
    return path.join(this.root, ...key.split('/'));
  }
}
