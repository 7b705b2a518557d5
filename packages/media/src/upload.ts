import { requestUpload } from '@cliques/api-client';
import { imageUploadBody, type Compressor } from './compress';
import { checkFile, declaredType, isVideoFile } from './file-kinds';
import { toAvatarJpeg, type ImageTools } from './image-resize';
import { putWithProgress, type UploadRequest } from './put-with-progress';

/** A file now stored on the server: attach `key` to a post, or save `fileUrl` as a profile picture. */
export interface UploadedMedia {
  key: string;
  fileUrl: string;
  type: 'image' | 'video';
  fileType: string;
  fileSize: number;
}

export interface UploadOptions {
  /** Upload progress in whole percent, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** For tests: the image decoder/encoder, the gzip compressor, the request object. */
  imageTools?: ImageTools;
  compress?: Compressor;
  createRequest?: () => UploadRequest;
  requestUploadUrl?: typeof requestUpload;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Uploads a picture or video for a post (docs/PRODUCT.md §4): videos as they are, other images gzip-compressed
 * (the raw file if compression fails). Errors read 'Failed to upload {fileName}: {reason}'.
 */
export async function uploadMedia(file: File, options: UploadOptions = {}): Promise<UploadedMedia> {
  try {
    const problem = checkFile(file);
    if (problem) throw new Error(problem);
    const fileType = declaredType(file);
    const video = isVideoFile(file);
    const issued = await (options.requestUploadUrl ?? requestUpload)({
      fileName: file.name,
      fileType,
      fileSize: file.size,
      isProfilePicture: false,
    });
    // A bucket's presigned PUT (uploadHeaders given) signs the file's own size and type: send it as it is.
    const { body, gzip } =
      video || issued.uploadHeaders
        ? { body: file as Blob, gzip: false }
        : await imageUploadBody(file, options.compress);
    const headers: Record<string, string> = issued.uploadHeaders ?? {
      'Content-Type': fileType,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    };
    await putWithProgress(issued.uploadUrl, body, {
      headers,
      onProgress: options.onProgress,
      signal: options.signal,
      createRequest: options.createRequest,
    });
    return { key: issued.key, fileUrl: issued.fileUrl, type: video ? 'video' : 'image', fileType, fileSize: file.size };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(`Failed to upload ${file.name}: ${reason(error)}`);
  }
}

/**
 * Uploads a profile picture (docs/PRODUCT.md §4, §5, §9): resized to at most 512 px on its longest side,
 * JPEG quality 0.85, stored as users/{userId}/profile/avatar.jpg. Save the returned `fileUrl` as
 * the profile's picture. Errors read 'Failed to upload profile picture: {reason}'.
 */
export async function uploadProfilePicture(file: File, options: UploadOptions = {}): Promise<UploadedMedia> {
  try {
    if (isVideoFile(file) || !(declaredType(file).startsWith('image/') || file.type === ''))
      throw new Error('Please choose an image');
    const avatar = await toAvatarJpeg(file, options.imageTools);
    const issued = await (options.requestUploadUrl ?? requestUpload)({
      fileName: avatar.name,
      fileType: 'image/jpeg',
      fileSize: avatar.size,
      isProfilePicture: true,
    });
    await putWithProgress(issued.uploadUrl, avatar, {
      headers: issued.uploadHeaders ?? { 'Content-Type': 'image/jpeg' },
      onProgress: options.onProgress,
      signal: options.signal,
      createRequest: options.createRequest,
    });
    return { key: issued.key, fileUrl: issued.fileUrl, type: 'image', fileType: 'image/jpeg', fileSize: avatar.size };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(`Failed to upload profile picture: ${reason(error)}`);
  }
}
