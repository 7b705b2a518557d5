import type { uploadMedia } from '@cliques/media';

// The upload code (compression, the upload with progress) is only needed once a file is attached:
// it loads then, not with the composer.
const loadUpload = () => import('@cliques/media').then((module) => module.uploadMedia);

/** Starts loading the upload code (a file was picked), so sending does not wait for it. */
export function preloadUpload(): void {
  loadUpload().catch(() => undefined);
}

/** `uploadMedia`, its code loaded on first use. */
export const uploadOnDemand: typeof uploadMedia = async (file, options) => (await loadUpload())(file, options);
