/** The message of a failed call, or the screen's fallback text (SPEC §8) when it has none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
