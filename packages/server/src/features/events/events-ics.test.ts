import type { PostEvent } from '@cliques/contracts';
import ical from 'node-ical';
import type { TestUser } from '../../../test/test-app';
import { createPostsTestApp, post } from '../../../test/post-fixtures';
import { icsCalendar } from './ics';

type Parsed = {
  type: string;
  uid: string;
  start: Date & { tz?: string };
  end: Date;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  status?: string;
  rrule?: { all(): Date[] };
};

const eventOf = (over: Partial<PostEvent>): PostEvent => ({
  eventId: 'e1',
  title: 'Title',
  description: '',
  startsAt: '2027-01-01T10:00:00.000Z',
  endsAt: '2027-01-01T11:00:00.000Z',
  timeZone: 'UTC',
  location: null,
  onlineUrl: null,
  capacity: null,
  coverImage: null,
  recurrence: null,
  goingCount: 0,
  maybeCount: 0,
  waitlistedCount: 0,
  myRsvp: null,
  cancelled: false,
  ...over,
});
const parse = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT') as unknown as Parsed[];
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

/** docs/API.md "Events" (Calendars): iCalendar right across daylight-saving changes, read back with node-ical. */
describe('events as iCalendar', () => {
  it('keeps a weekly Madrid evening at 19:00 across the late-October change', () => {
    const text = icsCalendar(
      [
        {
          url: 'https://cliques.test/post/p1',
          event: eventOf({
            title: 'Choir, weekly; bring music',
            description: 'Line one\nLine two',
            location: 'Plaza Mayor, 1',
            startsAt: '2027-10-23T17:00:00.000Z',
            endsAt: '2027-10-23T19:00:00.000Z',
            timeZone: 'Europe/Madrid',
            recurrence: 'FREQ=WEEKLY;INTERVAL=1;COUNT=3',
          }),
        },
      ],
      'Mine',
    );
    expect(text).toContain('DTSTART;TZID=Europe/Madrid:20271023T190000\r\n');
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid');
    expect(text).toContain('SUMMARY:Choir\\, weekly\\; bring music\r\n');
    const [event] = parse(text);
    expect(event).toMatchObject({
      uid: 'e1@cliques',
      summary: 'Choir, weekly; bring music',
      location: 'Plaza Mayor, 1',
      status: 'CONFIRMED',
    });
    expect(event!.description).toBe('Line one\nLine two\n\nhttps://cliques.test/post/p1');
    expect(event!.start.toISOString()).toBe('2027-10-23T17:00:00.000Z');
    expect(event!.end.toISOString()).toBe('2027-10-23T19:00:00.000Z');
    // 19:00 in summer time, then 19:00 in winter time: an hour later in UTC.
    expect(iso(event!.rrule!.all())).toEqual([
      '2027-10-23T17:00:00.000Z',
      '2027-10-30T17:00:00.000Z',
      '2027-11-06T18:00:00.000Z',
    ]);
  });

  it('keeps New York mornings at 10:00 across the November change, and marks a cancel', () => {
    const text = icsCalendar(
      [
        {
          url: 'https://cliques.test/post/p2',
          event: eventOf({
            eventId: 'e2',
            startsAt: '2027-11-06T14:00:00.000Z',
            endsAt: '2027-11-06T15:30:00.000Z',
            timeZone: 'America/New_York',
            recurrence: 'FREQ=WEEKLY;INTERVAL=1;COUNT=2',
            cancelled: true,
            onlineUrl: 'https://meet.example/room',
          }),
        },
      ],
      'Mine',
    );
    const [event] = parse(text);
    expect(event!.start.toISOString()).toBe('2027-11-06T14:00:00.000Z');
    expect(event!.end.toISOString()).toBe('2027-11-06T15:30:00.000Z');
    expect(event!.status).toBe('CANCELLED');
    expect(event!.url).toBe('https://meet.example/room');
    expect(iso(event!.rrule!.all())).toEqual(['2027-11-06T14:00:00.000Z', '2027-11-13T15:00:00.000Z']);
  });

  it('writes Riyadh, with no daylight saving, at a fixed +03:00', () => {
    const text = icsCalendar(
      [
        {
          url: 'https://cliques.test/post/p3',
          event: eventOf({
            eventId: 'e3',
            startsAt: '2027-03-10T17:00:00.000Z',
            endsAt: '2027-03-10T18:00:00.000Z',
            timeZone: 'Asia/Riyadh',
            recurrence: 'FREQ=MONTHLY;INTERVAL=1;COUNT=2',
          }),
        },
      ],
      'Mine',
    );
    expect(text).toContain('DTSTART;TZID=Asia/Riyadh:20270310T200000');
    expect(text).not.toContain('BEGIN:DAYLIGHT');
    const [event] = parse(text);
    expect(event!.start.toISOString()).toBe('2027-03-10T17:00:00.000Z');
    expect(iso(event!.rrule!.all())).toEqual(['2027-03-10T17:00:00.000Z', '2027-04-10T17:00:00.000Z']);
  });

  it('folds lines at 75 octets without splitting a character, and reads them back whole', () => {
    const title = 'عشاء الجمعة، ' + 'ñ'.repeat(80) + ' 🎉';
    const text = icsCalendar([{ url: 'https://cliques.test/post/p4', event: eventOf({ title }) }], 'Mine');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parse(text)[0]!.summary).toBe(title);
  });
});

