import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { mediaLimits, type UploadRequestBody } from '@cliques/contracts';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/database/database';
import { badRequest, conflict, forbidden, notFound, message } from '../../platform/http/errors';
import { DirectUploads } from './direct-uploads';
import { mediaKindOf } from './file-types';
import { receiveUpload } from './receive';
import { claimUploadUrl, releaseUploadUrl } from './upload-claims.repository';
import { loadMediaSecret, UrlSigner } from './signing';
import { blobKey, S3MediaStorage } from './s3-storage';
import { LocalMediaStorage, type MediaStorage } from './storage';
import { bucketStore, type S3ObjectStore } from '../../platform/storage/s3-object-store';
import { findLinkImage, isLinkImageKey } from './link-images.repository';
import {
  deleteMediaObject,
  deleteUnusedMediaObjects,
  findMediaObject,
  readableKeys,
  upsertMediaObject,
  type MediaObject,
} from './media.repository';

/** Where the media routes live (outside /api: the signature authorises them). */
export const mediaPaths = { upload: '/media/upload/', files: '/media/files/' } as const;

/** Upload URLs stay valid this long. */
const uploadUrlSeconds = 15 * 60;

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const keyPattern = new RegExp(`^users/(${uuid})/(profile/avatar\\.jpg|media/${uuid}-[A-Za-z0-9._-]{1,100})$`);

/** Whether a string is a media key this server issues (and, if so, whose). */
export function keyOwner(key: string): string | null {
  return keyPattern.exec(key)?.[1] ?? null;
}

/**
 * A file name fit for a key, or a 400 for names that try to reach elsewhere: separators, `..`,
 * control characters. Other unusual characters are replaced.
 */
export function safeFileName(fileName: string): string {
  const hasControl = [...fileName].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (hasControl || /[/\\]|\.\./.test(fileName) || fileName === '.' || path.basename(fileName) !== fileName) {
    throw badRequest('File name must not contain path separators, ".." or control characters');
  }
  const safe = fileName.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-100);
  if (!/[A-Za-z0-9]/.test(safe)) throw badRequest('File name must contain letters or digits');
  return safe;
}

/** A signed URL and when it stops working. */
export interface SignedUrl {
  signedUrl: string;
  expiresAt: string;
}

/** Parameters of a signed upload URL, as the PUT route reads them from the query. */
export interface UploadParams {
  key: string;
  expires: number;
  size: number;
  type: string;
  sig: string;
}

/** S3 mode: the bucket and the uploads browsers send straight to it. */
export interface DirectMedia {
  store: S3ObjectStore;
  uploads: DirectUploads;
}

/** Media storage behind signed, expiring URLs: issue upload URLs, receive uploads, sign downloads, delete. */
export class MediaService {
  constructor(
    private readonly db: Database,
    readonly storage: MediaStorage,
    private readonly signer: UrlSigner,
    private readonly now: () => number = () => Date.now(),
    /** Set in S3 mode: uploads are presigned PUTs to the bucket, downloads redirect to presigned GETs. */
    readonly direct?: DirectMedia,
  ) {}

