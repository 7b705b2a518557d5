import { fitWithin, toAvatarJpeg, type ImageTools, type LoadedImage } from './image-resize';

/** Image tools that "decode" to a given size and record what they were asked to encode. */
function fakeTools(width: number, height: number, jpeg: Blob | null = new Blob(['jpeg'], { type: 'image/jpeg' })) {
  const calls: { width: number; height: number; quality: number }[] = [];
  let released = 0;
  const tools: ImageTools = {
    load: async () =>
      ({ width, height, source: {} as CanvasImageSource, release: () => (released += 1) }) as LoadedImage,
    toJpeg: async (_image, w, h, quality) => {
      calls.push({ width: w, height: h, quality });
      return jpeg;
    },
  };
  return { tools, calls, released: () => released };
}

describe('fitWithin (docs/PRODUCT.md §5: longest side 512 px, aspect ratio kept)', () => {
  it.each([
    [2000, 1000, 512, 256],
    [300, 800, 192, 512],
    [4032, 3024, 512, 384],
    [512, 512, 512, 512],
    [400, 300, 400, 300],
    [10000, 10, 512, 1],
  ])('%i×%i → %i×%i', (w, h, ew, eh) => {
    expect(fitWithin(w, h)).toEqual({ width: ew, height: eh });
  });
});

describe('toAvatarJpeg', () => {
  it('encodes the resized image as JPEG at quality 0.85, named avatar.jpg', async () => {
    const { tools, calls, released } = fakeTools(3000, 2000);
    const file = await toAvatarJpeg(new Blob(['png']), tools);
    expect(calls).toEqual([{ width: 512, height: 341, quality: 0.85 }]);
    expect(file.name).toBe('avatar.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(released()).toBe(1);
  });

  it("fails with 'Failed to load image for conversion' when the image cannot be decoded", async () => {
    const tools: ImageTools = { load: async () => Promise.reject(new Error('decode')), toJpeg: async () => null };
    await expect(toAvatarJpeg(new Blob(['x']), tools)).rejects.toThrow('Failed to load image for conversion');
  });

  it("fails with 'Failed to convert image to JPG' when encoding gives nothing", async () => {
    const { tools, released } = fakeTools(100, 100, null);
    await expect(toAvatarJpeg(new Blob(['x']), tools)).rejects.toThrow('Failed to convert image to JPG');
    expect(released()).toBe(1);
  });
});
