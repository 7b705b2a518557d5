/**
 * The text of a failed call: the error's own message (this client words the server's, the session
 * words the identity service's), else the screen's fallback (docs/PRODUCT.md §8).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}