/** GET /events/{id}/ics and the calendar subscription feed. */
describe('calendar routes', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let author: TestUser;
  let guest: TestUser;
  let stranger: TestUser;
  const future = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

  beforeAll(async () => {
    t = await createPostsTestApp();
    [author, guest, stranger] = await Promise.all(['ic_author', 'ic_guest', 'ic_stranger'].map((n) => t.createUser(n)));
  });
  afterAll(() => t.close());

  const makeEvent = async (body: Record<string, unknown> = {}) => {
    const created = await post(t, author, {
      ...body,
      event: { title: 'Madrid dinner', startsAt: future(30), endsAt: future(32), timeZone: 'Europe/Madrid' },
    });
    return { postId: created.postId, eventId: (created.event as { eventId: string }).eventId };
  };

  it('answers one event as .ics to whoever sees it; 401 without a token; 404 for a friends-only one', async () => {
    const { postId, eventId } = await makeEvent();
    const res = await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/ics`, headers: guest.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const [event] = parse(res.payload);
    expect(event).toMatchObject({ uid: `${eventId}@cliques`, summary: 'Madrid dinner' });
    expect(event!.description).toContain(`/post/${postId}`);
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/ics` })).statusCode).toBe(401);
    const hidden = await makeEvent({ audience: 'friends' });
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/events/${hidden.eventId}/ics`,
      headers: stranger.auth,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('serves the feed by its secret alone, replaced by a new one and gone once revoked; keeps only a hash', async () => {
    const going = await makeEvent();
    const maybe = await makeEvent();
    const declined = await makeEvent();
    for (const [eventId, status] of [
      [going.eventId, 'going'],
      [maybe.eventId, 'maybe'],
      [declined.eventId, 'not_going'],
    ] as const)
      await t.request({ method: 'PUT', url: `/api/events/${eventId}/rsvp`, headers: guest.auth, payload: { status } });
    const make = () => t.request({ method: 'POST', url: '/api/calendar/token', headers: guest.auth });
    expect((await t.request({ method: 'POST', url: '/api/calendar/token' })).status).toBe(401);
    const first = (await make()).body as { token: string; url: string };
    expect(first.url).toMatch(new RegExp(`/api/calendar/${first.token}\\.ics$`));
    const stored = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM calendar_tokens WHERE user_id = $1',
      [guest.userId],
    );
    expect(stored.rows[0]!.token_hash).not.toContain(first.token);
    const feed = await t.app.inject({ method: 'GET', url: `/api/calendar/${first.token}.ics` });
    expect(feed.statusCode).toBe(200);
    expect(
      parse(feed.payload)
        .map((e) => e.uid)
        .sort(),
    ).toEqual([`${going.eventId}@cliques`, `${maybe.eventId}@cliques`].sort());
    const second = (await make()).body as { token: string };
    expect((await t.app.inject({ method: 'GET', url: `/api/calendar/${first.token}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/calendar/${second.token}.ics` })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: '/api/calendar/token', headers: guest.auth })).status).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/calendar/${second.token}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/not a token.ics' })).statusCode).toBe(400);
  });
});
