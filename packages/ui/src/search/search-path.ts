/** The results page of a search: `/search?q=…&type=…` (type `all` unless given). */
export function searchPath(query: string, type = 'all'): string {
  return `/search?${new URLSearchParams({ q: query.trim(), type })}`;
}

/**
 * The query with its `in:` operator set to one clique (any earlier `in:` replaced): how the UI lets a
 * person pick a clique by name while the query language takes its id.
 */
export function withClique(query: string, cliqueId: string): string {
  const rest = query
    .split(/\s+/)
    .filter((word) => word && !/^in:/i.test(word))
    .join(' ');
  return rest ? `${rest} in:${cliqueId}` : `in:${cliqueId}`;
}
