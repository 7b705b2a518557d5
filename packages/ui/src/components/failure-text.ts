/** The text of a failed action: the error's own message (the API client words it), else a general one. */
export function failureText(error: unknown): string {
  return error instanceof Error && error.message.trim() ? error.message : 'Something went wrong. Please try again.';
}
