// Paging of the list calls, apart from the client, so an endpoint module bundled where it is used
// (a subpath entry such as `@cliques/api-client/events`) takes no copy of the client with it.

/** Paging of a list call: `limit` and the `nextToken` of the previous page. */
export interface PageOptions {
  limit?: number;
  nextToken?: string | null;
}

/** Query of a paged list call, with any other parameters. */
export function pageParams(
  { limit = 20, nextToken }: PageOptions,
  extra: Record<string, string> = {},
): Record<string, string | number> {
  return { ...extra, limit, ...(nextToken ? { nextToken } : {}) };
}
