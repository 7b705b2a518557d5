import {
  ConversationQuery,
  ConversationResponse,
  ConversationsQuery,
  ConversationsResponse,
  MarkReadBody,
  MarkReadResponse,
  MessageSearchQuery,
  MessageSearchResponse,
  UnreadCountResponse,
  errorResponses,
} from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { getConversation, listConversations, unreadCount } from './conversations.service';
import { markRead } from './chat.service';
import { searchMessages } from './chat-changes.service';

const tags = ['messages'];
const errors = errorResponses(400, 401);

/**
 * Chat over REST: the conversation list, one conversation, search within one, the unread count, marking read (the
 * other side hears of it through messages_read).
 * Needs the realtime plugin registered on the app (`app.realtime`).
 */
export const messageRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  app.get(
    '/messages/conversations',
    {
      schema: {
        tags,
        summary: 'Your conversations, latest first',
        operationId: 'listConversations',
        querystring: ConversationsQuery,
        response: { 200: ConversationsResponse, ...errors },
      },
    },
    async (request) => listConversations(db, callerOf(request).userId, request.query),
  );

  app.get(
    '/messages/conversation',
    {
      schema: {
        tags,
        summary: 'One conversation with a person or a clique',
        operationId: 'getConversation',
        querystring: ConversationQuery,
        response: { 200: ConversationResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ conversation: await getConversation(db, callerOf(request).userId, request.query) }),
  );

  app.get(
    '/messages/search',
    {
      schema: {
        tags,
        summary: 'Search the messages of a conversation',
        operationId: 'searchMessages',
        querystring: MessageSearchQuery,
        response: { 200: MessageSearchResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => searchMessages(db, callerOf(request).userId, request.query),
  );

  app.get(
    '/messages/unread-count',
    {
      schema: {
        tags,
        summary: 'How many messages you have not read',
        operationId: 'getUnreadMessageCount',
        response: { 200: UnreadCountResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({
      unreadCount: await unreadCount(db, callerOf(request).userId),
    }),
  );

  app.post(
    '/messages/mark-read',
    {
      schema: {
        tags,
        summary: 'Mark a conversation read',
        operationId: 'markMessagesRead',
        body: MarkReadBody,
        response: { 200: MarkReadResponse, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const result = await markRead(db, callerOf(request).userId, request.body ?? {});
      if (result.event) await app.realtime.publish(result.event.audience, result.event.frame);
      if (result.marked > 0) app.realtime.counts.changed([callerOf(request).userId]);
      return { marked: result.marked };
    },
  );
};
