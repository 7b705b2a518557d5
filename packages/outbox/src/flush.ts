import type { Outbox, OutboxEntry, OutboxKind } from './outbox';

/** A failure a connection may fix (no network, a timeout, the server down): the entry waits for the next try. */
export function isConnectionError(error: unknown): boolean {
  // Node has a `navigator` without `onLine`: only a browser that says it is offline counts.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (error instanceof TypeError) return true;
  const status = (error as { status?: unknown } | null)?.status;
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || (typeof status === 'number' && (status >= 500 || status === 0));
}

/** How one flush went: what was sent, and what the server refused (those are taken out too). */
export interface FlushResult<P, R> {
  sent: { entry: OutboxEntry<P>; result: R }[];
  refused: { entry: OutboxEntry<P>; error: unknown }[];
}

/** Runs `task` alone across this browser's tabs (Web Locks), or alone in this tab where locks are missing. */
const running = new Map<string, Promise<unknown>>();
function alone<T>(name: string, task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(name, task) as Promise<T>;
  const run = (running.get(name) ?? Promise.resolve()).catch(() => undefined).then(task);
  running.set(name, run);
  return run;
}

/**
 * Sends a user's waiting entries of one kind, oldest first, one at a time and one tab at a time. A
 * sent entry leaves the outbox; one the server refused leaves it too and is reported; a connection
 * failure stops the flush with the rest kept for the next one.
 */
export function flushOutbox<P, R>(
  outbox: Outbox,
  userId: string,
  kind: OutboxKind,
  send: (entry: OutboxEntry<P>) => Promise<R>,
): Promise<FlushResult<P, R>> {
  return alone(`cliques-outbox:${userId}:${kind}`, async () => {
    const result: FlushResult<P, R> = { sent: [], refused: [] };
    for (const entry of await outbox.list<P>(userId, kind)) {
      try {
        result.sent.push({ entry, result: await send(entry) });
      } catch (error) {
        if (isConnectionError(error)) break;
        result.refused.push({ entry, error });
      }
      await outbox.remove(entry.id);
    }
    return result;
  });
}
