import { signedUrls, uploadProfilePicture } from '@cliques/media';

/**
 * Uploads a profile picture through the media pipeline (512 px JPEG, users/{id}/profile/avatar.jpg)
 * with progress; resolves to the file URL to store on the profile. The picture keeps the same key
 * each time it changes, so the URL carries a version (`?v=`) and cached signed URLs are dropped:
 * every viewer then asks for a fresh one instead of showing the old picture.
 */
export async function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<string> {
  const uploaded = await uploadProfilePicture(file, { onProgress });
  signedUrls.clear();
  return `${uploaded.fileUrl}?v=${Date.now()}`;
}
