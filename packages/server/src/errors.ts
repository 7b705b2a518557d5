/** The error codes of API.md, each with its HTTP status. */
export const errorStatus = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  blocked: 403,
  reauthentication_required: 403,
  not_found: 404,
  conflict: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  invalid_remote: 422,
  precondition_required: 428,
  rate_limited: 429,
  suspended: 403,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** An error whose message is safe to show the caller. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown[],
  ) {
    super(message);
    this.statusCode = errorStatus[code];
  }
}

/** 429 `rate_limited`: the caller may try again after `retryAfterSeconds` (sent as Retry-After). */
export class RateLimitedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}

export const badRequest = (message: string, details?: unknown[]) =>
  new HttpError('validation_failed', message, details);
export const unauthorized = (message = 'Authentication required') => new HttpError('unauthorized', message);
export const forbidden = (message = 'You may not do that') => new HttpError('forbidden', message);
/** An act between two people when either has blocked the other. */
export const blocked = (message = 'You cannot reach this person') => new HttpError('blocked', message);
export const notFound = (message = 'Not found') => new HttpError('not_found', message);
export const conflict = (message: string) => new HttpError('conflict', message);
export const preconditionRequired = (message: string) => new HttpError('precondition_required', message);
export const preconditionFailed = (message: string) => new HttpError('precondition_failed', message);
/** A remote that may not go live; each detail is one reason, in words. */
export const invalidRemote = (message: string, reasons: string[]) => new HttpError('invalid_remote', message, reasons);
