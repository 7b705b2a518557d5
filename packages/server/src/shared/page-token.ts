import { badRequest } from '../errors';

/** Where a newest-first (or oldest-first) list continues: the last item's sort time and id. */
export interface Cursor {
  /** ISO time of the last item returned. */
  at: string;
  id: string;
  /** Likes count of the last item, for lists sorted by popularity. */
  n?: number;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Microsecond precision: PostgreSQL keeps microseconds, and a cursor that lost them would skip or
// repeat items that share a millisecond.
const isoMicros = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** Makes the opaque nextToken for a cursor. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** Reads a nextToken; anything that is not one of ours is a 400. */
export function decodeCursor(token: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (value && typeof value === 'object') {
      const { at, id, n } = value as Record<string, unknown>;
      if (
        typeof at === 'string' &&
        isoMicros.test(at) &&
        typeof id === 'string' &&
        uuid.test(id) &&
        (n === undefined || Number.isInteger(n))
      ) {
        return { at, id, ...(n === undefined ? {} : { n: n as number }) };
      }
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('Invalid nextToken');
}

/** The cursor of a first page: before every real item. */
export const startCursor: Cursor = { at: 'infinity', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };
