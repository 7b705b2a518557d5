import type { SignedUrlBatchResponse, SignedUrlResponse, UploadRequestBody, UploadResponse } from '@cliques/contracts';
import { call, http } from '../client';

/** POST /media/upload: a signed PUT URL for a file of a declared name, type and size. */
export function requestUpload(body: UploadRequestBody): Promise<UploadResponse> {
  return call(() => http.post('media/upload', { json: body }).json<UploadResponse>());
}

/** POST /media/delete: deletes one of your files. */
export async function deleteMedia(fileUrl: string): Promise<void> {
  await call(() => http.post('media/delete', { json: { fileUrl } }));
}

/** GET /signed-url: a download URL of a key, valid expiresIn seconds (default 3600). */
export function getSignedUrl(key: string, expiresIn = 3600): Promise<SignedUrlResponse> {
  return call(() => http.get('signed-url', { searchParams: { key, expiresIn } }).json<SignedUrlResponse>());
}

/** POST /signed-url: download URLs of up to 100 keys (keys you may not read are left out). */
export function getSignedUrls(keys: string[], expiresIn = 3600): Promise<SignedUrlBatchResponse['results']> {
  return call(() => http.post('signed-url', { json: { keys, expiresIn } }).json<SignedUrlBatchResponse>()).then(
    (r) => r.results,
  );
}
