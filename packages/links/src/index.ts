export { findLinks, type FoundLink } from './find-links';
export { firstLinkUrl, normalizeLinkUrl } from './normalize';
