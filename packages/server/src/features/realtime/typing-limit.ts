import type { TypingClientFrame } from '@cliques/contracts';
import type { Connection } from './connection';

/** The least time between two typing frames of one connection about one conversation that are passed on. */
export const typingMinGapMs = 1000;

const lastPassed = new WeakMap<Connection, Map<string, number>>();

/**
 * Whether a typing frame is passed on: at most one a second per connection and conversation (clients
 * send one every 2 s while typing). Remembers the time when it is.
 */
export function typingAllowed(connection: Connection, frame: TypingClientFrame, now = Date.now()): boolean {
  const key = frame.cliqueId ? `c:${frame.cliqueId}` : `u:${frame.recipientId ?? ''}`;
  const times = lastPassed.get(connection) ?? new Map<string, number>();
  lastPassed.set(connection, times);
  const last = times.get(key);
  if (last !== undefined && now - last < typingMinGapMs) return false;
  if (times.size >= 64) times.clear();
  times.set(key, now);
  return true;
}
