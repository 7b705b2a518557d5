import { EventFrame, type ServerFrame } from '@cliques/contracts';
import { Value } from '@sinclair/typebox/value';
import type { TestUser } from '../../../test/test-app';
import { befriend, createClique, createPostsTestApp, post } from '../../../test/post-fixtures';
import { connect, trackSockets, type TestSocket } from '../../../test/socket-test-client';

const hour = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * hour).toISOString();
const eventInput = (over: Record<string, unknown> = {}) => ({
  title: 'Board games night',
  startsAt: at(48),
  endsAt: at(50),
  timeZone: 'Europe/Madrid',
  ...over,
});

/** docs/API.md "Realtime": `watchEvents` and the `event` frame, sent after an event's change commits. */
describe('live event counts', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let author: TestUser;
  let friend: TestUser;
  let reader: TestUser;
  let stranger: TestUser;
  const track = trackSockets();

  const createEvent = async (user: TestUser, body: Record<string, unknown> = {}, event = eventInput()) => {
    const created = await post(t, user, { ...body, event });
    return { postId: created.postId as string, eventId: (created.event as { eventId: string }).eventId };
  };
  const call = async (user: TestUser, method: 'PUT' | 'POST', url: string, payload?: object) => {
    const res = await t.request({ method, url: `/api/${url}`, headers: user.auth, ...(payload ? { payload } : {}) });
    expect(res.status).toBe(200);
    return res;
  };
  const rsvp = (user: TestUser, eventId: string, status: string) =>
    call(user, 'PUT', `events/${eventId}/rsvp`, { status });
  /** Watches the events and waits until the server has taken the list (frames are handled in order). */
  const watch = async (socket: TestSocket, eventIds: string[]) => {
    socket.send({ action: 'watchEvents', eventIds });
    socket.send({ action: 'getMessages', withUserId: author.userId });
    await socket.next('messages');
  };
  const eventFrame = async (socket: TestSocket, eventId: string, match: (f: EventFrame) => boolean = () => true) => {
    const frame = await socket.next('event', (f) => f.eventId === eventId && match(f), 3000);
    expect(Value.Check(EventFrame, frame)).toBe(true);
    return frame;
  };

  beforeAll(async () => {
    t = await createPostsTestApp();
    [author, friend, reader, stranger] = await Promise.all(
      ['evl_author', 'evl_friend', 'evl_reader', 'evl_stranger'].map((n) => t.createUser(n)),
    );
    await befriend(t, author, friend);
  });
  afterAll(() => t.close());

  it('sends a watching page the counts after another person answers, without anyone’s own answer', async () => {
    const { postId, eventId } = await createEvent(author, {}, eventInput({ capacity: 1 }));
    const socket = track(await connect(t, reader));
    await watch(socket, [eventId]);
    await rsvp(friend, eventId, 'going');
    expect(await eventFrame(socket, eventId)).toEqual({
      type: 'event',
      eventId,
      postId,
      goingCount: 1,
      maybeCount: 0,
      waitlistedCount: 0,
      cancelled: false,
    });
    await rsvp(author, eventId, 'going');
    expect(await eventFrame(socket, eventId)).toMatchObject({ goingCount: 1, waitlistedCount: 1 });
    // The friend can no longer go: the author moves up from the waitlist, in the same change.
    await rsvp(friend, eventId, 'not_going');
    expect(await eventFrame(socket, eventId)).toMatchObject({ goingCount: 1, waitlistedCount: 0 });
    const frames = JSON.stringify(socket.frames.filter((f: ServerFrame) => f.type === 'event'));
    expect(frames).not.toContain('myRsvp');
    expect(frames).not.toContain(friend.userId);
  });

  it('sends the counts after the author edits the event (a waitlist let in) and after a cancel', async () => {
    const { eventId } = await createEvent(author, {}, eventInput({ capacity: 1 }));
    await rsvp(friend, eventId, 'going');
    await rsvp(reader, eventId, 'going');
    const socket = track(await connect(t, reader));
    await watch(socket, [eventId]);
    await call(author, 'PUT', `events/${eventId}`, eventInput({ capacity: 5 }));
    // (The answers just before the watch may still come, told a moment after their commit.)
    expect(await eventFrame(socket, eventId, (f) => f.goingCount === 2)).toMatchObject({
      waitlistedCount: 0,
      cancelled: false,
    });
    await call(author, 'POST', `events/${eventId}/cancel`);
    expect(await eventFrame(socket, eventId, (f) => f.cancelled)).toMatchObject({ goingCount: 2, waitlistedCount: 0 });
  });

  it('lets nobody watch an event whose post they may not see (friends only, a secret clique)', async () => {
    const friendsOnly = await createEvent(author, { audience: 'friends' });
    const cliqueId = await createClique(t, [author, friend]);
    const inClique = await createEvent(author, { cliqueId });
    const shown = await createEvent(author);
    const outsider = track(await connect(t, stranger));
    const member = track(await connect(t, friend));
    await watch(outsider, [friendsOnly.eventId, inClique.eventId, shown.eventId]);
    await watch(member, [friendsOnly.eventId, inClique.eventId]);
    await rsvp(author, friendsOnly.eventId, 'going');
    await rsvp(author, inClique.eventId, 'maybe');
    await rsvp(author, shown.eventId, 'going');
    await eventFrame(outsider, shown.eventId);
    await eventFrame(member, friendsOnly.eventId, (f) => f.goingCount === 1);
    await eventFrame(member, inClique.eventId, (f) => f.maybeCount === 1);
    const seen = (await outsider.collect('event', 300)).map((f) => (f as EventFrame).eventId);
    expect(seen).not.toContain(friendsOnly.eventId);
    expect(seen).not.toContain(inClique.eventId);
  });

  it('stops sending once the page watches no event', async () => {
    const { eventId } = await createEvent(author);
    const socket = track(await connect(t, reader));
    await watch(socket, [eventId]);
    await watch(socket, []);
    await rsvp(friend, eventId, 'maybe');
    expect(await socket.collect('event', 400)).toEqual([]);
  });

  it('refuses a watch list of more events than a page shows', async () => {
    const socket = track(await connect(t, reader));
    socket.send({ action: 'watchEvents', eventIds: Array.from({ length: 101 }, () => crypto.randomUUID()) });
    expect(await socket.next('error')).toMatchObject({ code: 'validation_failed' });
  });
});
