import { errorMessage } from '@cliques/api-client';

/** The text of a failed action: the error's own message, else a general one. */
export function failureText(error: unknown): string {
  return errorMessage(error, 'Something went wrong. Please try again.');
}
