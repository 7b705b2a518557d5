// Path patterns and prefixes, one reading for the deploy validation, the prefix assignment and the
// host's router (imported as @cliques/contracts/route-patterns: plain code, no schemas).

const literal = /^[a-z0-9][a-z0-9._-]*$/;
const prefixSegment = /^[a-z0-9][a-z0-9-]*$/;
const parameter = /^:[A-Za-z][A-Za-z0-9]*$/;

const segmentsOf = (path: string): string[] => path.split('/').slice(1);
const isParameter = (segment: string): boolean => segment.startsWith(':');

/** Why `path` is not a route pattern (`/post/:postId`: lowercase literal segments and `:name` parameters), or null. */
export function patternProblem(path: string): string | null {
  if (!path.startsWith('/') || path.length > 200)
    return `"${path}" is not a path: it must start with / (200 characters at most)`;
  const bad = segmentsOf(path).find((segment) => !literal.test(segment) && !parameter.test(segment));
  return bad === undefined ? null : `"${path}" has a segment "${bad}" that is neither lowercase text nor a :parameter`;
}

/** Why `prefix` is not a path prefix (`/events`, `/cliques/events`: 1 to 4 segments, no parameters), or null. */
export function prefixProblem(prefix: string): string | null {
  const segments = segmentsOf(prefix);
  const valid =
    prefix.startsWith('/') &&
    prefix.length <= 64 &&
    segments.length <= 4 &&
    segments.every((s) => prefixSegment.test(s));
  return valid ? null : `"${prefix}" is not a prefix: 1 to 4 segments of lowercase letters, digits and -, like /events`;
}

/** Whether the pattern lies under the prefix: its first segments are the prefix's (`/cliques/:id` under `/cliques`). */
export function underPrefix(path: string, prefix: string): boolean {
  const want = segmentsOf(prefix);
  const have = segmentsOf(path);
  return want.length <= have.length && want.every((segment, i) => segment === have[i]);
}

/** Whether two prefixes overlap: one is the other or lies under it. */
export function prefixesOverlap(a: string, b: string): boolean {
  return underPrefix(a, b) || underPrefix(b, a);
}

/** Whether some path matches both patterns (`/post/:id` and `/post/new` do). */
export function patternsCollide(a: string, b: string): boolean {
  const [x, y] = [segmentsOf(a), segmentsOf(b)];
  return x.length === y.length && x.every((s, i) => s === y[i] || isParameter(s) || isParameter(y[i] as string));
}

/** Whether two patterns are the same route, whatever their parameters are called (`/post/:id`, `/post/:postId`). */
export function samePattern(a: string, b: string): boolean {
  const [x, y] = [segmentsOf(a), segmentsOf(b)];
  return x.length === y.length && x.every((s, i) => s === y[i] || (isParameter(s) && isParameter(y[i] as string)));
}

/** Whether a route pattern (`/post/:postId`) matches a path, as the router matches it. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const have = pathname.split('/').filter(Boolean);
  return (
    want.length === have.length &&
    want.every((segment, i) => isParameter(segment) || segment === decodeURIComponent(have[i] as string))
  );
}
