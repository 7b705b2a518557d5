import { makeAutoObservable } from 'mobx';
import { ApiError } from '@cliques/api-client';
import type { CreatePostBody, EventInput } from '@cliques/contracts';
import type { FeedMessage } from '../i18n';

/** The browser's own time zone (the composer's default). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every IANA zone the browser knows (the browser's own one first when the list lacks it). */
export function timeZones(own = browserTimeZone()): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return listed.includes(own) ? listed : [own, ...listed];
}

const minute = 60_000;

/** The bounds the server checks (`eventLimits` of @cliques/contracts, whose module brings the schema library). */
export const eventBounds = {
  title: 120,
  location: 300,
  onlineUrl: 2048,
  minCapacity: 1,
  maxCapacity: 100_000,
  maxHours: 14 * 24,
} as const;

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds (Madrid in summer: +2 h). */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour') % 24,
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a wall-clock time (`2026-10-25T19:00`, as a datetime-local input gives it) in a
 * time zone, whatever the browser's own zone. A time the clocks skip (spring forward) is taken as
 * the same length later; a time that happens twice (fall back) as the first of the two.
 */
export function zonedInstant(local: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return null;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
  // The zone's offsets on either side of this time: one, or two around a change of clocks.
  const before = zoneOffset(wall - 14 * 60 * minute, timeZone);
  const after = zoneOffset(wall + 14 * 60 * minute, timeZone);
  const fits = [before, after].map((offset) => wall - offset).filter((t) => zoneOffset(t, timeZone) === wall - t);
  if (fits.length) return new Date(Math.min(...fits));
  // Skipped by the clocks: the offset before the change moves it forward.
  return new Date(wall - before);
}

/** A field of the event form. */
export type EventField = 'title' | 'startsAt' | 'endsAt' | 'timeZone' | 'location' | 'onlineUrl' | 'capacity';
const fieldNames: readonly EventField[] = [
  'title',
  'startsAt',
  'endsAt',
  'timeZone',
  'location',
  'onlineUrl',
  'capacity',
];

/** The server's own words for the checks it makes beyond the schema, and the field each names. */
const serverTexts: [RegExp, EventField][] = [
  [/needs a title/i, 'title'],
  [/start in the past/i, 'startsAt'],
  [/end after it starts|at most 14 days/i, 'endsAt'],
  [/time zone/i, 'timeZone'],
];

const isHttp = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/**
 * An event being written with a post: title, start and end as the wall-clock times of its zone,
 * the zone, a place and/or a link, a capacity. Checked as the server checks it (errors per field);
 * sent as instants.
 */
export class EventDraft {
  title = '';
  /** `yyyy-mm-ddThh:mm` in `timeZone`. */
  startsAt = '';
  endsAt = '';
  timeZone: string;
  location = '';
  onlineUrl = '';
  /** As typed; empty for no limit. */
  capacity = '';
  /** What is wrong with each field (a message id), after a check or the server's refusal. */
  errors: Partial<Record<EventField, FeedMessage | string>> = {};
  /** The server refused the event without naming a field this form knows. */
  serverError: string | null = null;

  constructor(timeZone = browserTimeZone()) {
    this.timeZone = timeZone;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(field: Exclude<EventField, 'capacity'> | 'capacity', value: string): void {
    this[field] = field === 'title' ? value.slice(0, eventBounds.title) : value;
    delete this.errors[field];
    this.serverError = null;
  }

  /** Checks the fields as the server will; false (with the errors shown) when something is wrong. */
  check(now = Date.now()): boolean {
    const errors: typeof this.errors = {};
    const title = this.title.trim();
    if (!title) errors.title = 'The event needs a title.';
    const starts = zonedInstant(this.startsAt, this.timeZone);
    const ends = zonedInstant(this.endsAt, this.timeZone);
    if (!starts) errors.startsAt = 'Choose when it starts.';
    else if (starts.getTime() <= now) errors.startsAt = 'The event cannot start in the past.';
    if (!ends) errors.endsAt = 'Choose when it ends.';
    else if (starts && ends <= starts) errors.endsAt = 'The event must end after it starts.';
    else if (starts && ends.getTime() - starts.getTime() > eventBounds.maxHours * 60 * minute)
      errors.endsAt = 'An event lasts at most 14 days.';
    const link = this.onlineUrl.trim();
    if (link && !isHttp(link)) errors.onlineUrl = 'The link must start with http:// or https://.';
    const capacity = this.capacity.trim();
    if (
      capacity &&
      !(/^\d+$/.test(capacity) && +capacity >= eventBounds.minCapacity && +capacity <= eventBounds.maxCapacity)
    )
      errors.capacity = 'The capacity is a whole number from 1 to 100,000.';
    this.errors = errors;
    this.serverError = null;
    return Object.keys(errors).length === 0;
  }

  /** The `event` field of a post's body (call `check` first). */
  fields(): Pick<CreatePostBody, 'event'> {
    const starts = zonedInstant(this.startsAt, this.timeZone);
    const ends = zonedInstant(this.endsAt, this.timeZone);
    if (!starts || !ends) return {};
    const location = this.location.trim();
    const onlineUrl = this.onlineUrl.trim();
    const capacity = this.capacity.trim();
    const event: EventInput = {
      title: this.title.trim(),
      startsAt: starts.toISOString(),
      endsAt: ends.toISOString(),
      timeZone: this.timeZone,
      ...(location ? { location } : {}),
      ...(onlineUrl ? { onlineUrl } : {}),
      ...(capacity ? { capacity: Number(capacity) } : {}),
    };
    return { event };
  }

  /**
   * Takes the server's refusal of the post when it is a 400 (the event is what the client cannot
   * check fully): shown at the field it names, else above the event's fields. False for anything else.
   */
  takeError(error: unknown): boolean {
    if (!(error instanceof ApiError) || error.status !== 400) return false;
    const text = error.message;
    const named =
      fieldNames.find((field) => new RegExp(`\\b(event[./])?${field}\\b`).test(text)) ??
      serverTexts.find(([pattern]) => pattern.test(text))?.[1];
    if (named) this.errors = { ...this.errors, [named]: text };
    else this.serverError = text;
    return true;
  }
}
