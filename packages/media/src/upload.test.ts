import type { UploadRequestBody, UploadResponse } from '@cliques/contracts';
import { FakeRequest } from './test/fake-request';
import type { ImageTools } from './image-resize';
import { uploadMedia, uploadProfilePicture } from './upload';

const issued = (key: string): UploadResponse => ({
  uploadUrl: `/media/upload/${key}?sig=s`,
  fileUrl: `/media/files/${key}`,
  key,
  expiresAt: '2030-01-01T00:00:00.000Z',
});
const gzipped = new Blob(['gz']);

function setup(outcome: (r: FakeRequest) => void = (r) => r.respond(200, 'OK', [r.body?.size ?? 0])) {
  const asked: UploadRequestBody[] = [];
  const requestUploadUrl = jest.fn(async (body: UploadRequestBody) => {
    asked.push(body);
    return issued(body.isProfilePicture ? 'users/u/profile/avatar.jpg' : `users/u/media/x-${body.fileName}`);
  });
  return {
    asked,
    options: { requestUploadUrl, compress: async () => gzipped, createRequest: () => new FakeRequest(outcome) },
  };
}

describe('uploadMedia', () => {
  it('gzips an image, declares its original size and type, and PUTs it with Content-Encoding: gzip', async () => {
    const { asked, options } = setup();
    const progress: number[] = [];
    const file = new File([new Uint8Array(1000)], 'photo.png', { type: 'image/png' });
    const result = await uploadMedia(file, { ...options, onProgress: (p) => progress.push(p) });
    expect(asked).toEqual([{ fileName: 'photo.png', fileType: 'image/png', fileSize: 1000, isProfilePicture: false }]);
    expect(FakeRequest.last?.headers).toEqual({ 'Content-Type': 'image/png', 'Content-Encoding': 'gzip' });
    expect(FakeRequest.last?.body).toBe(gzipped);
    expect(result).toEqual({
      key: 'users/u/media/x-photo.png',
      fileUrl: '/media/files/users/u/media/x-photo.png',
      type: 'image',
      fileType: 'image/png',
      fileSize: 1000,
    });
    expect(progress).toEqual([0, 100]);
  });

  it('uploads a video as it is, typed from its extension when the browser gave no type', async () => {
    const { asked, options } = setup();
    const file = new File([new Uint8Array(50)], 'clip.mkv', { type: '' });
    const result = await uploadMedia(file, options);
    expect(asked[0]).toMatchObject({ fileType: 'video/x-matroska', fileSize: 50 });
    expect(FakeRequest.last?.headers).toEqual({ 'Content-Type': 'video/x-matroska' });
    expect(FakeRequest.last?.body).toBe(file);
    expect(result.type).toBe('video');
  });

  it("wraps failures as 'Failed to upload {fileName}: {reason}'", async () => {
    const { options } = setup((r) => r.respond(500, 'Internal Server Error'));
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    await expect(uploadMedia(file, options)).rejects.toThrow(
      'Failed to upload photo.png: Upload failed: 500 Internal Server Error',
    );
    const offline = setup((r) => r.fail()).options;
    await expect(uploadMedia(file, offline)).rejects.toThrow(
      'Failed to upload photo.png: Upload failed: Network error',
    );
    const broken = { ...options, compress: async () => Promise.reject(new Error('x')) };
    const unreadable = Object.assign(new File(['x'], 'bad.png', { type: 'image/png' }), {
      arrayBuffer: () => Promise.reject(new Error('gone')),
    });
    await expect(uploadMedia(unreadable, broken)).rejects.toThrow('Failed to upload bad.png: Unable to process file');
  });

  it('uploads straight to a bucket as it is (no gzip) with exactly the headers the server names', async () => {
    const { options } = setup();
    const direct = {
      ...options,
      requestUploadUrl: jest.fn(async () => ({
        ...issued('users/u/media/x-photo.png'),
        uploadUrl: 'https://bucket.example/media/incoming/1?X-Amz-Signature=s',
        uploadHeaders: { 'Content-Type': 'image/png' },
      })),
    };
    const file = new File([new Uint8Array(1000)], 'photo.png', { type: 'image/png' });
    await uploadMedia(file, direct);
    expect(FakeRequest.last?.url).toBe('https://bucket.example/media/incoming/1?X-Amz-Signature=s');
    expect(FakeRequest.last?.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(FakeRequest.last?.body).toBe(file);
  });

  it('refuses a file over the limit before asking for an upload URL', async () => {
    const { options } = setup();
    const big = Object.defineProperty(new File(['x'], 'big.png', { type: 'image/png' }), 'size', {
      value: 11 * 1024 * 1024,
    });
    await expect(uploadMedia(big, options)).rejects.toThrow(
      'Failed to upload big.png: big.png is too large: images may be at most 10 MB',
    );
    expect(options.requestUploadUrl).not.toHaveBeenCalled();
  });
});

describe('uploadProfilePicture', () => {
  const tools = (jpeg: Blob | null): ImageTools => ({
    load: async () => ({ width: 1024, height: 768, source: {} as CanvasImageSource, release: () => undefined }),
    toJpeg: async () => jpeg,
  });

  it('uploads a 512 px JPEG named avatar.jpg as the profile picture, not gzipped', async () => {
    const { asked, options } = setup();
    const jpeg = new Blob([new Uint8Array(321)], { type: 'image/jpeg' });
    const result = await uploadProfilePicture(new File(['png'], 'me.png', { type: 'image/png' }), {
      ...options,
      imageTools: tools(jpeg),
    });
    expect(asked).toEqual([{ fileName: 'avatar.jpg', fileType: 'image/jpeg', fileSize: 321, isProfilePicture: true }]);
    expect(FakeRequest.last?.headers).toEqual({ 'Content-Type': 'image/jpeg' });
    expect(result).toMatchObject({
      key: 'users/u/profile/avatar.jpg',
      fileUrl: '/media/files/users/u/profile/avatar.jpg',
    });
  });

  it("wraps failures as 'Failed to upload profile picture: {reason}'", async () => {
    const { options } = setup();
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await expect(uploadProfilePicture(file, { ...options, imageTools: tools(null) })).rejects.toThrow(
      'Failed to upload profile picture: Failed to convert image to JPG',
    );
    const undecodable: ImageTools = { load: async () => Promise.reject(new Error('x')), toJpeg: async () => null };
    await expect(uploadProfilePicture(file, { ...options, imageTools: undecodable })).rejects.toThrow(
      'Failed to upload profile picture: Failed to load image for conversion',
    );
    const failing = setup((r) => r.respond(413, 'Payload Too Large')).options;
    await expect(uploadProfilePicture(file, { ...failing, imageTools: tools(new Blob(['j'])) })).rejects.toThrow(
      'Failed to upload profile picture: Upload failed: 413 Payload Too Large',
    );
  });
});
