import type { Queryable } from '../../platform/database/database';
import type { JobDefinition } from '../../platform/jobs/queue';
import { deleteExpiredTickets } from './tickets.repository';

/**
 * `realtime-tickets.prune`, periodic: removes the socket tickets that expired unused. Issuing a ticket
 * does not clean up: after an instance falls, hundreds of sockets ask for tickets at once, and each
 * deleting the same expired rows made them wait on each other's row locks.
 */
export function ticketsPruneJob(db: Queryable, everySeconds: number): JobDefinition {
  return {
    name: 'realtime-tickets.prune',
    everySeconds,
    async handler() {
      await deleteExpiredTickets(db);
    },
  };
}
