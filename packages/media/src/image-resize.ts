/** docs/PRODUCT.md §5 and §9: the avatar's longest side and JPEG quality, and its file name. */
export const avatarMaxSide = 512;
export const avatarQuality = 0.85;
export const avatarFileName = 'avatar.jpg';

/** A decoded image, ready to draw. */
export interface LoadedImage {
  width: number;
  height: number;
  source: CanvasImageSource;
  /** Frees what loading took (object URLs, bitmaps). */
  release(): void;
}

/** How images are decoded and re-encoded (the browser's canvas by default; tests pass fakes). */
export interface ImageTools {
  load(file: Blob): Promise<LoadedImage>;
  toJpeg(image: LoadedImage, width: number, height: number, quality: number): Promise<Blob | null>;
}

/** Size that fits within `maxSide` on its longest side, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxSide = avatarMaxSide): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The browser's way: decode through an <img> element, draw on a canvas, encode as JPEG. */
const canvasImageTools: ImageTools = {
  load(file) {
    return new Promise((resolve, reject) => {
      const url = URL.createObjectURL(file);
      const img = new Image();
      img.onload = () =>
        resolve({
          width: img.naturalWidth,
          height: img.naturalHeight,
          source: img,
          release: () => URL.revokeObjectURL(url),
        });
      img.onerror = () => {
        URL.revokeObjectURL(url);
        reject(new Error('Failed to load image for conversion'));
      };
      img.src = url;
    });
  },
  toJpeg(image, width, height, quality) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return Promise.resolve(null);
    // JPEG has no transparency: paint white under transparent PNGs rather than black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image.source, 0, 0, width, height);
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  },
};

/**
 * A profile picture as docs/PRODUCT.md §5 and §9 want it: longest side at most 512 px, JPEG at quality 0.85, named
 * avatar.jpg. Throws 'Failed to load image for conversion' or 'Failed to convert image to JPG'.
 */
export async function toAvatarJpeg(file: Blob, tools: ImageTools = canvasImageTools): Promise<File> {
  let image: LoadedImage;
  try {
    image = await tools.load(file);
  } catch {
    throw new Error('Failed to load image for conversion');
  }
  try {
    const { width, height } = fitWithin(image.width, image.height);
    const jpeg = await tools.toJpeg(image, width, height, avatarQuality).catch(() => null);
    if (!jpeg) throw new Error('Failed to convert image to JPG');
    return new File([jpeg], avatarFileName, { type: 'image/jpeg' });
  } finally {
    image.release();
  }
}
