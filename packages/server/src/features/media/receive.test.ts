import { PassThrough, Readable } from 'node:stream';
import zlib from 'node:zlib';
import { gzipWireLimit, receiveUpload } from './receive';
import type { BlobWriter } from './storage';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

function memoryWriter() {
  const chunks: Buffer[] = [];
  const writer: BlobWriter & { aborted: boolean; bytes: () => Buffer } = {
    aborted: false,
    write: async (chunk) => {
      chunks.push(chunk);
    },
    commit: async () => 'blob',
    abort: async () => {
      writer.aborted = true;
    },
    bytes: () => Buffer.concat(chunks),
  };
  return writer;
}

describe('receiveUpload', () => {
  it('keeps a gzip body as sent and reports its decoded size', async () => {
    const body = zlib.gzipSync(Buffer.concat([png, Buffer.alloc(5000)]));
    const writer = memoryWriter();
    const result = await receiveUpload(Readable.from([body.subarray(0, 10), body.subarray(10)]), writer, {
      declaredSize: 5016,
      fileType: 'image/png',
      gzip: true,
    });
    expect(result).toEqual({ size: 5016, storedSize: body.length });
    expect(writer.bytes().equals(body)).toBe(true);
    expect(writer.aborted).toBe(false);
  });

  it('aborts when the client goes away mid-upload', async () => {
    const source = new PassThrough();
    const writer = memoryWriter();
    const received = receiveUpload(source, writer, { declaredSize: 100, fileType: 'image/png', gzip: false });
    source.write(png);
    setImmediate(() => source.destroy(new Error('socket hang up')));
    await expect(received).rejects.toThrow('Upload was interrupted');
    expect(writer.aborted).toBe(true);
  });

  it('refuses bodies that are not gzip when they say so, and empty bodies', async () => {
    await expect(
      receiveUpload(Readable.from([png]), memoryWriter(), { declaredSize: 100, fileType: 'image/png', gzip: true }),
    ).rejects.toThrow('Body is not valid gzip');
    await expect(
      receiveUpload(Readable.from([]), memoryWriter(), { declaredSize: 100, fileType: 'image/png', gzip: false }),
    ).rejects.toThrow('File is empty');
  });

  it('allows gzip a little overhead on incompressible content', () => {
    expect(gzipWireLimit(1_000_000)).toBeGreaterThan(1_000_000 + 18);
  });
});
