import { randomUUID } from 'node:crypto';
import {
  messageHistoryDefault,
  type GetMessagesFrame,
  type MarkReadBody,
  type Message,
  type MessagesFrame,
  type MessagesReadFrame,
  type SendMessageFrame,
} from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { badRequest, notFound } from '../../platform/http/errors';
import { requireCliqueAction } from '../cliques';
import { userExists } from '../people';
import { requireReachable } from '../audience';
import { isId } from '../../platform/input/ids';
import { cliqueReadMarks } from './message-changes.repository';
import { insertMessageMedia } from '../media';
import { imagesToAttach, withImages, type ConfirmUploads } from './chat-media.service';
import {
  cliqueMemberIds,
  historyPage,
  insertMessage,
  isForeignKeyViolation,
  markCliqueRead,
  markDirectRead,
  seqOfMessage,
  toMessage,
  type ConversationKey,
  type HistoryCursor,
} from './chat.repository';

/** Chat never federates: a message, or a conversation, with an account of another server is refused (403 `forbidden`). */
export const localChatText = 'Chat stays on this server: people on other servers cannot be messaged';

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A stored message and who must hear of it. */
export interface SentMessage {
  message: Message;
  /** False when the clientMessageId named a message stored earlier (a resend). */
  created: boolean;
  /** Everyone the message is for: the recipient, or every member of the clique (sender included). */
  audience: string[];
}

/**
 * Stores a message from senderId (never anyone else: the caller is the socket's authenticated user).
 * To a clique only when the sender is a member (else not_found, so existence does not leak); to an
 * existing user other than yourself who is not blocked with you either way (403 `blocked`) and is a
 * person of this server (403 `forbidden`: chat never leaves it). A
 * suspended sender never gets here: the socket's guard refuses every writing frame first. The row is committed before this returns, so no
 * frame about it can go out before it is stored. One statement per new text message: this is the hot
 * path. Images (up to 4 of the sender's own uploads) are attached in the same transaction.
 */
export async function sendMessage(
  db: Database,
  senderId: string,
  frame: SendMessageFrame,
  confirmUploads: ConfirmUploads = async () => undefined,
): Promise<SentMessage> {
  const content = frame.content.trim();
  if (content.length === 0 && !frame.media?.length) throw badRequest('content must not be empty');
  const clientMessageId = frame.clientMessageId ?? null;
  const cliqueId = frame.cliqueId ?? null;
  const recipientId = cliqueId ? null : (frame.recipientId ?? null);
  if (!cliqueId && !recipientId) throw badRequest('recipientId or cliqueId is required');
  if (recipientId === senderId) throw badRequest('You cannot message yourself');
  if (recipientId) await requireReachable(db, senderId, recipientId, localChatText);
  if (cliqueId) await requireCliqueAction(db, cliqueId, senderId, 'chat');
  const images = frame.media ? await imagesToAttach(db, senderId, frame.media, confirmUploads) : [];
  const input = { messageId: randomUUID(), senderId, recipientId, cliqueId, content, clientMessageId };
  let stored: Awaited<ReturnType<typeof insertMessage>>;
  try {
    stored =
      images.length === 0
        ? await insertMessage(db, input)
        : await db.transaction(async (tx) => {
            const inserted = await insertMessage(tx, input);
            if (inserted?.created)
              await insertMessageMedia(
                tx,
                input.messageId,
                images.map((image) => image.key),
              );
            return inserted;
          });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('User not found');
    throw error;
  }
  if (!stored) throw notFound('Clique not found');
  const audience = cliqueId ? await cliqueMemberIds(db, cliqueId) : [recipientId as string, senderId];
  const [message] = stored.created
    ? [images.length ? { ...toMessage(stored.row), media: images } : toMessage(stored.row)]
    : await withImages(db, [stored.row]);
  return { message: message as Message, created: stored.created, audience };
}

/** The conversation a frame or body names, checked: a clique you belong to, or an existing user not blocked either way (403 `blocked`). */
export async function conversationOf(
  db: Database,
  userId: string,
  ref: { withUserId?: string; cliqueId?: string },
): Promise<ConversationKey> {
  if (ref.cliqueId && ref.withUserId) throw badRequest('Give withUserId or cliqueId, not both');
  if (ref.cliqueId) {
    await requireCliqueAction(db, ref.cliqueId, userId, 'readMembers');
    return { cliqueId: ref.cliqueId };
  }
  if (!ref.withUserId) throw badRequest('withUserId or cliqueId is required');
  if (ref.withUserId !== userId && !(await userExists(db, ref.withUserId))) throw notFound('User not found');
  await requireReachable(db, userId, ref.withUserId);
  return { userId, otherUserId: ref.withUserId };
}

async function cursorOf(db: Database, key: ConversationKey, before: string | undefined): Promise<HistoryCursor> {
  if (before === undefined) return null;
  if (isId(before)) {
    const seq = await seqOfMessage(db, key, before);
    if (seq === null) throw notFound('before names no message of this conversation');
    return { seq };
  }
  if (isoTime.test(before) && !Number.isNaN(Date.parse(before))) return { time: before };
  throw badRequest('before must be a messageId or an ISO time');
}

/** A page of history (default 50), oldest first within the page; `before` pages back. Only your own conversations. */
export async function getMessages(db: Database, userId: string, frame: GetMessagesFrame): Promise<MessagesFrame> {
  const key = await conversationOf(db, userId, frame);
  const limit = frame.limit ?? messageHistoryDefault;
  const rows = await historyPage(db, key, await cursorOf(db, key, frame.before), limit);
  const page = rows.slice(0, limit).reverse();
  return {
    type: 'messages',
    ...('cliqueId' in key ? { cliqueId: key.cliqueId } : { withUserId: key.otherUserId }),
    before: frame.before ?? null,
    messages: await withImages(db, page),
    hasMore: rows.length > limit,
    ...('cliqueId' in key && !frame.before ? { reads: await cliqueReadMarks(db, key.cliqueId, userId) } : {}),
  };
}

/** What marking a conversation read did, and the messages_read frame for the other side (when anything changed). */
export interface MarkedRead {
  marked: number;
  event: { audience: string[]; frame: MessagesReadFrame } | null;
}

/**
 * Marks a conversation read for userId: messages from otherUserId, or a clique's up to its latest.
 * The other side (and the reader's own other connections) hear of it through messages_read.
 */
export async function markRead(db: Database, userId: string, body: MarkReadBody): Promise<MarkedRead> {
  if (Boolean(body.otherUserId) === Boolean(body.cliqueId))
    throw badRequest('Give exactly one of otherUserId or cliqueId');
  const key = await conversationOf(db, userId, { withUserId: body.otherUserId, cliqueId: body.cliqueId });
  if ('cliqueId' in key) {
    const { marked, readAt } = await markCliqueRead(db, userId, key.cliqueId);
    if (marked === 0) return { marked, event: null };
    const frame: MessagesReadFrame = { type: 'messages_read', byUserId: userId, cliqueId: key.cliqueId, readAt };
    return { marked, event: { audience: await cliqueMemberIds(db, key.cliqueId), frame } };
  }
  const { marked, readAt } = await markDirectRead(db, userId, key.otherUserId);
  if (marked === 0) return { marked, event: null };
  const frame: MessagesReadFrame = { type: 'messages_read', byUserId: userId, withUserId: key.otherUserId, readAt };
  return { marked, event: { audience: [key.otherUserId, userId], frame } };
}
