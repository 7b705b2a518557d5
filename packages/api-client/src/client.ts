import ky, { HTTPError, type KyInstance } from 'ky';
import { sessionStore } from '@cliques/session';
import { ApiError } from './errors';

/** Called once when the API says the token is no longer good (401). */
let unauthorizedHandler: (() => void) | null = null;

/** Sets the one unauthorized handler (the host signs the user out). */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** Turns a ky HTTPError into an ApiError carrying the server's message. */
async function toApiError(error: HTTPError): Promise<ApiError> {
  const { status, statusText } = error.response;
  let code = 'http_error';
  let message = statusText || `Request failed with status ${status}`;
  try {
    const body = (await error.response.clone().json()) as { error?: { code?: string; message?: string } };
    if (body.error?.message) message = body.error.message;
    if (body.error?.code) code = body.error.code;
  } catch {
    // Not JSON: keep the status text.
  }
  return new ApiError(status, code, message);
}

/** The one HTTP client: /api base, bearer ID token, typed errors, one unauthorized handler. */
export const http: KyInstance = ky.create({
  prefixUrl: '/api',
  timeout: 15_000,
  retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
  hooks: {
    beforeRequest: [
      async (request, options) => {
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

/** Runs a call and rethrows failures as ApiError. */
export async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof HTTPError) throw await toApiError(error);
    throw error;
  }
}
