/** @jest-environment node */
import zlib from 'node:zlib';
import { gzipBlob, imageUploadBody } from './compress';

describe('gzip of image uploads', () => {
  it('round-trips: what is compressed decompresses to the same bytes', async () => {
    const bytes = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(20_000, 3)]);
    const { body, gzip } = await imageUploadBody(new Blob([bytes], { type: 'image/png' }));
    expect(gzip).toBe(true);
    const sent = Buffer.from(await body.arrayBuffer());
    expect(sent.length).toBeLessThan(bytes.length);
    expect(zlib.gunzipSync(sent).equals(bytes)).toBe(true);
    expect(zlib.gunzipSync(Buffer.from(await (await gzipBlob(new Blob(['hi']))).arrayBuffer())).toString()).toBe('hi');
  });

  it('sends the raw file when compression fails', async () => {
    const file = new Blob(['raw bytes'], { type: 'image/png' });
    const { body, gzip } = await imageUploadBody(file, async () => Promise.reject(new Error('no gzip')));
    expect(gzip).toBe(false);
    expect(await body.text()).toBe('raw bytes');
  });

  it("fails with 'Unable to process file' when the raw file cannot be read either", async () => {
    const fail = async () => Promise.reject(new Error('unreadable'));
    await expect(imageUploadBody(new Blob(['x']), fail, fail)).rejects.toThrow('Unable to process file');
  });
});
