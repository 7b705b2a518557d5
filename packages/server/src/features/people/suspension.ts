import fp from 'fastify-plugin';
import type { Queryable } from '../../platform/database/database';
import { HttpError, message } from '../../platform/http/errors';
import { suspensionEnd } from './people.repository';

/**
 * The writes a suspended person keeps (docs/DECISIONS.md, "Moderation"): leaving (export and
 * erasure: a person may always take their data and go), and what reading needs — the profile
 * refresh at sign-in, the socket ticket (sending on it is refused), batch media URLs, and marking
 * their own notifications read. Everything else that is not a GET answers 403 `suspended`.
 */
export const allowedWhileSuspended = new Set([
  'DELETE /api/account',
  'POST /api/account/export-link',
  'POST /api/users/sync',
  'POST /api/realtime/ticket',
  'POST /api/signed-url',
  'PUT /api/notifications',
]);

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** When a person's suspension ends, if they are suspended now. */
export async function suspendedUntil(db: Queryable, userId: string): Promise<Date | null> {
  const until = await suspensionEnd(db, userId);
  return until ? new Date(until) : null;
}

/** The words of every refusal a suspension causes (sign-in, REST, chat frames). */
export function suspensionMessage(until: Date): string {
  return `Your account is suspended until ${until.toISOString()}.`;
}

/** 403 `suspended` with `details: [{until}]`. */
export function suspendedError(until: Date): HttpError {
  return new HttpError(
    'suspended',
    message('Your account is suspended until {until}.', { until: until.toISOString() }),
    [{ until: until.toISOString() }],
  );
}

/** Refuses a write by a person who is suspended now. */
export async function assertNotSuspended(db: Queryable, userId: string): Promise<void> {
  const until = await suspendedUntil(db, userId);
  if (until) throw suspendedError(until);
}

/**
 * For the /api scope, after the bearer hook: a suspended caller's writes are refused before their
 * body is read. Public routes (no caller) and reads pass; so do the writes listed above.
 */
export const suspensionCheck = fp<{ db: Queryable }>(async (app, { db }) => {
  app.addHook('onRequest', async (request) => {
    if (!request.user || readMethods.has(request.method)) return;
    if (allowedWhileSuspended.has(`${request.method} ${request.routeOptions.url}`)) return;
    await assertNotSuspended(db, request.user.userId);
  });
});
