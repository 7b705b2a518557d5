import { ApiError } from '@cliques/api-client';

/** The words of a failed search, as messages of the search catalog (translated where shown). */
export const searchTexts = {
  timeout: 'Search took too long. Try fewer words.',
  failed: 'Search is not available right now. Try again.',
} as const;

/**
 * What a failed search says: a query the server refused (400) in the server's own words (it names
 * the operator); a timeout (503) and anything else in ours.
 */
export function searchFailure(error: unknown): Error {
  if (error instanceof ApiError && error.status === 400 && error.message.trim()) return error;
  if (error instanceof ApiError && (error.status === 503 || error.code === 'search_timeout'))
    return new Error(searchTexts.timeout);
  return new Error(searchTexts.failed);
}

/** Whether trying the same search again could help (not for a query the server refused). */
export const mayRetry = (error: unknown): boolean => !(error instanceof ApiError && error.status === 400);
