import type {
  Conversation,
  ConversationQuery,
  ConversationsQuery,
  ConversationsResponse,
  UserSummary,
} from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { badRequest, notFound } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { decodePageToken, encodePageToken } from '../../platform/input/page-token';
import { cliqueAllows, loadCliqueStanding } from '../cliques';
import {
  cliqueConversation,
  conversationPage,
  directConversation,
  type ConversationCursor,
  type ConversationRow,
} from './conversations.repository';
import { cliqueUnreadCounts, directUnreadCounts, messagesBySeq } from './chat.repository';
import { loadUserSummaries } from '../people';
import { userExists } from '../people';
import { requireReachable } from '../audience';
import { withImages } from './chat-media.service';
import { localChatText } from './chat.service';

/** A conversation key: `u:<user id>` or `c:<clique id>`. */
const isKey = (value: string) => /^[uc]:/.test(value) && isId(value.slice(2));

function encodeCursor(cursor: ConversationCursor): string {
  return encodePageToken([cursor.sortSeq, cursor.key]);
}

function decodeCursor(token: string): ConversationCursor {
  return decodePageToken(token, (value) =>
    Array.isArray(value) &&
    typeof value[0] === 'string' &&
    /^\d{1,19}$/.test(value[0]) &&
    typeof value[1] === 'string' &&
    isKey(value[1])
      ? { sortSeq: value[0], key: value[1] }
      : null,
  );
}

/** Fills list rows with people, last messages and unread counts: a fixed number of queries per page. */
async function toConversations(db: Database, userId: string, rows: ConversationRow[]): Promise<Conversation[]> {
  const lastMessages = await messagesBySeq(
    db,
    rows.flatMap((r) => (r.last_seq ? [r.last_seq] : [])),
  );
  const otherIds = rows.flatMap((r) => (r.other_user_id ? [r.other_user_id] : []));
  const cliqueIds = rows.flatMap((r) => (r.clique_id ? [r.clique_id] : []));
  const personOf = (row: ConversationRow) =>
    row.other_user_id ?? lastMessages.get(row.last_seq ?? '')?.sender_id ?? row.clique_owner_id ?? '';
  const [people, directUnread, cliqueUnread] = await Promise.all([
    loadUserSummaries(db, rows.map(personOf)),
    otherIds.length ? directUnreadCounts(db, userId, otherIds) : new Map<string, number>(),
    cliqueIds.length ? cliqueUnreadCounts(db, userId, cliqueIds) : new Map<string, number>(),
  ]);
  const unknown = (id: string): UserSummary => ({
    userId: id,
    username: 'unknown',
    displayName: 'Unknown user',
    profilePicture: null,
  });
  const lastWithImages = new Map(
    (await withImages(db, [...lastMessages.values()])).map((message) => [message.messageId, message]),
  );
  return rows.map((row) => {
    const lastRow = row.last_seq ? lastMessages.get(row.last_seq) : undefined;
    const last = lastRow ? lastWithImages.get(lastRow.message_id) : undefined;
    const person = personOf(row);
    return {
      withUser: people.get(person) ?? unknown(person),
      cliqueId: row.clique_id,
      cliqueName: row.clique_name,
      lastMessage: last ?? null,
      unreadCount: row.clique_id
        ? (cliqueUnread.get(row.clique_id) ?? 0)
        : (directUnread.get(row.other_user_id ?? '') ?? 0),
    };
  });
}

/**
 * The caller's conversations: direct threads and cliques with the latest message first, then
 * friends and cliques with no message yet (threads with people blocked either way left out). Keyset paged.
 */
export async function listConversations(
  db: Database,
  userId: string,
  query: ConversationsQuery,
): Promise<ConversationsResponse> {
  const cursor = query.nextToken ? decodeCursor(query.nextToken) : null;
  const rows = await conversationPage(db, userId, cursor, query.limit);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const hasMore = rows.length > query.limit;
  return {
    conversations: await toConversations(db, userId, page),
    hasMore,
    nextToken: hasMore && last ? encodeCursor({ sortSeq: last.sort_seq, key: last.key }) : null,
  };
}

/**
 * One conversation (for a deep link): with an existing user (blocked either way: 403 `blocked`; an
 * account of another server: 403 `forbidden`), or a clique you belong to (else 404).
 */
export async function getConversation(db: Database, userId: string, query: ConversationQuery): Promise<Conversation> {
  if (Boolean(query.withUserId) === Boolean(query.cliqueId))
    throw badRequest('Give exactly one of withUserId or cliqueId');
  let row: ConversationRow | null;
  if (query.cliqueId) {
    const standing = await loadCliqueStanding(db, query.cliqueId, userId);
    row = standing && cliqueAllows(standing, 'readMembers') ? await cliqueConversation(db, query.cliqueId) : null;
  } else {
    const other = query.withUserId as string;
    const exists = await userExists(db, other);
    if (exists) await requireReachable(db, userId, other, localChatText);
    row = exists && other !== userId ? await directConversation(db, userId, other) : null;
  }
  if (!row) throw notFound(query.cliqueId ? 'Clique not found' : 'User not found');
  const [conversation] = await toConversations(db, userId, [row]);
  return conversation as Conversation;
}

/** Everything unread for the caller: direct messages to them (not from people they hide) and clique messages since their read mark. */
export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [direct, cliques] = await Promise.all([directUnreadCounts(db, userId), cliqueUnreadCounts(db, userId)]);
  let total = 0;
  for (const n of direct.values()) total += n;
  for (const n of cliques.values()) total += n;
  return total;
}
