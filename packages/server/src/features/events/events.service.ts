import type { AttendeesPage, EventInput, PostEvent, RsvpStatus, UpcomingPage } from '@cliques/contracts';
import { emitAfterCommit } from '../../platform/database/commit-events';
import type { Database, Queryable } from '../../platform/database/database';
import { conflict, forbidden, notFound } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { decodeCursor, decodePageToken, encodeCursor, encodePageToken } from '../../platform/input/page-token';
import { notify } from '../notifications';
import { toUserSummary } from '../people';
import { visiblePost, type EmbedUrl } from '../posts';
import { checkCover, toEventView } from './event-part';
import { checkEvent } from './event-rules';
import { attendeePage, upcomingPage, type UpcomingScope } from './event-lists.repository';
import {
  attendingIds,
  findEventOwner,
  lockEvent,
  markCancelled,
  promoteFirstWaitlisted,
  readEvent,
  rsvpOf,
  updateEvent,
  writeRsvp,
  type EventOwner,
  type LockedEvent,
} from './events.repository';

type Told = 'event_updated' | 'event_cancelled' | 'event_promoted';

/**
 * Events (docs/API.md "Events"): RSVPs with a capacity and a waitlist in order, the author's edits
 * and cancel told to those going or maybe, and the lists. Whoever may see the event's post (its
 * audience, its clique, no block either way) may answer and read it; anyone else gets 404.
 */
export class EventsService {
  constructor(
    private readonly db: Database,
    private readonly embedUrl: EmbedUrl,
  ) {}

  /** PUT /events/{id}/rsvp: `going` past the capacity is `waitlisted`; a place freed moves the first waitlisted up. */
  async rsvp(userId: string, eventId: string, asked: Exclude<RsvpStatus, 'waitlisted'>): Promise<PostEvent> {
    const owner = await this.seeable(userId, eventId);
    await this.db.transaction(async (tx) => {
      const event = await this.openEvent(tx, eventId);
      const from = await rsvpOf(tx, eventId, userId);
      const full = event.capacity !== null && event.going >= event.capacity;
      const to: RsvpStatus = asked === 'going' && from !== 'going' && full ? 'waitlisted' : asked;
      if (from === to) return;
      await writeRsvp(tx, eventId, userId, from, to);
      emitAfterCommit(tx, { type: 'event', eventId });
      if (from === 'going' && event.capacity !== null) {
        const promoted = await promoteFirstWaitlisted(tx, eventId);
        if (promoted) await tell(tx, owner, [promoted], 'event_promoted');
      }
    });
    return this.view(userId, eventId);
  }

  /** PUT /events/{id}: the author changes it (same checks as creating); a change of time or place is told. */
  async edit(userId: string, eventId: string, input: EventInput): Promise<PostEvent> {
    const owner = await this.authored(userId, eventId);
    const fields = checkEvent(input, '');
    await this.db.transaction(async (tx) => {
      const event = await this.openEvent(tx, eventId);
      await checkCover(tx, userId, fields.coverImage);
      await updateEvent(tx, eventId, fields);
      emitAfterCommit(tx, { type: 'event', eventId });
      // A larger capacity lets the waitlist in, in order; a smaller one keeps those already going.
      let going = event.going;
      while (fields.capacity === null || going < fields.capacity) {
        const promoted = await promoteFirstWaitlisted(tx, eventId);
        if (!promoted) break;
        going += 1;
        await tell(tx, owner, [promoted], 'event_promoted');
      }
      if (movedOrReplaced(event, fields)) await tell(tx, owner, await attendingIds(tx, eventId), 'event_updated');
    });
    return this.view(userId, eventId);
  }

  /** POST /events/{id}/cancel: kept, marked cancelled, told to those going or maybe (again: nothing new). */
  async cancel(userId: string, eventId: string): Promise<PostEvent> {
    const owner = await this.authored(userId, eventId);
    await this.db.transaction(async (tx) => {
      if (!(await lockEvent(tx, eventId))) throw notFound('Event not found');
      if (!(await markCancelled(tx, eventId))) return;
      emitAfterCommit(tx, { type: 'event', eventId });
      await tell(tx, owner, await attendingIds(tx, eventId), 'event_cancelled');
    });
    return this.view(userId, eventId);
  }

