import type { Database } from '../../platform/database/database';
import type { JobDefinition } from '../../platform/jobs/queue';
import { notify } from '../notifications';
import { claimDueReminders } from './event-reminders.repository';
import { attendingIds } from './events.repository';

/** The two reminders: how long before the start each goes, and until when it still makes sense. */
const reminders = [
  { kind: '24h', type: 'event_reminder_day', lead: '24 hours', until: '1 hour' },
  { kind: '1h', type: 'event_reminder_hour', lead: '1 hour', until: '0 seconds' },
] as const;

/** Events reminded per transaction. */
const batch = 50;

/**
 * `events.reminders`, periodic: tells everyone going or maybe 24 hours and 1 hour before an event
 * starts (a notification, and a push where they have no page open). Once, on any number of
 * instances: a reminder's row (event, kind, start) is inserted in the transaction of its
 * notifications, so a second runner's insert waits on the first's and then finds it there.
 * An event moved to another start is reminded again for the new one; a cancelled one is not.
 */
export function eventRemindersJob(db: Database, everySeconds: number): JobDefinition {
  return {
    name: 'events.reminders',
    everySeconds,
    async handler() {
      for (const reminder of reminders) while ((await remindBatch(db, reminder)) === batch);
    },
  };
}

async function remindBatch(db: Database, reminder: (typeof reminders)[number]): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await claimDueReminders(tx, { ...reminder, limit: batch });
    for (const event of claimed)
      for (const userId of await attendingIds(tx, event.eventId))
        await notify(tx, {
          userId,
          type: reminder.type,
          actorId: event.authorId,
          postId: event.postId,
          cliqueId: event.cliqueId,
          dedupeKey: `${reminder.type}:${event.eventId}:${event.startsAt.toISOString()}:${userId}`,
        });
    return claimed.length;
  });
}
