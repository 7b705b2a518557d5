/** @jest-environment node */
import { sessionStore } from '@cliques/session';
import { ApiError } from '../errors';
import { unreadMessageCount } from './counts';
import { sendContactMessage } from './contact';

const NodeRequest = globalThis.Request;
const sent: Request[] = [];
const bodies: string[] = [];
let answer: () => Response;

beforeAll(() => {
  // Node's Request needs an absolute URL; the browser resolves /api against the page's origin.
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
    }
  } as typeof Request;
  globalThis.fetch = jest.fn(async (request: RequestInfo | URL) => {
    sent.push(request as Request);
    bodies.push(await (request as Request).clone().text());
    return answer();
  }) as typeof fetch;
});

afterAll(() => {
  globalThis.Request = NodeRequest;
});

beforeEach(() => {
  sent.length = 0;
  bodies.length = 0;
  jest.spyOn(sessionStore, 'getIdToken').mockResolvedValue('signed-in-id-token');
});

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question' };

describe('sendContactMessage', () => {
  it('posts the four fields to /api/contact with no Authorization header, even when signed in', async () => {
    answer = json(201, { ok: true });
    await expect(sendContactMessage(message)).resolves.toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(new URL(sent[0]?.url ?? '').pathname).toBe('/api/contact');
    expect(sent[0]?.headers.get('authorization')).toBeNull();
    expect(JSON.parse(bodies[0] ?? '')).toEqual(message);
  });

  it('leaves the bearer token on every other call', async () => {
    answer = json(200, { unreadCount: 3 });
    await expect(unreadMessageCount()).resolves.toBe(3);
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer signed-in-id-token');
  });

  it("rejects with the server's message when the server refuses the message", async () => {
    answer = json(429, { error: { code: 'rate_limited', message: 'Too many requests, please try again later' } });
    const error = await sendContactMessage(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', message: 'Too many requests, please try again later' });
  });
});
