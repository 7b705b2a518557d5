import type { SafetyListResponse } from '@cliques/contracts';
import type { Database, Queryable } from '../../platform/database/database';
import { badRequest, notFound, message } from '../../platform/http/errors';
import { decodeCursor, encodeCursor, startCursor } from '../../platform/input/page-token';
import { adjustFollowCounts, deleteFollow } from '../follows';
import { adjustFriendsCount, deletePair, lockPair } from '../friends';
import { userExists } from '../people';
import { toUserSummary } from '../people';
import { isId } from '../../platform/input/ids';
import type { PageRequest } from '../../platform/input/page-token';
import {
  blocksTable,
  deleteEntry,
  deleteNotificationsBetween,
  insertEntry,
  listEntries,
  mutesTable,
  type SafetyTable,
} from './safety.repository';

/** The other person of a block or mute: a real user who is not the caller (400 yourself, 404 unknown). */
async function requireOther(db: Queryable, callerId: string, userId: string, what: string): Promise<void> {
  if (!isId(userId)) throw notFound('User not found');
  if (userId === callerId) throw badRequest(message('You cannot {what} yourself', { what }));
  if (!(await userExists(db, userId))) throw notFound('User not found');
}

/** Ends everything that ties two people: the friendship or pending request, and follows both ways. */
async function endRelations(tx: Queryable, a: string, b: string): Promise<void> {
  const friendship = await lockPair(tx, a, b);
  if (friendship) {
    await deletePair(tx, a, b);
    if (friendship.status === 'accepted') await adjustFriendsCount(tx, a, b, -1);
  }
  for (const [follower, followed] of [
    [a, b],
    [b, a],
  ] as const) {
    if (await deleteFollow(tx, follower, followed)) await adjustFollowCounts(tx, follower, followed, -1);
  }
  await deleteNotificationsBetween(tx, a, b);
}

/**
 * POST /users/{id}/block: at once and in one transaction, the block is stored and the friendship,
 * pending requests, follows both ways and notifications between the two end. Blocking again
 * changes nothing more.
 */
export async function block(db: Database, callerId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireOther(tx, callerId, userId, 'block');
    await insertEntry(tx, blocksTable, callerId, userId);
    await endRelations(tx, callerId, userId);
  });
}

/** DELETE /users/{id}/block: lifts the caller's block (not what it ended). Not blocked is not an error. */
export async function unblock(db: Database, callerId: string, userId: string): Promise<void> {
  await requireOther(db, callerId, userId, 'unblock');
  await deleteEntry(db, blocksTable, callerId, userId);
}

/** POST /users/{id}/mute: the muted person is not told; muting again changes nothing. */
export async function mute(db: Database, callerId: string, userId: string): Promise<void> {
  await requireOther(db, callerId, userId, 'mute');
  await insertEntry(db, mutesTable, callerId, userId);
}

/** DELETE /users/{id}/mute. Not muted is not an error. */
export async function unmute(db: Database, callerId: string, userId: string): Promise<void> {
  await requireOther(db, callerId, userId, 'unmute');
  await deleteEntry(db, mutesTable, callerId, userId);
}

async function listPage(
  db: Database,
  table: SafetyTable,
  callerId: string,
  page: PageRequest,
): Promise<SafetyListResponse> {
  const cursor = page.nextToken ? decodeCursor(page.nextToken) : startCursor;
  const rows = await listEntries(db, table, callerId, cursor, page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1];
  return {
    items: items.map(toUserSummary),
    nextToken: rows.length > page.limit && last ? encodeCursor({ at: last.at_text, id: last.user_id }) : null,
  };
}

/** GET /blocks: the people the caller blocked, newest first. */
export const listBlocks = (db: Database, callerId: string, page: PageRequest) =>
  listPage(db, blocksTable, callerId, page);

/** GET /mutes: the people the caller muted, newest first. */
export const listMutes = (db: Database, callerId: string, page: PageRequest) =>
  listPage(db, mutesTable, callerId, page);
