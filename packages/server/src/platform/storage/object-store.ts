import type { Readable } from 'node:stream';

/** What a store knows of one object. */
export interface ObjectInfo {
  size: number;
  contentType?: string;
  /** The store's version tag of the bytes (S3's ETag); copies can be made conditional on it. */
  etag?: string;
}

/** An object's bytes (or a range of them) with its info. */
export interface ObjectBody extends ObjectInfo {
  body: Readable;
}

/** Headers stored with an object and sent back when it is read. */
export interface PutOptions {
  contentType?: string;
  contentEncoding?: string;
}

/**
 * The one storage seam of media blobs and remote releases: keys are `/`-separated paths
 * (`media/blobs/ab/<id>`, `releases/<dir>/<version>/<file>`). Two forms: files under DATA_DIR
 * (`FsObjectStore`) and an S3-compatible bucket (`S3ObjectStore`).
 */
export interface ObjectStore {
  put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<void>;
  /** The object's bytes (optionally an inclusive byte range), or null when it is absent. */
  get(key: string, range?: { start: number; end: number }): Promise<ObjectBody | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes an object; absent ones are fine. */
  delete(key: string): Promise<void>;
  /** Every object under a prefix, with its size, in key order. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
}

/** Whether a key is a plain relative path (no empty, `.` or `..` segments, no backslashes). */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 1024 &&
    !key.includes('\\') &&
    key.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}
