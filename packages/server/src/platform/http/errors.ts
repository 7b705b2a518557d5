/** The error codes of docs/API.md, each with its HTTP status. */
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
  /** A clique that takes members by invitation only. */
  invite_required: 403,
  /** Banned from a clique. */
  banned: 403,
  /** Muted in a clique: reads, but does not post, comment or chat there. */
  muted_in_clique: 403,
  /** A vote on a poll that has closed. */
  poll_closed: 409,
  /** A search query that cannot be searched (an operator's malformed value, exclusions alone). */
  invalid_query: 400,
  internal: 500,
  /** A search that ran past its statement timeout. */
  search_timeout: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** Values put into a message's `{name}` placeholders. */
export type MessageValues = Record<string, string | number>;

/** A message built with values: its English template (the catalogs' id) and the values. */
export interface Message {
  readonly template: string;
  readonly values: MessageValues;
}

/** A message with placeholders, e.g. `message('Text must be at most {max} characters', { max })`. */
export const message = (template: string, values: MessageValues): Message => ({ template, values });

/** A message's English text: each `{name}` replaced by its value as it is. */
export function englishText(text: string | Message): string {
  if (typeof text === 'string') return text;
  return text.template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(text.values, name) ? String(text.values[name]) : whole,
  );
}

/** An error whose message is safe to show the caller (in English; the error handler translates it). */
export class HttpError extends Error {
  readonly statusCode: number;
  /** The English template the catalogs translate, and the values of its placeholders. */
  readonly text: Message;
  constructor(
    readonly code: ErrorCode,
    text: string | Message,
    readonly details?: unknown[],
  ) {
    super(englishText(text));
    this.statusCode = errorStatus[code];
    this.text = typeof text === 'string' ? { template: text, values: {} } : text;
  }
}

/** 429 `rate_limited`: the caller may try again after `retryAfterSeconds` (sent as Retry-After). */
export class RateLimitedError extends HttpError {
  constructor(
    text: string | Message,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', text);
  }
}

export const badRequest = (message: string | Message, details?: unknown[]) =>
  new HttpError('validation_failed', message, details);
export const unauthorized = (message: string | Message = 'Authentication required') =>
  new HttpError('unauthorized', message);
export const forbidden = (message: string | Message = 'You may not do that') => new HttpError('forbidden', message);
/** An act between two people when either has blocked the other. */
export const blocked = (message: string | Message = 'You cannot reach this person') =>
  new HttpError('blocked', message);
export const notFound = (message: string | Message = 'Not found') => new HttpError('not_found', message);
export const conflict = (message: string | Message) => new HttpError('conflict', message);
export const preconditionRequired = (message: string | Message) => new HttpError('precondition_required', message);
export const preconditionFailed = (message: string | Message) => new HttpError('precondition_failed', message);
/** A remote that may not go live; each detail is one reason, in words. */
export const invalidRemote = (message: string | Message, reasons: string[]) =>
  new HttpError('invalid_remote', message, reasons);