  /** GET /events/{id}/attendees: answers in the order given, people blocked with the caller left out. */
  async attendees(
    userId: string,
    eventId: string,
    q: { status?: RsvpStatus; limit: number; nextToken?: string },
  ): Promise<AttendeesPage> {
    await this.seeable(userId, eventId);
    const after = q.nextToken ? decodePageToken(q.nextToken, (v) => (Number.isInteger(v) ? (v as number) : null)) : 0;
    const rows = await attendeePage(this.db, userId, eventId, { status: q.status, after, limit: q.limit + 1 });
    const hasMore = rows.length > q.limit;
    const page = rows.slice(0, q.limit);
    return {
      attendees: page.map((row) => ({
        user: toUserSummary(row),
        status: row.status,
        respondedAt: new Date(row.updated_at).toISOString(),
      })),
      hasMore,
      nextToken: hasMore ? encodePageToken(Number(page.at(-1)!.seq)) : null,
    };
  }

  /** GET /events/upcoming: what the caller may see and has not declined, soonest first. */
  async upcoming(
    userId: string,
    scope: UpcomingScope,
    q: { limit: number; nextToken?: string },
  ): Promise<UpcomingPage> {
    const after = q.nextToken ? decodeCursor(q.nextToken) : null;
    const rows = await upcomingPage(this.db, userId, scope, after, q.limit + 1);
    const hasMore = rows.length > q.limit;
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    return {
      events: page.map((row) => ({
        postId: row.post_id,
        cliqueId: row.clique_id,
        event: toEventView(row.event, this.embedUrl),
      })),
      hasMore,
      nextToken: hasMore && last ? encodeCursor({ at: last.starts_at_text, id: last.event_id }) : null,
    };
  }

  /** The event as the caller sees it, with its post: 404 for what they may not see. */
  async read(userId: string, eventId: string): Promise<{ event: PostEvent; postId: string }> {
    const owner = await this.seeable(userId, eventId);
    return { event: await this.view(userId, eventId), postId: owner.postId };
  }

  /** The event's post if the caller sees it and no block stands either way; 404 otherwise. */
  async seeable(userId: string, eventId: string): Promise<EventOwner> {
    const owner = isId(eventId) ? await findEventOwner(this.db, eventId) : null;
    if (!owner) throw notFound('Event not found');
    const post = await visiblePost(this.db, userId, owner.postId).catch(() => null);
    if (!post || post.blocked) throw notFound('Event not found');
    return owner;
  }

  private async authored(userId: string, eventId: string): Promise<EventOwner> {
    const owner = await this.seeable(userId, eventId);
    if (owner.authorId !== userId) throw forbidden('Only the event’s author may change it');
    return owner;
  }

  private async openEvent(tx: Queryable, eventId: string): Promise<LockedEvent> {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound('Event not found');
    if (event.cancelled) throw conflict('This event was cancelled');
    if (event.ended) throw conflict('This event is over');
    return event;
  }

  private async view(userId: string, eventId: string): Promise<PostEvent> {
    const json = await readEvent(this.db, userId, eventId);
    if (!json) throw notFound('Event not found');
    return toEventView(json, this.embedUrl);
  }
}

/** Whether an edit moves the event in time or place (what those going must hear of). */
function movedOrReplaced(before: LockedEvent, after: ReturnType<typeof checkEvent>): boolean {
  return (
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime() ||
    before.timeZone !== after.timeZone ||
    before.location !== after.location ||
    before.onlineUrl !== after.onlineUrl ||
    before.recurrence !== after.recurrence
  );
}

/** Tells people of an event's change (in the change's transaction), from its author. */
async function tell(tx: Queryable, owner: EventOwner, userIds: string[], type: Told): Promise<void> {
  for (const userId of userIds)
    await notify(tx, { userId, type, actorId: owner.authorId, postId: owner.postId, cliqueId: owner.cliqueId });
}
