/** @jest-environment node */
import { ApiError } from '../errors';
import { createRealtimeTicket, getConversation, listConversations, markMessagesRead, searchMessages } from './chat';
import { json, installFakeApi } from '../test/fake-api';

const { sent, bodies, respondWith } = installFakeApi('id-token-1');
const last = () => sent[sent.length - 1] as Request;

describe('chat endpoints', () => {
  it('asks for a socket ticket with the bearer token', async () => {
    respondWith(json(200, { ticket: 't-1', expiresAt: '2026-01-01T00:00:30.000Z' }));
    await expect(createRealtimeTicket()).resolves.toEqual({ ticket: 't-1', expiresAt: '2026-01-01T00:00:30.000Z' });
    expect(last().method).toBe('POST');
    expect(new URL(last().url).pathname).toBe('/api/realtime/ticket');
    expect(last().headers.get('authorization')).toBe('Bearer id-token-1');
  });

  it('lists conversations with limit 20 by default and passes nextToken on', async () => {
    respondWith(json(200, { conversations: [], hasMore: false, nextToken: null }));
    await listConversations();
    expect(new URL(last().url).search).toBe('?limit=20');
    await listConversations({ limit: 5, nextToken: 'abc' });
    expect(new URL(last().url).search).toBe('?limit=5&nextToken=abc');
  });

  it('gets one conversation by user or clique', async () => {
    respondWith(json(200, { conversation: { unreadCount: 2 } }));
    await expect(getConversation({ withUserId: 'u-2' })).resolves.toEqual({ unreadCount: 2 });
    expect(new URL(last().url).search).toBe('?withUserId=u-2');
    await getConversation({ cliqueId: 'c-1' });
    expect(new URL(last().url).search).toBe('?cliqueId=c-1');
  });

  it('searches one conversation with q and limit 20 by default, paging with before', async () => {
    respondWith(json(200, { messages: [], hasMore: false }));
    await expect(searchMessages({ withUserId: 'u-2' }, 'climb')).resolves.toEqual({ messages: [], hasMore: false });
    expect(new URL(last().url).pathname).toBe('/api/messages/search');
    expect(new URL(last().url).search).toBe('?withUserId=u-2&q=climb&limit=20');
    await searchMessages({ cliqueId: 'c-1' }, 'two words', { limit: 5, before: 'm-9' });
    expect(new URL(last().url).search).toBe('?cliqueId=c-1&q=two+words&limit=5&before=m-9');
  });

  it('marks read with otherUserId or cliqueId and answers how many', async () => {
    respondWith(json(200, { marked: 3 }));
    await expect(markMessagesRead({ withUserId: 'u-2' })).resolves.toBe(3);
    expect(JSON.parse(bodies[bodies.length - 1] as string)).toEqual({ otherUserId: 'u-2' });
    await markMessagesRead({ cliqueId: 'c-1' });
    expect(JSON.parse(bodies[bodies.length - 1] as string)).toEqual({ cliqueId: 'c-1' });
  });

  it("turns an error answer into an ApiError with the server's message", async () => {
    respondWith(json(404, { error: { code: 'not_found', message: 'Clique not found' } }));
    await expect(markMessagesRead({ cliqueId: 'c-9' })).rejects.toEqual(
      new ApiError(404, 'not_found', 'Clique not found'),
    );
  });
});
