/** Where a visitor goes when no page was carried: the feed. */
export const defaultSignedInPath = '/feed';

/**
 * Where to go after signing in (docs/PRODUCT.md §2): the path the route guard carried in the location state as
 * `{from}`, else /feed. Only paths inside the app count, so no state can send the user elsewhere.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\'))
    return defaultSignedInPath;
  if (/^\/(login|signup|verify)(\/|\?|$)/.test(from)) return defaultSignedInPath;
  return from;
}
