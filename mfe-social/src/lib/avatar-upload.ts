/** Uploads a profile picture through the media pipeline; resolves to the stored file's URL. */
export async function uploadAvatar(_file: File, _onProgress: (percent: number) => void): Promise<string> {
  throw new Error('Failed to upload profile picture: uploads are not available yet');
}
