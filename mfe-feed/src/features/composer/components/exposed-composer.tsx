/**
 * `mfe_feed/composer`, for other areas: `<Composer cliqueId? onPosted? />`.
 * - `cliqueId`: post into this clique (the signed-in user must be a member) instead of the main feed.
 * - `onPosted(post)`: called with the created Post, e.g. to put it at the top of a list.
 */
export { Composer, type ComposerProps } from './composer';
