import type { TestUser } from '../../../test/test-app';
import { createPostsTestApp, post } from '../../../test/post-fixtures';

const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * 3_600_000).toISOString();

/** docs/API.md "Events": an erased person's place goes to the first waiting, who is told. */
describe('an erased person at an event', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let author: TestUser;

  const eventWithRoomFor = async (capacity: number) => {
    const created = await post(t, author, {
      event: { title: 'Boat trip', startsAt: at(30), endsAt: at(33), timeZone: 'Europe/Madrid', capacity },
    });
    return { postId: created.postId, eventId: (created.event as { eventId: string }).eventId };
  };
  const rsvp = (user: TestUser, eventId: string, status: string) =>
    t.request({ method: 'PUT', url: `/api/events/${eventId}/rsvp`, headers: user.auth, payload: { status } });
  const counts = async (eventId: string) =>
    (await t.request({ method: 'GET', url: `/api/events/${eventId}`, headers: author.auth })).body.event;
  const promotedOn = async (postId: string) =>
    (
      await t.db.query<{ user_id: string }>(
        "SELECT user_id FROM notifications WHERE type = 'event_promoted' AND post_id = $1",
        [postId],
      )
    ).rows.map((row) => row.user_id);

  beforeAll(async () => {
    t = await createPostsTestApp();
    author = await t.createUser('ee_author');
  });
  afterAll(() => t.close());

  it('hands their place to the first waiting, who is told; the counts stay exact', async () => {
    const [leaver, first, second] = await Promise.all(
      ['ee_leaver', 'ee_first', 'ee_second'].map((n) => t.createUser(n)),
    );
    const { postId, eventId } = await eventWithRoomFor(1);
    for (const person of [leaver, first, second]) await rsvp(person, eventId, 'going');
    expect(await counts(eventId)).toMatchObject({ goingCount: 1, waitlistedCount: 2 });

    expect((await t.request({ method: 'DELETE', url: '/api/account', headers: leaver.auth })).status).toBe(204);

    expect(await counts(eventId)).toMatchObject({ goingCount: 1, waitlistedCount: 1 });
    expect((await rsvp(first, eventId, 'going')).body.event.myRsvp).toBe('going');
    expect(await promotedOn(postId)).toEqual([first.userId]);
  });

  it('frees nothing when they were only waiting or maybe going', async () => {
    const [going, waiting, maybe] = await Promise.all(
      ['ee_going', 'ee_waiting', 'ee_maybe'].map((n) => t.createUser(n)),
    );
    const { postId, eventId } = await eventWithRoomFor(1);
    await rsvp(going, eventId, 'going');
    await rsvp(waiting, eventId, 'going');
    await rsvp(maybe, eventId, 'maybe');
    for (const person of [waiting, maybe])
      expect((await t.request({ method: 'DELETE', url: '/api/account', headers: person.auth })).status).toBe(204);
    expect(await counts(eventId)).toMatchObject({ goingCount: 1, maybeCount: 0, waitlistedCount: 0 });
    expect(await promotedOn(postId)).toEqual([]);
  });
});
