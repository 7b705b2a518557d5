import {
  chatEditWindowMs,
  type DeleteMessageFrame,
  type EditMessageFrame,
  type Message,
  type MessageSearchQuery,
  type MessageSearchResponse,
  type TypingClientFrame,
  type TypingFrame,
} from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { assertCliqueAction, loadCliqueStanding, requireCliqueAction } from '../cliques';
import {
  cliqueAudience,
  findOwnMessage,
  markMessageDeleted,
  searchConversation,
  updateMessageContent,
} from './message-changes.repository';
import { seqOfMessage, toMessage, type MessageRow } from './chat.repository';
import { isBlockedBetween, requireReachable } from '../audience';
import { withImages } from './chat-media.service';
import { conversationOf, localChatText } from './chat.service';

/** A frame for the people who may hear of it (a blocked or removed participant is never among them). */
export interface ChatEvent<F> {
  audience: string[];
  frame: F;
}

export const editWindowText = 'Messages can be edited for 15 minutes after sending';

/** Who hears of a change to a message: a clique's members not blocked with the sender, or both people of a direct one unless blocked. */
async function audienceOf(db: Database, row: MessageRow): Promise<string[]> {
  if (row.clique_id) return cliqueAudience(db, row.clique_id, row.sender_id);
  const recipient = row.recipient_id as string;
  return (await isBlockedBetween(db, row.sender_id, recipient)) ? [row.sender_id] : [row.sender_id, recipient];
}

/**
 * Your own message of a clique you are still in, or of a direct conversation; else not_found
 * (existence does not leak). In a clique, the rules must let you do `action` (editing is chatting:
 * a muted member may not).
 */
async function ownMessage(db: Database, userId: string, messageId: string, action: 'chat' | 'readMembers') {
  const found = await findOwnMessage(db, userId, messageId, chatEditWindowMs);
  const standing = found?.row.clique_id ? await loadCliqueStanding(db, found.row.clique_id, userId) : null;
  if (!found || (found.row.clique_id && !standing?.subject.role)) throw notFound('Message not found');
  if (standing) assertCliqueAction(standing, action);
  return found;
}

/** Replaces the content of your own message, within 15 minutes of sending it; everyone in the conversation sees it edited. */
export async function editMessage(
  db: Database,
  userId: string,
  frame: EditMessageFrame,
): Promise<ChatEvent<{ type: 'message_updated'; message: Message }>> {
  const content = frame.content.trim();
  if (content.length === 0) throw badRequest('content must not be empty');
  const found = await ownMessage(db, userId, frame.messageId, 'chat');
  if (found.row.deleted_at) throw forbidden('A deleted message cannot be edited');
  if (!found.editable) throw forbidden(editWindowText);
  const row = await updateMessageContent(db, userId, frame.messageId, content, chatEditWindowMs);
  if (!row) throw forbidden(editWindowText);
  const [message] = await withImages(db, [row]);
  return { audience: await audienceOf(db, row), frame: { type: 'message_updated', message: message as Message } };
}

/** Deletes your own message for everyone (at any age): its content goes, "deleted" stays in its place. */
export async function deleteMessage(
  db: Database,
  userId: string,
  frame: DeleteMessageFrame,
): Promise<ChatEvent<{ type: 'message_updated'; message: Message }>> {
  await ownMessage(db, userId, frame.messageId, 'readMembers');
  const row = await markMessageDeleted(db, userId, frame.messageId);
  if (!row) throw notFound('Message not found');
  return { audience: await audienceOf(db, row), frame: { type: 'message_updated', message: toMessage(row) } };
}

/** Who sees that userId is typing: the other person (unless blocked, 403, or of another server, 403) or the clique's other members (members only, else 404). */
export async function typingEvent(
  db: Database,
  userId: string,
  frame: TypingClientFrame,
): Promise<ChatEvent<TypingFrame>> {
  if (Boolean(frame.recipientId) === Boolean(frame.cliqueId))
    throw badRequest('Give exactly one of recipientId or cliqueId');
  if (frame.cliqueId) {
    await requireCliqueAction(db, frame.cliqueId, userId, 'chat');
    const audience = (await cliqueAudience(db, frame.cliqueId, userId)).filter((id) => id !== userId);
    return { audience, frame: { type: 'typing', byUserId: userId, cliqueId: frame.cliqueId } };
  }
  const recipientId = frame.recipientId as string;
  if (recipientId === userId) throw badRequest('You cannot message yourself');
  await requireReachable(db, userId, recipientId, localChatText);
  return { audience: [recipientId], frame: { type: 'typing', byUserId: userId, withUserId: recipientId } };
}

/** Messages of one of your conversations containing `q`, newest first; `before` (a messageId of it) pages back. */
export async function searchMessages(
  db: Database,
  userId: string,
  query: MessageSearchQuery,
): Promise<MessageSearchResponse> {
  const key = await conversationOf(db, userId, query);
  const text = query.q.trim();
  if (text.length < 2) throw badRequest('q must hold at least 2 characters');
  let beforeSeq: string | null = null;
  if (query.before) {
    beforeSeq = await seqOfMessage(db, key, query.before);
    if (beforeSeq === null) throw notFound('before names no message of this conversation');
  }
  const rows = await searchConversation(db, key, text, beforeSeq, query.limit);
  return { messages: await withImages(db, rows.slice(0, query.limit)), hasMore: rows.length > query.limit };
}
