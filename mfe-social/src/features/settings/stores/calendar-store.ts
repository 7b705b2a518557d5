import { makeAutoObservable, runInAction } from 'mobx';
import type { CalendarTokenResponse } from '@cliques/contracts';
import { attempt } from '@cliques/stores';

/** The calls behind Settings → Calendar subscription. */
export interface CalendarApi {
  createCalendarToken: () => Promise<CalendarTokenResponse>;
  revokeCalendarToken: () => Promise<void>;
}

/**
 * Settings → Calendar subscription: makes the secret calendar feed address (shown once, in this
 * visit only; a new one replaces the last), copies it, and turns it off.
 */
export class CalendarStore {
  /** The address made in this visit; null before one is made or after it is turned off. */
  url: string | null = null;
  /** True while a link is being made. */
  busy = false;
  /** The error line; empty when there is none. */
  error = '';
  /** The last thing done ('Link copied', 'Calendar link turned off.'…); empty when none. */
  message = '';

  constructor(private readonly api: CalendarApi) {
    makeAutoObservable<CalendarStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** Makes a new address (the old one stops working). */
  async create(): Promise<void> {
    if (this.busy) return;
    this.message = '';
    await attempt(this, { flag: 'busy', failed: 'Could not make the calendar link' }, async () => {
      const { url } = await this.api.createCalendarToken();
      runInAction(() => {
        this.url = url;
      });
    });
  }

  /** Turns the address off; rejects when that fails (the confirmation shows why). */
  async revoke(): Promise<void> {
    await this.api.revokeCalendarToken();
    runInAction(() => {
      this.url = null;
      this.error = '';
      this.message = 'Calendar link turned off.';
    });
  }

  /** Puts the address on the clipboard, or asks to copy it from the box when that is not allowed. */
  async copy(): Promise<void> {
    if (!this.url) return;
    try {
      await navigator.clipboard.writeText(this.url);
      runInAction(() => {
        this.message = 'Link copied';
      });
    } catch {
      runInAction(() => {
        this.message = 'Copy the link from the box';
      });
    }
  }
}
