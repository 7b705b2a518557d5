import { badRequest } from '../http/errors';
import { isId } from './ids';

/** A page of a list as a caller asks for it. */
export interface PageRequest {
  limit: number;
  nextToken?: string;
}

/** Where a newest-first (or oldest-first) list continues: the last item's sort time and id. */
export interface Cursor {
  /** ISO time of the last item returned. */
  at: string;
  id: string;
  /** Likes count of the last item, for lists sorted by popularity. */
  n?: number;
}

// Microsecond precision: PostgreSQL keeps microseconds, and a cursor that lost them would skip or
// repeat items that share a millisecond.
const isoMicros = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** Makes an opaque nextToken of a list's position (any JSON value). */
export function encodePageToken(position: unknown): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/**
 * Reads a nextToken with `read`, which answers the position or null when the value is not one a
 * list of this server made; anything else is 400 `Invalid nextToken`.
 */
export function decodePageToken<T>(token: string, read: (value: unknown) => T | null): T {
  let position: T | null = null;
  try {
    position = read(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
  } catch {
    // Not JSON: the 400 below.
  }
  if (position === null) throw badRequest('Invalid nextToken');
  return position;
}

/** Makes the opaque nextToken for a cursor. */
export function encodeCursor(cursor: Cursor): string {
  return encodePageToken(cursor);
}

/** Reads a nextToken of a time-ordered list; anything that is not one of ours is a 400. */
export function decodeCursor(token: string): Cursor {
  return decodePageToken(token, (value) => {
    if (!value || typeof value !== 'object') return null;
    const { at, id, n } = value as Record<string, unknown>;
    const valid =
      typeof at === 'string' &&
      isoMicros.test(at) &&
      typeof id === 'string' &&
      isId(id) &&
      (n === undefined || Number.isInteger(n));
    return valid ? { at, id, ...(n === undefined ? {} : { n: n as number }) } : null;
  });
}

/** The cursor of a first page: before every real item. */
export const startCursor: Cursor = { at: 'infinity', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };
