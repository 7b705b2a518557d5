import { makeAutoObservable } from 'mobx';
import { cancelEvent, eventCalendarFile, rsvpEvent } from '@cliques/api-client';
import type { PostEvent, RsvpBody } from '@cliques/contracts';
import { attempt } from '@cliques/stores';

/** One event card: the event as last answered (the post's, an RSVP's or a cancel's), and the last failure. */
export class EventCardStore {
  event: PostEvent;
  /** An answer, a cancel or the calendar file is on its way. */
  busy = false;
  error: string | null = null;

  constructor(event: PostEvent) {
    this.event = event;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The post came again (a new page of the list): its event replaces this one. */
  replace(event: PostEvent): void {
    this.event = event;
  }

  async rsvp(status: RsvpBody['status'], failed: string): Promise<void> {
    await attempt(this, { flag: 'busy', failed, none: null }, async () => {
      const { event } = await rsvpEvent(this.event.eventId, status);
      this.replace(event);
    });
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
