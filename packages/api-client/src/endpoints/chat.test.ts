/** @jest-environment node */
import { sessionStore } from '@cliques/session';
import { ApiError } from '../errors';
import { createRealtimeTicket, getConversation, listConversations, markMessagesRead } from './chat';

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
  jest.spyOn(sessionStore, 'getIdToken').mockResolvedValue('id-token-1');
});

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const last = () => sent[sent.length - 1] as Request;

describe('chat endpoints', () => {
  it('asks for a socket ticket with the bearer token', async () => {
    answer = json(200, { ticket: 't-1', expiresAt: '2026-01-01T00:00:30.000Z' });
    await expect(createRealtimeTicket()).resolves.toEqual({ ticket: 't-1', expiresAt: '2026-01-01T00:00:30.000Z' });
    expect(last().method).toBe('POST');
    expect(new URL(last().url).pathname).toBe('/api/realtime/ticket');
    expect(last().headers.get('authorization')).toBe('Bearer id-token-1');
  });

  it('lists conversations with limit 20 by default and passes nextToken on', async () => {
    answer = json(200, { conversations: [], hasMore: false, nextToken: null });
    await listConversations();
    expect(new URL(last().url).search).toBe('?limit=20');
    await listConversations({ limit: 5, nextToken: 'abc' });
    expect(new URL(last().url).search).toBe('?limit=5&nextToken=abc');
  });

  it('gets one conversation by user or clique', async () => {
    answer = json(200, { conversation: { unreadCount: 2 } });
    await expect(getConversation({ withUserId: 'u-2' })).resolves.toEqual({ unreadCount: 2 });
    expect(new URL(last().url).search).toBe('?withUserId=u-2');
    await getConversation({ cliqueId: 'c-1' });
    expect(new URL(last().url).search).toBe('?cliqueId=c-1');
  });

  it('marks read with otherUserId or cliqueId and answers how many', async () => {
    answer = json(200, { marked: 3 });
    await expect(markMessagesRead({ withUserId: 'u-2' })).resolves.toBe(3);
    expect(JSON.parse(bodies[bodies.length - 1] as string)).toEqual({ otherUserId: 'u-2' });
    await markMessagesRead({ cliqueId: 'c-1' });
    expect(JSON.parse(bodies[bodies.length - 1] as string)).toEqual({ cliqueId: 'c-1' });
  });

  it("turns an error answer into an ApiError with the server's message", async () => {
    answer = json(404, { error: { code: 'not_found', message: 'Clique not found' } });
    await expect(markMessagesRead({ cliqueId: 'c-9' })).rejects.toEqual(new ApiError(404, 'not_found', 'Clique not found'));
  });
});
