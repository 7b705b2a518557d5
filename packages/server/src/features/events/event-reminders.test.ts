import { openDatabase, type Database } from '../../platform/database/database';
import { JobQueue } from '../../platform/jobs/runner';
import { createPostsTestApp, post } from '../../../test/post-fixtures';
import type { TestUser } from '../../../test/test-app';
import { eventRemindersJob } from './event-reminders.job';

const log = { info: () => undefined, error: () => undefined };

/** docs/API.md "Events": reminders 24 hours and 1 hour before, once each, on any number of instances. */
describe('event reminders', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let secondDb: Database;
  let author: TestUser;
  let going: TestUser;
  let maybe: TestUser;
  let declined: TestUser;

  const runTwice = async () => {
    const workers = [new JobQueue(t.db, log), new JobQueue(secondDb, log)];
    workers.forEach((queue, i) => queue.define(eventRemindersJob(i === 0 ? t.db : secondDb, 60)));
    await Promise.all(workers.map((queue) => queue.run('events.reminders', {})));
  };
  const reminded = async (postId: string) =>
    (
      await t.db.query<{ user_id: string; type: string }>(
        "SELECT user_id, type FROM notifications WHERE post_id = $1 AND type LIKE 'event_reminder%' ORDER BY type, user_id",
        [postId],
      )
    ).rows.map((row) => `${row.type}:${row.user_id}`);
  const makeEvent = async () => {
    const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    const created = await post(t, author, {
      event: { title: 'Run', startsAt: inHours(48), endsAt: inHours(49), timeZone: 'America/New_York' },
    });
    const { eventId } = created.event as { eventId: string };
    for (const [user, status] of [
      [going, 'going'],
      [maybe, 'maybe'],
      [declined, 'not_going'],
    ] as const)
      await t.request({ method: 'PUT', url: `/api/events/${eventId}/rsvp`, headers: user.auth, payload: { status } });
    return { postId: created.postId, eventId };
  };
  const startIn = (eventId: string, interval: string) =>
    t.db.query(
      `UPDATE events SET starts_at = now() + $2::interval, ends_at = now() + $2::interval + interval '1 hour',
         last_ends_at = now() + $2::interval + interval '1 hour' WHERE event_id = $1`,
      [eventId, interval],
    );

  beforeAll(async () => {
    t = await createPostsTestApp();
    const schema = process.env.TEST_DATABASE_URL
      ? ((await t.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]?.s ?? '')
      : '';
    secondDb = process.env.TEST_DATABASE_URL
      ? await openDatabase({ url: process.env.TEST_DATABASE_URL, schema, poolSize: 3 })
      : t.db;
    [author, going, maybe, declined] = await Promise.all(
      ['er_author', 'er_going', 'er_maybe', 'er_declined'].map((n) => t.createUser(n)),
    );
  });
  afterAll(async () => {
    if (secondDb !== t.db) await secondDb.close();
    await t.close();
  });

  it('reminds those going or maybe once a day before and once an hour before, with two runners', async () => {
    const { postId, eventId } = await makeEvent();
    await runTwice();
    expect(await reminded(postId)).toEqual([]);
    await startIn(eventId, '23 hours');
    await runTwice();
    await runTwice();
    const day = [going, maybe].map((u) => `event_reminder_day:${u.userId}`).sort();
    expect(await reminded(postId)).toEqual(day);
    await startIn(eventId, '50 minutes');
    await runTwice();
    await runTwice();
    const hour = [going, maybe].map((u) => `event_reminder_hour:${u.userId}`).sort();
    expect(await reminded(postId)).toEqual([...day, ...hour]);
  });

  it('reminds nobody of a cancelled event', async () => {
    const { postId, eventId } = await makeEvent();
    await t.request({ method: 'POST', url: `/api/events/${eventId}/cancel`, headers: author.auth });
    await startIn(eventId, '30 minutes');
    await runTwice();
    expect(await reminded(postId)).toEqual([]);
  });

  it('reminds before each occurrence of a weekly event, the later ones too', async () => {
    const { postId, eventId } = await makeEvent();
    await t.db.query(`UPDATE events SET recurrence = 'FREQ=WEEKLY;INTERVAL=1;COUNT=3' WHERE event_id = $1`, [eventId]);
    // The first occurrence was six days ago; the second starts in 23 hours.
    await startIn(eventId, '-6 days -1 hour');
    await runTwice();
    await runTwice();
    expect(await reminded(postId)).toEqual([going, maybe].map((u) => `event_reminder_day:${u.userId}`).sort());
    const claimed = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM event_reminders WHERE event_id = $1 AND starts_at > now()',
      [eventId],
    );
    expect(claimed.rows[0]?.n).toBe(1);
  });

  it('repeats a weekly event at the same time on its own clock across a change of clocks', async () => {
    const { eventId } = await makeEvent();
    // 19:00 in Madrid on Tuesday 20 October 2026 (summer time), weekly, three times: the clocks go
    // back on 25 October, so the next two are at 19:00 winter time, an hour later in UTC.
    await t.db.query(
      `UPDATE events SET starts_at = '2026-10-20T17:00:00Z', time_zone = 'Europe/Madrid',
         recurrence = 'FREQ=WEEKLY;INTERVAL=1;COUNT=3' WHERE event_id = $1`,
      [eventId],
    );
    const { rows } = await t.db.query<{ at: string }>(
      `SELECT to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS at FROM event_occurrences
       WHERE event_id = $1 ORDER BY starts_at`,
      [eventId],
    );
    expect(rows.map((row) => row.at)).toEqual(['2026-10-20T17:00', '2026-10-27T18:00', '2026-11-03T18:00']);
  });
});
