/**
 * The browser's run-time configuration (/config.json), read one way by the host, the standalone
 * areas and any area that loads another's module. Plain code with no shared modules: the host's
 * entry reads it before the federation negotiates React and the session.
 */
export {
  requestRuntimeConfig,
  type IdentityEndpoint,
  type PreviewedRelease,
  type RuntimeConfig,
} from './runtime-config';
export { keepPreviews, pagePreviews, previewsKey } from './previews';
