/** What other features may use of link-previews: the one way in (the linter refuses imports of its other files). */
export { requestLinkPreview } from './link-previews.job';
export { linkPreviewJson, toLinkPreview } from './link-previews.repository';
export type { LinkPreviewRow } from './link-previews.repository';
