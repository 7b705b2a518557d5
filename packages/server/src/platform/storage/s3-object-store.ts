import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import type { S3Config } from '../config/config';
import type { ObjectBody, ObjectInfo, ObjectStore, PutOptions } from './object-store';
import { createS3Client } from './s3-client';

/** How a presigned GET should answer: headers S3 sets on the response (`response-content-*`). */
export interface GetUrlOptions {
  contentType?: string;
  contentEncoding?: string;
  cacheControl?: string;
  /** The signing time: a fixed one (the start of an hour) gives the same URL for a while, so browsers cache it. */
  signedAt?: Date;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** Objects in one S3-compatible bucket, plus the presigned URLs browsers use to reach them directly. */
export class S3ObjectStore implements ObjectStore {
  constructor(
    readonly client: S3Client,
    readonly bucket: string,
  ) {}

  async put(key: string, body: Buffer | Readable, options: PutOptions = {}): Promise<void> {
    // A stream of unknown length cannot be sent as one PUT: it is read into memory first (releases
    // and migrated blobs are at most 100 MB; browsers' uploads never pass through here).
    const bytes = Buffer.isBuffer(body) ? body : Buffer.concat(await body.toArray());
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: options.contentType,
        ContentEncoding: options.contentEncoding,
      }),
    );
  }

  async get(key: string, range?: { start: number; end: number }): Promise<ObjectBody | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const size = Number(answer.ContentRange?.split('/')[1] ?? answer.ContentLength ?? 0);
      return { body: answer.Body as Readable, size, contentType: answer.ContentType, etag: answer.ETag };
    } catch (error) {
      if (isMissing(error) || (error as { name?: string }).name === 'InvalidRange') return null;
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType, etag: answer.ETag };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<{ key: string; size: number }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) yield { key: item.Key, size: item.Size ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Copies an object inside the bucket (no bytes through us), only while its ETag is still `etag`. */
  async copy(from: string, to: string, etag: string): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: to,
        CopySource: `${this.bucket}/${encodeURIComponent(from).replace(/%2F/g, '/')}`,
        CopySourceIfMatch: etag,
      }),
    );
  }

  /** A presigned PUT bound to one size and type: Content-Length and Content-Type are signed headers. */
  presignPut(key: string, size: number, contentType: string, expiresIn: number): Promise<string> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentLength: size,
      ContentType: contentType,
    });
    return getSignedUrl(this.client, command, {
      expiresIn,
      signableHeaders: new Set(['content-length', 'content-type']),
    });
  }

  /** A presigned GET of an object for `expiresIn` seconds from `signedAt` (default now). */
  presignGet(key: string, expiresIn: number, options: GetUrlOptions = {}): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentType: options.contentType,
      ResponseContentEncoding: options.contentEncoding,
      ResponseCacheControl: options.cacheControl,
    });
    return getSignedUrl(this.client, command, { expiresIn, signingDate: options.signedAt });
  }
}

const stores = new WeakMap<object, S3ObjectStore>();

/** The one bucket store of a configuration (media and releases share it, and its client). */
export function bucketStore(s3: S3Config): S3ObjectStore {
  let store = stores.get(s3);
  if (!store) {
    store = new S3ObjectStore(createS3Client(s3), s3.bucket);
    stores.set(s3, store);
  }
  return store;
}
