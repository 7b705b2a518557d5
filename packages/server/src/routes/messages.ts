import type { FastifyInstance } from 'fastify';
import {
  ConversationQuery,
  ConversationResponse,
  ConversationsQuery,
  ConversationsResponse,
  MarkReadBody,
  MarkReadResponse,
  RealtimeTicketResponse,
  UnreadCountResponse,
} from '@cliques/contracts';
import type { Static } from '@sinclair/typebox';
import type { Database } from '../db/database';
import { callerOf } from '../plugins/auth';
import { issueTicket } from '../realtime/tickets';
import { getConversation, listConversations, unreadCount } from '../services/chat-conversations';
import { markRead } from '../services/chat-messages';

const tags = ['messages'];

/**
 * Chat over REST: the conversation list, one conversation, the unread count, marking read (the
 * other side hears of it through messages_read), and the ticket that opens the socket.
 * Needs the realtime plugin registered on the app (`app.realtime`).
 */
export async function messageRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get<{ Querystring: Static<typeof ConversationsQuery> }>(
    '/messages/conversations',
    { schema: { tags, querystring: ConversationsQuery, response: { 200: ConversationsResponse } } },
    async (request) => listConversations(db, callerOf(request).userId, request.query),
  );

  app.get<{ Querystring: Static<typeof ConversationQuery> }>(
    '/messages/conversation',
    { schema: { tags, querystring: ConversationQuery, response: { 200: ConversationResponse } } },
    async (request) => ({ conversation: await getConversation(db, callerOf(request).userId, request.query) }),
  );

  app.get('/messages/unread-count', { schema: { tags, response: { 200: UnreadCountResponse } } }, async (request) => ({
    unreadCount: await unreadCount(db, callerOf(request).userId),
  }));

  app.post<{ Body: Static<typeof MarkReadBody> }>(
    '/messages/mark-read',
    { schema: { tags, body: MarkReadBody, response: { 200: MarkReadResponse } } },
    async (request) => {
      const result = await markRead(db, callerOf(request).userId, request.body ?? {});
      if (result.event) await app.realtime.publish(result.event.audience, result.event.frame);
      return { marked: result.marked };
    },
  );

  app.post(
    '/realtime/ticket',
    { schema: { tags: ['realtime'], response: { 200: RealtimeTicketResponse } } },
    async (request) => issueTicket(db, callerOf(request)),
  );
}
