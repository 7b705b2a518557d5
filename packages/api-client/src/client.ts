import type { HTTPError, KyInstance, Options } from 'ky';
import { currentLocale } from '@cliques/i18n';
import { sessionStore } from '@cliques/session';
import { ApiError } from './errors';
import { refusalText } from './refusal-text';

/** Called once when the API says the token is no longer good (401). */
let unauthorizedHandler: (() => void) | null = null;

/** Sets the one unauthorized handler (the host signs the user out). */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** The end of a suspension, from a `suspended` error's `details: [{until}]`. */
function untilOf(details: unknown): string | null {
  const first: unknown = Array.isArray(details) ? details[0] : null;
  return first && typeof first === 'object' && 'until' in first && typeof first.until === 'string' ? first.until : null;
}

/**
 * Turns a ky HTTPError into an ApiError carrying the server's message, or the house wording of a
 * blocked, suspended or rate-limited refusal (with the date, or the seconds of `Retry-After`), so
 * every screen that shows a failed write's message says it the same way.
 */
async function toApiError(error: HTTPError): Promise<ApiError> {
  const { status, statusText, headers } = error.response;
  let code = 'http_error';
  let message = statusText || `Request failed with status ${status}`;
  let details: unknown = null;
  try {
    const body = (await error.response.clone().json()) as {
      error?: { code?: string; message?: string; details?: unknown };
    };
    if (body.error?.message) message = body.error.message;
    if (body.error?.code) code = body.error.code;
    details = body.error?.details ?? null;
  } catch {
    // Not JSON: keep the status text.
  }
  const refusal = refusalText(code, {
    retryAfterSeconds: Number(headers.get('retry-after')) || null,
    until: untilOf(details),
  });
  return new ApiError(status, code, refusal ?? message);
}

/** The one HTTP client: /api base, bearer ID token, the chosen language, typed errors, one unauthorized handler. */
function createClient(ky: KyInstance): KyInstance {
  return ky.create({
    prefixUrl: '/api',
    timeout: 15_000,
    retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
    hooks: {
      beforeRequest: [
        async (request, options) => {
          // The server answers its refusals (and mails) in the language chosen in the browser.
          request.headers.set('Accept-Language', currentLocale());
          // Calls made with `context: { anonymous: true }` (contact) never carry the bearer token.
          if (options.context.anonymous === true) return;
          const token = await sessionStore.getIdToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      beforeError: [
        async (error) => {
          if (error.response.status === 401) unauthorizedHandler?.();
          return error;
        },
      ],
    },
  });
}

let client: Promise<KyInstance> | null = null;

/**
 * Loads the HTTP library (ky) and makes the client, once. The first request does it, so a page that
 * makes none (the sign-in page) never loads it; a page sure to make some calls it at its start, so
 * its first request does not wait for the library.
 */
export function loadHttpClient(): Promise<KyInstance> {
  if (!client) {
    client = import(/* webpackChunkName: "http" */ 'ky').then(({ default: ky }) => createClient(ky));
    // A load that failed (offline) is tried again by the next request.
    client.catch(() => {
      client = null;
    });
  }
  return client;
}

/** A request as the endpoints use it: awaited for its response, or read as JSON (each sends it). */
export interface HttpRequest extends PromiseLike<Response> {
  json<T>(): Promise<T>;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

function request(method: Method) {
  return (url: string, options?: Options): HttpRequest => ({
    then: (fulfilled, rejected) =>
      loadHttpClient()
        .then((ky) => ky[method](url, options))
        .then(fulfilled, rejected),
    json: <T>() => loadHttpClient().then((ky) => ky[method](url, options).json<T>()),
  });
}

/** The API's methods, each sending through the one client (loaded with the first request). */
export const http = {
  get: request('get'),
  post: request('post'),
  put: request('put'),
  patch: request('patch'),
  delete: request('delete'),
};

/** Runs a call and rethrows failures as ApiError. */
export async function call<T>(request: () => PromiseLike<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    // By name: the HTTP library is loaded on demand, so its class is not at hand here.
    if (error instanceof Error && error.name === 'HTTPError') throw await toApiError(error as HTTPError);
    throw error;
  }
}
