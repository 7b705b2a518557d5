import type { AccountExport } from '@cliques/contracts';
import { readZip } from '../../../test/account-helpers';
import type { TestUser } from '../../../test/test-app';
import { befriend, createClique, createPostsTestApp, pngBytes, post, upload } from '../../../test/post-fixtures';

const hour = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * hour).toISOString();
const eventInput = (over: Record<string, unknown> = {}) => ({
  title: 'Picnic, in the park; bring food',
  startsAt: at(48),
  endsAt: at(50),
  timeZone: 'Europe/Madrid',
  location: 'Retiro',
  ...over,
});
type EventView = {
  eventId: string;
  goingCount: number;
  maybeCount: number;
  waitlistedCount: number;
  myRsvp: string | null;
  cancelled: boolean;
};

/** docs/API.md "Events": a post's event, RSVPs, attendees, upcoming, edits and cancels. */
describe('events', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let author: TestUser;
  let friend: TestUser;
  let other: TestUser;
  let stranger: TestUser;

  const createEvent = async (user: TestUser, body: Record<string, unknown> = {}, event = eventInput()) => {
    const created = await post(t, user, { ...body, event });
    return { postId: created.postId, event: created.event as EventView };
  };
  const rsvp = (user: TestUser | null, eventId: string, status: unknown) =>
    t.request({
      method: 'PUT',
      url: `/api/events/${eventId}/rsvp`,
      headers: user ? user.auth : {},
      payload: { status },
    });
  const get = (user: TestUser | null, url: string) =>
    t.request({ method: 'GET', url: `/api/${url}`, headers: user ? user.auth : {} });
  const storedEvents = async () => Number((await t.db.query('SELECT count(*) AS n FROM events')).rows[0]?.n);
  const notes = async (type: string, postId: string) =>
    (
      await t.db.query<{ user_id: string }>(
        'SELECT user_id FROM notifications WHERE type = $1 AND post_id = $2 ORDER BY created_at',
        [type, postId],
      )
    ).rows.map((row) => row.user_id);

  beforeAll(async () => {
    t = await createPostsTestApp();
    [author, friend, other, stranger] = await Promise.all(
      ['ev_author', 'ev_friend', 'ev_other', 'ev_stranger'].map((n) => t.createUser(n)),
    );
    await befriend(t, author, friend);
  });
  afterAll(() => t.close());

  describe('POST /posts with an event', () => {
    it('makes a post carrying the event, with no text of its own, seen by others with their own answer', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/posts',
        headers: author.auth,
        payload: { event: eventInput({ description: 'All day', capacity: 10, onlineUrl: 'https://meet.example/x' }) },
      });
      expect(res.status).toBe(201);
      expect(res.body.post.event).toEqual({
        eventId: expect.any(String),
        title: 'Picnic, in the park; bring food',
        description: 'All day',
        startsAt: expect.any(String),
        endsAt: expect.any(String),
        timeZone: 'Europe/Madrid',
        location: 'Retiro',
        onlineUrl: 'https://meet.example/x',
        capacity: 10,
        coverImage: null,
        recurrence: null,
        goingCount: 0,
        maybeCount: 0,
        waitlistedCount: 0,
        myRsvp: null,
        cancelled: false,
      });
      const { eventId } = res.body.post.event as EventView;
      expect((await rsvp(other, eventId, 'maybe')).status).toBe(200);
      const seen = await get(other, `posts/${res.body.post.postId}`);
      expect(seen.body.post.event).toMatchObject({ maybeCount: 1, myRsvp: 'maybe' });
      expect((await get(author, `posts/${res.body.post.postId}`)).body.post.event).toMatchObject({ myRsvp: null });
    });

    it('takes a cover the author uploaded, and refuses someone else’s', async () => {
      const { key } = await upload(t, author, { name: 'cover.png', type: 'image/png', bytes: pngBytes });
      const { event } = await createEvent(author, {}, eventInput({ coverImage: key }));
      expect((event as unknown as { coverImage: { key: string; url: string } }).coverImage).toMatchObject({ key });
      const before = await storedEvents();
      const res = await t.request({
        method: 'POST',
        url: '/api/posts',
        headers: other.auth,
        payload: { event: eventInput({ coverImage: key }) },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([expect.objectContaining({ path: '/event/coverImage' })]);
      expect(await storedEvents()).toBe(before);
    });

    it.each([
      ['title', { title: 'x'.repeat(121) }],
      ['title', { title: '   ' }],
      ['description', { description: 'x'.repeat(5001) }],
      ['startsAt', { startsAt: at(-1) }],
      ['endsAt', { endsAt: at(47) }],
      ['endsAt', { endsAt: at(48) }],
      ['endsAt', { endsAt: at(48 + 14 * 24 + 1) }],
      ['timeZone', { timeZone: 'Mars/Olympus' }],
      ['timeZone', { timeZone: '+02:00' }],
      ['location', { location: 'x'.repeat(301) }],
      ['onlineUrl', { onlineUrl: 'javascript:alert(1)' }],
      ['capacity', { capacity: 0 }],
      ['capacity', { capacity: 100_001 }],
      ['coverImage', { coverImage: 'users/nobody/nothing.png' }],
      ['recurrence', { recurrence: 'FREQ=DAILY;COUNT=3' }],
      ['recurrence', { recurrence: 'FREQ=WEEKLY;COUNT=53' }],
      ['recurrence', { recurrence: 'FREQ=WEEKLY' }],
      ['recurrence', { recurrence: 'FREQ=WEEKLY;UNTIL=20400101T000000Z' }],
    ])('answers 400 naming %s for a bad value, and stores nothing', async (field, over) => {
      const before = await storedEvents();
      const res = await t.request({
        method: 'POST',
        url: '/api/posts',
        headers: author.auth,
        payload: { content: 'Come', event: eventInput(over) },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.error.details)).toContain(`/event/${field}`);
      expect(await storedEvents()).toBe(before);
    });

    it('keeps a weekly recurrence as a normalised RRULE', async () => {
      const { event } = await createEvent(author, {}, eventInput({ recurrence: 'FREQ=WEEKLY;COUNT=52' }));
      expect((event as unknown as { recurrence: string }).recurrence).toBe('FREQ=WEEKLY;INTERVAL=1;COUNT=52');
    });

    it('lets a clique’s members make one there, and nobody else', async () => {
      const cliqueId = await createClique(t, [author, friend]);
      const { event } = await createEvent(friend, { cliqueId });
      expect(event.eventId).toEqual(expect.any(String));
      const res = await t.request({
        method: 'POST',
        url: '/api/posts',
        headers: stranger.auth,
        payload: { cliqueId, event: eventInput() },
      });
      expect([403, 404]).toContain(res.status);
      expect((await rsvp(stranger, event.eventId, 'going')).status).toBe(404);
      expect((await get(stranger, `events/${event.eventId}/attendees`)).status).toBe(404);
    });
  });

  describe('PUT /events/{id}/rsvp', () => {
    it('waitlists past the capacity and moves the first waitlisted up, telling them', async () => {
      const people = await Promise.all(['ev_r1', 'ev_r2', 'ev_r3', 'ev_r4'].map((n) => t.createUser(n)));
      const { postId, event } = await createEvent(author, {}, eventInput({ capacity: 2 }));
      const statuses = [];
      for (const p of people) statuses.push((await rsvp(p, event.eventId, 'going')).body.event.myRsvp);
      expect(statuses).toEqual(['going', 'going', 'waitlisted', 'waitlisted']);
      const left = await rsvp(people[0]!, event.eventId, 'not_going');
      expect(left.body.event).toMatchObject({ goingCount: 2, waitlistedCount: 1, myRsvp: 'not_going' });
      expect(left.body.postId).toBe(postId);
      expect(await notes('event_promoted', postId)).toEqual([people[2]!.userId]);
      const waiting = await get(author, `events/${event.eventId}/attendees?status=waitlisted`);
      expect(waiting.body.attendees.map((a: { user: { userId: string } }) => a.user.userId)).toEqual([
        people[3]!.userId,
      ]);
      // Going again when full waits in line behind those already waiting.
      expect((await rsvp(people[0]!, event.eventId, 'going')).body.event.myRsvp).toBe('waitlisted');
    });

    it('answers 400 naming the status, 401 without a token, 404 for a friends-only event of someone else', async () => {
      const { event } = await createEvent(author, { audience: 'friends' });
      const bad = await rsvp(friend, event.eventId, 'waitlisted');
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body.error.details)).toContain('/status');
      expect((await rsvp(null, event.eventId, 'going')).status).toBe(401);
      expect((await rsvp(stranger, event.eventId, 'going')).status).toBe(404);
      expect((await rsvp(friend, event.eventId, 'going')).status).toBe(200);
      expect((await rsvp(friend, 'not-an-id', 'going')).status).toBe(400);
    });

    it('answers 404 between people blocked either way, and leaves them out of attendees', async () => {
      const blocker = await t.createUser('ev_blocker');
      const { event } = await createEvent(author);
      await rsvp(blocker, event.eventId, 'going');
      await t.request({ method: 'POST', url: `/api/users/${blocker.userId}/block`, headers: other.auth });
      const listed = await get(other, `events/${event.eventId}/attendees`);
      expect(listed.status).toBe(200);
      expect(JSON.stringify(listed.body)).not.toContain(blocker.userId);
      await t.request({ method: 'POST', url: `/api/users/${author.userId}/block`, headers: blocker.auth });
      expect((await rsvp(blocker, event.eventId, 'maybe')).status).toBe(404);
    });
  });

  describe('GET /events/{id}/attendees', () => {
    it('pages answers in order, and checks its input', async () => {
      const people = await Promise.all(['ev_a1', 'ev_a2', 'ev_a3'].map((n) => t.createUser(n)));
      const { event } = await createEvent(author);
      for (const p of people) await rsvp(p, event.eventId, 'going');
      const first = await get(author, `events/${event.eventId}/attendees?limit=2`);
      expect(first.body.hasMore).toBe(true);
      const second = await get(author, `events/${event.eventId}/attendees?limit=2&nextToken=${first.body.nextToken}`);
      const ids = [...first.body.attendees, ...second.body.attendees].map(
        (a: { user: { userId: string } }) => a.user.userId,
      );
      expect(ids).toEqual(people.map((p) => p.userId));
      expect((await get(author, `events/${event.eventId}/attendees?status=nope`)).status).toBe(400);
      expect((await get(null, `events/${event.eventId}/attendees`)).status).toBe(401);
    });
  });

  describe('GET /events/upcoming', () => {
    it('lists what the caller may see, soonest first, leaving out what they declined; by clique or person too', async () => {
      const host = await t.createUser('ev_host');
      const viewer = await t.createUser('ev_viewer');
      const later = await createEvent(host, {}, eventInput({ startsAt: at(72), endsAt: at(73) }));
      const sooner = await createEvent(host, {}, eventInput({ startsAt: at(30), endsAt: at(31) }));
      const declined = await createEvent(host, {}, eventInput({ startsAt: at(40), endsAt: at(41) }));
      const hidden = await createEvent(host, { audience: 'friends' });
      await rsvp(viewer, declined.event.eventId, 'not_going');
      const res = await get(viewer, `events/upcoming?userId=${host.userId}&limit=1`);
      expect(res.status).toBe(200);
      const page2 = await get(viewer, `events/upcoming?userId=${host.userId}&limit=5&nextToken=${res.body.nextToken}`);
      const ids = [...res.body.events, ...page2.body.events].map(
        (e: { event: { eventId: string } }) => e.event.eventId,
      );
      expect(ids).toEqual([sooner.event.eventId, later.event.eventId]);
      expect(ids).not.toContain(hidden.event.eventId);
      const cliqueId = await createClique(t, [host, viewer]);
      const inClique = await createEvent(host, { cliqueId });
      const byClique = await get(viewer, `events/upcoming?cliqueId=${cliqueId}`);
      expect(byClique.body.events.map((e: { event: { eventId: string } }) => e.event.eventId)).toEqual([
        inClique.event.eventId,
      ]);
      expect((await get(stranger, `events/upcoming?cliqueId=${cliqueId}`)).body.events).toEqual([]);
      expect((await get(viewer, 'events/upcoming?limit=0')).status).toBe(400);
      expect((await get(null, 'events/upcoming')).status).toBe(401);
    });
  });

  describe('PUT /events/{id} and POST /events/{id}/cancel', () => {
    it('tells those going or maybe of a new time, and of a cancel; the event stays, cancelled', async () => {
      const input = eventInput();
      const { postId, event } = await createEvent(author, {}, input);
      await rsvp(friend, event.eventId, 'going');
      await rsvp(other, event.eventId, 'maybe');
      await rsvp(stranger, event.eventId, 'not_going');
      const put = (user: TestUser | null, body: Record<string, unknown>) =>
        t.request({
          method: 'PUT',
          url: `/api/events/${event.eventId}`,
          headers: user ? user.auth : {},
          payload: body,
        });
      expect((await put(author, { ...input, title: 'Picnic (renamed)' })).status).toBe(200);
      expect(await notes('event_updated', postId)).toEqual([]);
      const moved = await put(author, eventInput({ startsAt: at(49), endsAt: at(51) }));
      expect(moved.status).toBe(200);
      expect((await notes('event_updated', postId)).sort()).toEqual([friend.userId, other.userId].sort());
      const bad = await put(author, eventInput({ timeZone: 'Nowhere/City' }));
      expect(bad.status).toBe(400);
      expect(bad.body.error.details).toEqual([expect.objectContaining({ path: '/timeZone' })]);
      expect((await put(friend, eventInput())).status).toBe(403);
      expect((await put(null, eventInput())).status).toBe(401);
      const cancel = (user: TestUser | null) =>
        t.request({ method: 'POST', url: `/api/events/${event.eventId}/cancel`, headers: user ? user.auth : {} });
      expect((await cancel(friend)).status).toBe(403);
      expect((await cancel(null)).status).toBe(401);
      const cancelled = await cancel(author);
      expect(cancelled.body.event).toMatchObject({ cancelled: true, goingCount: 1 });
      expect((await notes('event_cancelled', postId)).sort()).toEqual([friend.userId, other.userId].sort());
      expect((await cancel(author)).status).toBe(200);
      expect((await notes('event_cancelled', postId)).length).toBe(2);
      expect((await rsvp(friend, event.eventId, 'maybe')).status).toBe(409);
    });

    it('answers 404 to someone who may not see the event', async () => {
      const { event } = await createEvent(author, { audience: 'friends' });
      const res = await t.request({
        method: 'POST',
        url: `/api/events/${event.eventId}/cancel`,
        headers: stranger.auth,
      });
      expect(res.status).toBe(404);
    });

    it('puts events and answers in the export, and takes an erased person’s answer out of the counts', async () => {
      const { event } = await createEvent(author);
      const leaving = await t.createUser('ev_leaving');
      await rsvp(leaving, event.eventId, 'going');
      const download = async (user: TestUser) => {
        const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: user.auth });
        return JSON.parse(
          (await readZip(res.rawPayload)).get('account.json')?.toString('utf8') ?? 'null',
        ) as AccountExport;
      };
      expect((await download(leaving)).eventRsvps).toEqual([
        { eventId: event.eventId, status: 'going', updatedAt: expect.any(String) },
      ]);
      expect((await download(author)).events.find((e) => e.eventId === event.eventId)).toMatchObject({
        title: 'Picnic, in the park; bring food',
        timeZone: 'Europe/Madrid',
        goingCount: 1,
        cancelled: false,
      });
      await t.db.query('DELETE FROM users WHERE user_id = $1', [leaving.userId]);
      expect((await get(author, `events/${event.eventId}`)).body.event.goingCount).toBe(0);
    });

    it('goes with its post: a deleted post takes the event and its answers', async () => {
      const { postId, event } = await createEvent(author);
      await rsvp(friend, event.eventId, 'going');
      await t.request({ method: 'DELETE', url: `/api/posts/${postId}`, headers: author.auth });
      expect((await rsvp(friend, event.eventId, 'going')).status).toBe(404);
      const left = await t.db.query('SELECT 1 FROM event_rsvps WHERE event_id = $1', [event.eventId]);
      expect(left.rows).toHaveLength(0);
    });
  });
});
