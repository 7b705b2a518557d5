import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A blob being received: written to `write`, visible to readers only after `commit`. */
export interface BlobWriter {
  write(chunk: Buffer): Promise<void>;
  /** Makes the blob durable and readable; returns its id. */
  commit(): Promise<string>;
  /** Throws away what was written. Safe to call more than once, and after commit does nothing. */
  abort(): Promise<void>;
}

/**
 * Where media bytes live. Blobs are immutable and named by the storage; the media_objects table maps
 * a key to its current blob, so replacing a file (a new profile picture) swaps one row and a reader
 * never sees a half-written or mismatched file.
 */
export interface MediaStorage {
  createWriter(): Promise<BlobWriter>;
  /** Stores bytes the server itself holds (a link preview's picture) as a new blob; returns its id. */
  storeBytes(bytes: Buffer, contentType: string): Promise<string>;
  /** A blob's bytes (optionally a byte range, inclusive), or null if it is gone. */
  open(blobId: string, range?: { start: number; end: number }): Promise<Readable | null>;
  remove(blobId: string): Promise<void>;
}

const blobIdPattern = /^[0-9a-f]{32}$/;

/** Blobs as files under `<dataDir>/media`: written to `.incoming`, fsynced, then renamed into place. */
export class LocalMediaStorage implements MediaStorage {
  private readonly blobsDir: string;
  private readonly incomingDir: string;

  constructor(root: string) {
    this.blobsDir = path.join(root, 'blobs');
    this.incomingDir = path.join(root, '.incoming');
  }

  /** Creates the directories and clears uploads a crash left unfinished (a day old: others may be in flight). */
  async init(): Promise<void> {
    await fs.promises.mkdir(this.blobsDir, { recursive: true });
    await fs.promises.mkdir(this.incomingDir, { recursive: true });
    const dayAgo = Date.now() - 86_400_000;
    for (const name of await fs.promises.readdir(this.incomingDir)) {
      const file = path.join(this.incomingDir, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < dayAgo) await fs.promises.rm(file, { force: true });
    }
  }

  async createWriter(): Promise<BlobWriter> {
    const blobId = randomUUID().replace(/-/g, '');
    const tempPath = path.join(this.incomingDir, blobId);
    const handle = await fs.promises.open(tempPath, 'wx', 0o600);
    let state: 'open' | 'committed' | 'aborted' = 'open';
    return {
      write: async (chunk) => {
        if (state !== 'open') throw new Error('blob writer is closed');
        await handle.write(chunk);
      },
      commit: async () => {
        if (state !== 'open') throw new Error('blob writer is closed');
        state = 'committed';
        await handle.sync();
        await handle.close();
        const target = this.blobPath(blobId);
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.rename(tempPath, target);
        return blobId;
      },
      abort: async () => {
        if (state !== 'open') return;
        state = 'aborted';
        await handle.close().catch(() => undefined);
        await fs.promises.rm(tempPath, { force: true });
      },
    };
  }

  async storeBytes(bytes: Buffer): Promise<string> {
    const writer = await this.createWriter();
    try {
      await writer.write(bytes);
      return await writer.commit();
    } finally {
      await writer.abort();
    }
  }

  async open(blobId: string, range?: { start: number; end: number }): Promise<Readable | null> {
    if (!blobIdPattern.test(blobId)) return null;
    const stream = fs.createReadStream(this.blobPath(blobId), range);
    try {
      await once(stream, 'open');
      return stream;
    } catch {
      stream.destroy();
      return null;
    }
  }

  async remove(blobId: string): Promise<void> {
    if (!blobIdPattern.test(blobId)) return;
    await fs.promises.rm(this.blobPath(blobId), { force: true });
  }

  private blobPath(blobId: string): string {
    // Two-character fan-out keeps directories small at millions of files.
    return path.join(this.blobsDir, blobId.slice(0, 2), blobId);
  }
}