  /**
   * POST /media/upload: checks type and size limits and issues a signed PUT URL for a new key: ours
   * (`/media/upload/…`), or in S3 mode a presigned PUT to the bucket with the headers to send
   * (`uploadHeaders`: the file as it is, no gzip; the size and type are signed).
   */
  async createUpload(userId: string, body: UploadRequestBody) {
    const fileType = body.fileType.toLowerCase();
    const kind = mediaKindOf(fileType);
    if (!kind) throw badRequest(message('File type {fileType} is not accepted', { fileType: body.fileType }));
    if (body.isProfilePicture && kind !== 'image') throw badRequest('A profile picture must be an image');
    const limit = kind === 'image' ? mediaLimits.image : mediaLimits.video;
    if (body.fileSize > limit)
      throw badRequest(
        kind === 'image'
          ? message('File is too large: images may be at most {max} MB', { max: limit / 1024 / 1024 })
          : message('File is too large: videos may be at most {max} MB', { max: limit / 1024 / 1024 }),
      );
    const name = safeFileName(body.fileName);
    const key = body.isProfilePicture
      ? `users/${userId}/profile/avatar.jpg`
      : `users/${userId}/media/${randomUUID()}-${name}`;
    const expires = this.seconds() + uploadUrlSeconds;
    if (this.direct) {
      const uploadUrl = await this.direct.uploads.issue(userId, key, body.fileSize, fileType, expires);
      return {
        uploadUrl,
        fileUrl: `${mediaPaths.files}${key}`,
        key,
        expiresAt: new Date(expires * 1000).toISOString(),
        uploadHeaders: { 'Content-Type': fileType },
      };
    }
    const sig = this.signer.sign({ method: 'PUT', key, expires, size: body.fileSize, type: fileType });
    const query = new URLSearchParams({ expires: String(expires), size: String(body.fileSize), type: fileType, sig });
    return {
      uploadUrl: `${mediaPaths.upload}${key}?${query}`,
      fileUrl: `${mediaPaths.files}${key}`,
      key,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  /**
   * PUT {uploadUrl}: verifies the URL and claims it (single use: a second PUT is 409 and never
   * replaces the file; a failed upload gives the claim back), receives and checks the body, then
   * makes it visible in one step.
   */
  async receive(
    params: UploadParams,
    contentType: string | undefined,
    contentEncoding: string | undefined,
    body: Readable,
  ): Promise<MediaObject> {
    const ownerId = keyOwner(params.key);
    if (!ownerId) throw badRequest('Invalid media key');
    if (this.direct) throw badRequest('Media is stored in a bucket: ask for a new upload URL');
    if (
      !this.signer.verify(
        { method: 'PUT', key: params.key, expires: params.expires, size: params.size, type: params.type },
        params.sig,
      )
    ) {
      throw forbidden('Invalid signature');
    }
    if (params.expires < this.seconds()) throw forbidden('Upload URL has expired');
    if ((contentType ?? '').split(';')[0]?.trim().toLowerCase() !== params.type)
      throw badRequest(message('Content-Type must be {type}', { type: params.type }));
    const encoding = (contentEncoding ?? 'identity').trim().toLowerCase();
    if (encoding !== 'identity' && encoding !== 'gzip') throw badRequest('Content-Encoding must be gzip or absent');
    if (!(await claimUploadUrl(this.db, params.sig, params.expires)))
      throw conflict('This upload URL was used already; ask for a new one');
    let stored: { object: MediaObject; replaced: string | null };
    try {
      stored = await this.store(params, ownerId, encoding, body);
    } catch (error) {
      await releaseUploadUrl(this.db, params.sig);
      throw error;
    }
    if (stored.replaced) await this.storage.remove(stored.replaced);
    return stored.object;
  }

  /** Receives a claimed upload and makes it the key's file in one step; answers the blob it replaced. */
  private async store(
    params: UploadParams,
    ownerId: string,
    encoding: string,
    body: Readable,
  ): Promise<{ object: MediaObject; replaced: string | null }> {
    const writer = await this.storage.createWriter();
    const received = await receiveUpload(body, writer, {
      declaredSize: params.size,
      fileType: params.type,
      gzip: encoding === 'gzip',
    });
    const blobId = await writer.commit();
    const object: MediaObject = {
      key: params.key,
      ownerId,
      blobId,
      contentType: params.type,
      contentEncoding: encoding === 'gzip' ? 'gzip' : null,
      size: received.size,
      storedSize: received.storedSize,
    };
    let replaced: string | null;
    try {
      replaced = await this.db.transaction((tx) => upsertMediaObject(tx, object));
    } catch (error) {
      await this.storage.remove(blobId);
      throw error;
    }
    return { object, replaced };
  }

  /** GET of a signed download URL: the object to serve, or a 403/404. */
  async resolveDownload(key: string, expires: number, sig: string): Promise<MediaObject> {
    const linkImage = isLinkImageKey(key);
    if (!keyOwner(key) && !linkImage) throw notFound('File not found');
    if (!Number.isInteger(expires) || !this.signer.verify({ method: 'GET', key, expires }, sig))
      throw forbidden('Invalid signature');
    if (expires < this.seconds()) throw forbidden('URL has expired');
    // A link preview's picture: the server's own copy, signed only into posts the reader may see.
    const object = linkImage ? await findLinkImage(this.db, key) : await this.readyObject(key);
    if (!object) throw notFound('File not found');
    return object;
  }

  /** The media object of a key, its pending upload confirmed first (S3 mode). */
  private async readyObject(key: string): Promise<MediaObject | null> {
    await this.confirmReady([key]);
    return findMediaObject(this.db, key);
  }

  /** A signed download URL of a key for `expiresIn` seconds (no permission check: callers do it). */
  sign(key: string, expiresIn: number = mediaLimits.defaultExpiresIn): SignedUrl {
    return this.signUntil(key, this.seconds() + expiresIn);
  }

  /**
   * A download URL for media embedded in API answers: valid at least an hour and the same for the
   * whole hour, so browsers can cache the file between page loads.
   */
  embedUrl(key: string): string {
    return this.signUntil(key, this.embedExpiry()).signedUrl;
  }

  /**
   * The expiry `embedUrl` signs now (at least an hour ahead, on the hour): with the signing key,
   * fixed for the service's life, it makes every embedded URL, so answers that embed URLs stay
   * the same while it does.
   */
  embedExpiry(): number {
    const hour = 3600;
    return Math.ceil((this.seconds() + hour) / hour) * hour;
  }

  /** GET/POST /signed-url: signed URLs of the keys the user may read (others are left out). */
  async signReadable(userId: string, keys: string[], expiresIn: number): Promise<({ key: string } & SignedUrl)[]> {
    await this.confirmReady(keys);
    const allowed = await readableKeys(this.db, userId, [...new Set(keys)]);
    return [...new Set(keys)].filter((key) => allowed.has(key)).map((key) => ({ key, ...this.sign(key, expiresIn) }));
  }

  /** POST /media/delete: removes one of the caller's files (and it from their posts). */
  async deleteFile(userId: string, fileUrl: string): Promise<void> {
    const key = keyFromFileUrl(fileUrl);
    if (!key) throw badRequest('fileUrl is not a media file URL');
    if (keyOwner(key) !== userId) throw forbidden('You may delete only your own files');
    const blobId = await this.db.transaction((tx) => deleteMediaObject(tx, userId, key));
    if (!blobId) throw notFound('File not found');
    await this.storage.remove(blobId);
  }

  /**
   * Removes at once the files of a removed post that no other post uses (a moderator's removal); an
   * author's own deletion leaves them to the media.release job and its grace period instead.
   */
  async releaseUnused(ownerId: string, keys: string[]): Promise<void> {
    for (const blobId of await deleteUnusedMediaObjects(this.db, ownerId, keys)) await this.storage.remove(blobId);
  }

  /**
   * S3 mode, before a post uses some keys: confirms their pending uploads (the object is there, of
   * the declared size and type), else deletes it and refuses with a 400. Nothing to do otherwise.
   */
  async confirmUploads(keys: string[]): Promise<void> {
    await this.direct?.uploads.confirm(keys, true, (blobId) => this.storage.remove(blobId));
  }

  /**
   * S3 mode: the presigned GET a signed download URL redirects to, valid until the same `expires`.
   * It is signed at the start of the current ten minutes, so repeated reads get the same URL and
   * browsers cache the file.
   */
  async bucketUrl(object: MediaObject, expires: number): Promise<string | null> {
    if (!this.direct) return null;
    const signedAt = Math.floor(this.seconds() / 600) * 600;
    return this.direct.store.presignGet(
      blobKey(object.blobId),
      Math.max(60, Math.min(expires - signedAt, 7 * 86_400)),
      {
        contentType: object.contentType,
        contentEncoding: object.contentEncoding ?? undefined,
        // From the window's end, not from now: the same for every read of the window (a per-second
        // value made each read a new URL), and never past the signed URL's expiry.
        cacheControl: `private, max-age=${Math.max(0, Math.min(expires - signedAt - 600, 86_400))}`,
        signedAt: new Date(signedAt * 1000),
      },
    );
  }

  /** Reads confirm uploads that are there (a profile picture is read before any post uses it). */
  private async confirmReady(keys: string[]): Promise<void> {
    await this.direct?.uploads.confirm(keys, false, (blobId) => this.storage.remove(blobId));
  }

  private signUntil(key: string, expires: number): SignedUrl {
    const sig = this.signer.sign({ method: 'GET', key, expires });
    return {
      signedUrl: `${mediaPaths.files}${key}?${new URLSearchParams({ expires: String(expires), sig })}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }
}

/** The key of a file URL (relative or absolute, signed or not), or of a bare key; null if neither. */
export function keyFromFileUrl(fileUrl: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(fileUrl, 'http://x').pathname;
  } catch {
    return null;
  }
  const key = pathname.startsWith(mediaPaths.files)
    ? decodeURIComponent(pathname.slice(mediaPaths.files.length))
    : fileUrl;
  return keyOwner(key) ? key : null;
}

const services = new WeakMap<object, Promise<MediaService>>();

/** The one media service of an app (built on first use: it loads the URL secret and prepares storage). */
export function mediaServiceFor(context: { config: Config; db: Database }): Promise<MediaService> {
  let service = services.get(context);
  if (!service) {
    service = (async () => {
      const signer = new UrlSigner(await loadMediaSecret(context.db, context.config.mediaSecret));
      if (context.config.s3) {
        const store = bucketStore(context.config.s3);
        return new MediaService(context.db, new S3MediaStorage(store), signer, undefined, {
          store,
          uploads: new DirectUploads(context.db, store),
        });
      }
      const storage = new LocalMediaStorage(path.join(context.config.dataDir, 'media'));
      await storage.init();
      return new MediaService(context.db, storage, signer);
    })();
    services.set(context, service);
  }
  return service;
}
