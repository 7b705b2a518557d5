import type { PostEvent, UpcomingEvent, UpcomingPage } from '@cliques/contracts';

/** For tests: an upcoming event on day `n` of December 2030, 18:00–20:00 UTC. */
export function upcoming(n: number, event: Partial<PostEvent> = {}): UpcomingEvent {
  const day = `2030-12-${String(n).padStart(2, '0')}`;
  return {
    postId: `post-${n}`,
    cliqueId: 'c1',
    event: {
      eventId: `event-${n}`,
      title: `Event ${n}`,
      description: '',
      startsAt: `${day}T18:00:00.000Z`,
      endsAt: `${day}T20:00:00.000Z`,
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
      ...event,
    },
  };
}

/** For tests: a loader of GET /events/upcoming answering these events two at a time. */
export function pages(events: UpcomingEvent[]) {
  return jest.fn(async ({ nextToken }: { limit?: number; nextToken?: string | null } = {}): Promise<UpcomingPage> => {
    const from = Number(nextToken ?? 0);
    const more = from + 2 < events.length;
    return { events: events.slice(from, from + 2), hasMore: more, nextToken: more ? String(from + 2) : null };
  });
}
