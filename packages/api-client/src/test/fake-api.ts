import { sessionStore } from '@cliques/session';

/** A JSON answer for the fake API (204 carries no body). */
export const json = (status: number, body: unknown) => () =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Installs a fake `fetch` for endpoint tests: records each request (as `record` maps it, else the
 * Request itself) and its body, answers with what the test sets through `respondWith`, and signs
 * requests with `token` as the session's ID token.
 */
export function installFakeApi<T = Request>(token: string, record?: (request: Request, body: string) => T) {
  const NodeRequest = globalThis.Request;
  const sent: T[] = [];
  const bodies: string[] = [];
  let answer: () => Response = json(204, null);

  beforeAll(() => {
    // Node's Request needs an absolute URL; the browser resolves /api against the page's origin.
    globalThis.Request = class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
      }
    } as typeof Request;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      const body = await request.clone().text();
      bodies.push(body);
      sent.push(record ? record(request, body) : (request as T));
      return answer();
    }) as typeof fetch;
  });

  afterAll(() => {
    globalThis.Request = NodeRequest;
  });

  beforeEach(() => {
    sent.length = 0;
    bodies.length = 0;
    jest.spyOn(sessionStore, 'getIdToken').mockResolvedValue(token);
  });

  return {
    sent,
    bodies,
    /** The answer to every following request. */
    respondWith: (next: () => Response) => {
      answer = next;
    },
  };
}
