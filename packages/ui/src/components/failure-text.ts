/**
 * The text of a failed call: the error's own message (the API client words the server's, the session
 * words the identity service's), else the screen's fallback (SPEC §8).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}

/** The text of a failed action: the error's own message, else a general one. */
export function failureText(error: unknown): string {
  return errorMessage(error, 'Something went wrong. Please try again.');
}
