/** A message to show for a failed call: the server's (ApiError carries it) or the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
