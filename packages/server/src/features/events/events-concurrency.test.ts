import type { TestUser } from '../../../test/test-app';
import { createPostsTestApp, post } from '../../../test/post-fixtures';

/** docs/API.md "Events": 200 people answering at once into a capacity of 50. */
describe('RSVPs under concurrency', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let author: TestUser;
  let people: TestUser[];

  beforeAll(async () => {
    t = await createPostsTestApp();
    author = await t.createUser('cc_author');
    people = [];
    for (let i = 0; i < 200; i += 20)
      people.push(...(await Promise.all(Array.from({ length: 20 }, (_, j) => t.createUser(`cc_p${i + j}`)))));
  }, 240_000);
  afterAll(() => t.close());

  it('keeps the counts exact and the waitlist in the order the answers were taken', async () => {
    const soon = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    const created = await post(t, author, {
      event: { title: 'Concert', startsAt: soon(24 * 5), endsAt: soon(24 * 5 + 3), timeZone: 'UTC', capacity: 50 },
    });
    const { eventId } = created.event as { eventId: string };
    const answers = await Promise.all(
      people.map((p) =>
        t.request({ method: 'PUT', url: `/api/events/${eventId}/rsvp`, headers: p.auth, payload: { status: 'going' } }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const mine = answers.map((a) => a.body.event.myRsvp as string);
    expect(mine.filter((s) => s === 'going')).toHaveLength(50);
    expect(mine.filter((s) => s === 'waitlisted')).toHaveLength(150);
    const counts = await t.db.query<{ going_count: number; waitlisted_count: number }>(
      'SELECT going_count, waitlisted_count FROM events WHERE event_id = $1',
      [eventId],
    );
    expect(counts.rows[0]).toEqual({ going_count: 50, waitlisted_count: 150 });
    const line = async () =>
      (
        await t.db.query<{ user_id: string }>(
          "SELECT user_id FROM event_rsvps WHERE event_id = $1 AND status = 'waitlisted' ORDER BY seq",
          [eventId],
        )
      ).rows.map((r) => r.user_id);
    const waiting = await line();
    expect(waiting).toHaveLength(150);
    // 30 of those going leave at once: exactly the first 30 in line move up, in order.
    const going = people.filter((_, i) => mine[i] === 'going').slice(0, 30);
    await Promise.all(
      going.map((p) =>
        t.request({
          method: 'PUT',
          url: `/api/events/${eventId}/rsvp`,
          headers: p.auth,
          payload: { status: 'not_going' },
        }),
      ),
    );
    expect(await line()).toEqual(waiting.slice(30));
    const after = await t.db.query<{ n: number; going_count: number; waitlisted_count: number }>(
      `SELECT (SELECT count(*)::int FROM event_rsvps WHERE event_id = $1 AND status = 'going') AS n, going_count, waitlisted_count
       FROM events WHERE event_id = $1`,
      [eventId],
    );
    expect(after.rows[0]).toEqual({ n: 50, going_count: 50, waitlisted_count: 120 });
    const promoted = await t.db.query<{ user_id: string }>(
      "SELECT user_id FROM notifications WHERE type = 'event_promoted' AND post_id = $1",
      [created.postId],
    );
    expect(promoted.rows.map((r) => r.user_id).sort()).toEqual(waiting.slice(0, 30).sort());
  }, 240_000);
});
