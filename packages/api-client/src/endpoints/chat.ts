import type {
  Conversation,
  ConversationRef,
  ConversationResponse,
  ConversationsResponse,
  MarkReadResponse,
  MessageSearchResponse,
  RealtimeTicketResponse,
} from '@cliques/contracts';
import { call, http } from '../client';

/** POST /realtime/ticket: a single-use ticket (30 s) for opening the realtime socket. */
export function createRealtimeTicket(): Promise<RealtimeTicketResponse> {
  return call(() => http.post('realtime/ticket').json<RealtimeTicketResponse>());
}

/** GET /messages/conversations: your conversations, latest message first (friends and cliques without messages last). */
export function listConversations(
  options: { limit?: number; nextToken?: string } = {},
): Promise<ConversationsResponse> {
  const searchParams: Record<string, string | number> = { limit: options.limit ?? 20 };
  if (options.nextToken) searchParams.nextToken = options.nextToken;
  return call(() => http.get('messages/conversations', { searchParams }).json<ConversationsResponse>());
}

/** GET /messages/conversation: one conversation (with a user, or a clique you belong to), for deep links. */
export function getConversation(ref: ConversationRef): Promise<Conversation> {
  const searchParams = ref.cliqueId ? { cliqueId: ref.cliqueId } : { withUserId: ref.withUserId as string };
  return call(() => http.get('messages/conversation', { searchParams }).json<ConversationResponse>()).then(
    (r) => r.conversation,
  );
}

/** POST /messages/mark-read: marks a conversation read; the other side is told through messages_read. */
export function markMessagesRead(ref: ConversationRef): Promise<number> {
  const json = ref.cliqueId ? { cliqueId: ref.cliqueId } : { otherUserId: ref.withUserId as string };
  return call(() => http.post('messages/mark-read', { json }).json<MarkReadResponse>()).then((r) => r.marked);
}

/** GET /messages/search: messages of one of your conversations containing `q`, newest first; `before` pages back. */
export function searchMessages(
  ref: ConversationRef,
  q: string,
  options: { limit?: number; before?: string } = {},
): Promise<MessageSearchResponse> {
  const searchParams: Record<string, string | number> = {
    ...(ref.cliqueId ? { cliqueId: ref.cliqueId } : { withUserId: ref.withUserId as string }),
    q,
    limit: options.limit ?? 20,
  };
  if (options.before) searchParams.before = options.before;
  return call(() => http.get('messages/search', { searchParams }).json<MessageSearchResponse>());
}
