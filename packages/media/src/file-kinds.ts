/** Largest files the server accepts (docs/API.md), bytes. */
export const uploadLimits = { image: 10 * 1024 * 1024, video: 100 * 1024 * 1024 } as const;

/** docs/PRODUCT.md §5: a video is a type starting with video/ or one of these extensions. */
export const videoExtensions = ['mp4', 'mov', 'avi', 'mkv', 'webm', 'm4v'] as const;

const videoTypes: Record<string, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  mkv: 'video/x-matroska',
  webm: 'video/webm',
  m4v: 'video/x-m4v',
};
const imageTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
  bmp: 'image/bmp',
};
/** MIME types the server accepts (it checks each against the file's real first bytes). */
export const acceptedTypes = [...new Set([...Object.values(imageTypes), ...Object.values(videoTypes)])];

/** What the picker should offer: the accepted types and extensions. */
export const acceptAttribute = [
  ...acceptedTypes,
  ...Object.keys({ ...imageTypes, ...videoTypes }).map((e) => `.${e}`),
].join(',');

/** What an image-only picker (chat) should offer: the accepted image types and extensions. */
export const imageAcceptAttribute = [
  ...new Set(Object.values(imageTypes)),
  ...Object.keys(imageTypes).map((e) => `.${e}`),
].join(',');

/** The lower-case extension of a file name, without the dot. */
function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** docs/PRODUCT.md §5: whether a file is a video (by type, or by extension when the type says nothing more). */
export function isVideoFile(file: { name: string; type: string }): boolean {
  return file.type.startsWith('video/') || (videoExtensions as readonly string[]).includes(extensionOf(file.name));
}

/** The MIME type to declare for a file: its own, or one from its extension when the browser gave none. */
export function declaredType(file: { name: string; type: string }): string {
  const ext = extensionOf(file.name);
  if (file.type && file.type !== 'application/octet-stream') return file.type.toLowerCase();
  return videoTypes[ext] ?? imageTypes[ext] ?? file.type;
}

/** Image or video, or null for files that cannot be posted. */
export function mediaKindOf(file: { name: string; type: string }): 'image' | 'video' | null {
  const type = declaredType(file);
  if (!acceptedTypes.includes(type)) return null;
  return isVideoFile({ name: file.name, type }) ? 'video' : 'image';
}

/** Why a file cannot be uploaded (shown before any upload starts), or null if it can. */
export function checkFile(file: { name: string; type: string; size: number }): string | null {
  const kind = mediaKindOf(file);
  if (!kind)
    return `${file.name}: only images (JPEG, PNG, GIF, WebP, AVIF, HEIC, BMP) and videos (MP4, MOV, AVI, MKV, WebM, M4V) can be posted`;
  const limit = uploadLimits[kind];
  if (file.size > limit)
    return `${file.name} is too large: ${kind === 'image' ? 'images' : 'videos'} may be at most ${limit / 1024 / 1024} MB`;
  if (file.size === 0) return `${file.name} is empty`;
  return null;
}
