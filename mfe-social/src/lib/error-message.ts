/** The message of a failed call (the server's, when it gave one), or the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
