/** What other features may use of media: the one way in (the linter refuses imports of its other files). */
export { contentMatches, mediaKindOf } from './file-types';
export { linkImageKey } from './link-images.repository';
export { scheduleBlobReleases } from './media-releases.repository';
export { findOwnedMediaObjects } from './media.repository';
export { keyFromFileUrl, mediaServiceFor } from './media.service';
export { imagesOfMessages, insertMessageMedia } from './message-media.repository';
export { UrlSigner, loadMediaSecret } from './signing';
export type { MediaStorage } from './storage';
