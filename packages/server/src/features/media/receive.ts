import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import { HttpError, badRequest, message } from '../../platform/http/errors';
import { contentMatches, sniffLength } from './file-types';
import type { BlobWriter } from './storage';

export interface ReceiveOptions {
  /** The size declared when the upload URL was issued: the decoded content may not exceed it. */
  declaredSize: number;
  /** The declared MIME type: the content's first bytes must be of it. */
  fileType: string;
  /** Body sent with `Content-Encoding: gzip`: stored as sent, checked after decoding. */
  gzip: boolean;
}

export interface Received {
  /** Decoded size, bytes. */
  size: number;
  /** Bytes stored (the gzip body when gzip). */
  storedSize: number;
}

/** Largest body a gzip stream of `size` bytes can need: deflate's stored blocks cost 5 bytes per 16 KiB, plus headers. */
export function gzipWireLimit(size: number): number {
  return size + Math.ceil(size / 16_384) * 5 + 1024;
}

const tooLarge = () => new HttpError('payload_too_large', 'File is larger than the declared size');
const wrongType = (fileType: string) =>
  badRequest(message('File content is not of the declared type {fileType}', { fileType }));

/**
 * Streams an upload body into a blob writer while checking it: the wire size, the decoded size
 * against the declared one (which also stops gzip bombs early), and the real type from the first
 * decoded bytes. On any failure the blob is aborted and the error thrown; nothing is committed here.
 */
export async function receiveUpload(source: Readable, writer: BlobWriter, options: ReceiveOptions): Promise<Received> {
  const wireLimit = options.gzip ? gzipWireLimit(options.declaredSize) : options.declaredSize;
  let wire = 0;
  let decoded = 0;
  let head = Buffer.alloc(0);
  let typeChecked = false;
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
  };

  const onDecoded = (chunk: Buffer) => {
    decoded += chunk.length;
    if (head.length < sniffLength) head = Buffer.concat([head, chunk.subarray(0, sniffLength - head.length)]);
    if (decoded > options.declaredSize) fail(tooLarge());
    else if (!typeChecked && head.length >= sniffLength) {
      typeChecked = true;
      if (!contentMatches(options.fileType, head)) fail(wrongType(options.fileType));
    }
  };
  const gunzip = options.gzip ? zlib.createGunzip() : null;
  gunzip?.on('data', onDecoded);
  gunzip?.on('error', () => fail(badRequest('Body is not valid gzip')));

  const handleChunk = async (chunk: Buffer) => {
    wire += chunk.length;
    if (wire > wireLimit) return fail(tooLarge());
    await writer.write(chunk);
    if (!gunzip) return onDecoded(chunk);
    if (!gunzip.write(chunk)) await settled(gunzip, ['drain', 'error', 'close']);
  };

  await new Promise<void>((resolve) => {
    let ended = false;
    // 'end' may come while the last chunk is still being written: wait for it.
    let inflight: Promise<void> = Promise.resolve();
    const stop = () => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onError);
      source.off('close', onClose);
      void inflight.then(() => resolve());
    };
    const onData = (chunk: Buffer) => {
      source.pause();
      inflight = handleChunk(chunk).then(
        () => {
          if (failure) stop();
          else source.resume();
        },
        (error: Error) => {
          fail(error);
          stop();
        },
      );
    };
    const onEnd = () => {
      ended = true;
      stop();
    };
    const onError = () => {
      fail(badRequest('Upload was interrupted'));
      stop();
    };
    const onClose = () => {
      if (!ended) onError();
    };
    source.on('data', onData);
    source.once('end', onEnd);
    source.once('error', onError);
    source.once('close', onClose);
  });

  if (!failure && gunzip) {
    gunzip.end();
    await settled(gunzip, ['end', 'error', 'close']);
  }
  gunzip?.destroy();
  if (!failure && decoded === 0) fail(badRequest('File is empty'));
  if (!failure && !typeChecked && !contentMatches(options.fileType, head)) fail(wrongType(options.fileType));
  if (failure) {
    await writer.abort();
    throw failure;
  }
  return { size: decoded, storedSize: wire };
}

/** Resolves on the first of some events of an emitter. */
function settled(emitter: NodeJS.EventEmitter, events: string[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const event of events) emitter.off(event, done);
      resolve();
    };
    for (const event of events) emitter.once(event, done);
  });
}
