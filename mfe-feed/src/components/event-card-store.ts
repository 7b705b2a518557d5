import { makeAutoObservable } from 'mobx';
import { cancelEvent, eventCalendarFile, rsvpEvent } from '@cliques/api-client/events';
import type { EventFrame, EventResponse, PostEvent, RsvpBody } from '@cliques/contracts';
import { attempt } from '@cliques/stores';

/**
 * One event card: the event as last answered (the post's, an RSVP's or a cancel's) with the counts
 * the socket told since, and the last failure.
 */
export class EventCardStore {
  event: PostEvent;
  /** An answer, a cancel or the calendar file is on its way. */
  busy = false;
  error: string | null = null;
  /** The reader's answer waits in the outbox for the connection. */
  waitingToSend = false;

  constructor(
    event: PostEvent,
    /** Sends an answer; null when it was kept in the outbox for later (offline). */
    private readonly sendRsvp: (
      eventId: string,
      status: RsvpBody['status'],
    ) => Promise<EventResponse | null> = rsvpEvent,
  ) {
    this.event = event;
    makeAutoObservable<EventCardStore, 'sendRsvp'>(this, { sendRsvp: false }, { autoBind: true });
  }

  /** The post came again (a new page of the list): its event replaces this one. */
  replace(event: PostEvent): void {
    this.event = event;
  }

  /** A live frame: this event's counts and whether it was cancelled (the reader's own answer stays). */
  applyCounts(frame: EventFrame): void {
    if (frame.eventId !== this.event.eventId) return;
    const { goingCount, maybeCount, waitlistedCount, cancelled } = frame;
    this.event = { ...this.event, goingCount, maybeCount, waitlistedCount, cancelled };
  }

  async rsvp(status: RsvpBody['status'], failed: string): Promise<void> {
    await attempt(this, { flag: 'busy', failed, none: null }, async () => {
      const answer = await this.sendRsvp(this.event.eventId, status);
      if (answer) this.answered(answer.event);
      else this.keptForLater(status);
    });
  }

  /** The server's answer: the event as it now stands (nothing waits any more). */
  answered(event: PostEvent): void {
    this.event = event;
    this.waitingToSend = false;
  }

  /** Offline: the answer shows as given (the counts move when it is sent) and waits in the outbox. */
  keptForLater(status: RsvpBody['status']): void {
    this.event = { ...this.event, myRsvp: status };
    this.waitingToSend = true;
  }

  async cancel(failed: string): Promise<void> {
    await attempt(this, { flag: 'busy', failed, none: null }, async () => {
      const { event } = await cancelEvent(this.event.eventId);
      this.replace(event);
    });
  }

  /** The event's .ics file (the call needs the bearer token, so not a plain link), or null when it failed. */
  async calendarFile(failed: string): Promise<Blob | null> {
    let file: Blob | null = null;
    await attempt(this, { flag: 'busy', failed, none: null }, async () => {
      file = await eventCalendarFile(this.event.eventId);
    });
    return file;
  }
}
