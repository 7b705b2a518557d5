/**
 * The media pipeline of Cliques (docs/PRODUCT.md §4, §5, §8, §9):
 * - `uploadMedia(file, {onProgress})` for posts: images gzip-compressed, videos as they are.
 * - `uploadProfilePicture(file, {onProgress})`: 512 px JPEG at 0.85 as avatar.jpg; save its `fileUrl`
 *   as the profile picture.
 * - `checkFile(file)`: the reason a file cannot be posted (type, size), before uploading.
 * - `signedUrls.resolve(url)` / `useSignedUrl(url)`: a working, cached download URL for a media URL.
 */
export {
  acceptAttribute,
  acceptedTypes,
  checkFile,
  declaredType,
  imageAcceptAttribute,
  isVideoFile,
  mediaKindOf,
  uploadLimits,
  videoExtensions,
} from './file-kinds';
export {
  avatarFileName,
  avatarMaxSide,
  avatarQuality,
  fitWithin,
  toAvatarJpeg,
  type ImageTools,
  type LoadedImage,
} from './image-resize';
export { imageUploadBody, gzipBlob, type Compressor } from './compress';
export { putWithProgress, type UploadRequest } from './put-with-progress';
export { uploadMedia, uploadProfilePicture, type UploadedMedia, type UploadOptions } from './upload';
export {
  mediaKeyOf,
  refreshWindowMs,
  SignedUrlCache,
  signedUrls,
  type SignedUrlCacheOptions,
} from './signed-url-cache';
export { useSignedUrl } from './use-signed-url';
