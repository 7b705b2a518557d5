import { eventLimits, type EventInput } from '@cliques/contracts';
import { badRequest, message } from '../../platform/http/errors';
import { offsetMinutes } from './ics-timezone';

/** An event's fields as stored, after the checks. */
export interface EventFields {
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  location: string | null;
  onlineUrl: string | null;
  capacity: number | null;
  coverImage: string | null;
  recurrence: string | null;
  /** The end of the last occurrence (the end itself without recurrence). */
  lastEndsAt: Date;
}

const hour = 3_600_000;

/** Where the event sits in the body: `/event` in POST /posts, the body itself in PUT /events/{id}. */
export type EventPath = '/event' | '';

const invalidAt = (at: EventPath) => (field: string, text: string | ReturnType<typeof message>, reason: string) =>
  badRequest(text, [{ path: `${at}/${field}`, message: reason }]);

const zones = new Set(Intl.supportedValuesOf('timeZone'));

/** Whether a name is an IANA time zone: one this runtime lists, or a link to one (UTC, Asia/Calcutta), never an offset. */
export function isTimeZone(name: string): boolean {
  if (zones.has(name)) return true;
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A weekly or monthly recurrence, as read from its RRULE. */
export interface Recurrence {
  freq: 'WEEKLY' | 'MONTHLY';
  interval: number;
  count: number;
}

/**
 * The start of occurrence `n` (0 first) on the event's own clock, as calendars repeat it and as
 * `event_occurrences` holds it (migration 281): the start's wall-clock time moved by whole weeks, or
 * by months (a day the month lacks becomes its last), then read back in the zone, so a weekly 19:00
 * stays 19:00 when the clocks change.
 */
export function occurrenceStart(start: Date, rule: Recurrence, n: number, timeZone: string): Date {
  const local = new Date(start.getTime() + offsetMinutes(start, timeZone) * 60_000);
  if (rule.freq === 'WEEKLY') local.setUTCDate(local.getUTCDate() + 7 * n * rule.interval);
  else {
    const day = local.getUTCDate();
    local.setUTCDate(1);
    local.setUTCMonth(local.getUTCMonth() + n * rule.interval);
    const lastDay = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
    local.setUTCDate(Math.min(day, lastDay));
  }
  const guess = new Date(local.getTime() - offsetMinutes(local, timeZone) * 60_000);
  return new Date(local.getTime() - offsetMinutes(guess, timeZone) * 60_000);
}

/**
 * Reads the RRULE subset: FREQ=WEEKLY|MONTHLY, INTERVAL=1..12, and COUNT=1..52 or UNTIL (a UTC
 * date-time, yyyymmddThhmmssZ, leaving at most 52 occurrences). Anything else is refused.
 */
export function parseRecurrence(rule: string, start: Date, timeZone: string, at: EventPath = '/event'): Recurrence {
  const bad = (reason: string) =>
    invalidAt(at)('recurrence', message('recurrence is not supported: {reason}', { reason }), reason);
  const parts = new Map<string, string>();
  for (const item of rule.replace(/^RRULE:/i, '').split(';')) {
    const [key, value, extra] = item.split('=');
    if (!key || value === undefined || extra !== undefined || parts.has(key.toUpperCase())) throw bad('malformed');
    parts.set(key.toUpperCase(), value.toUpperCase());
  }
  for (const key of parts.keys())
    if (!['FREQ', 'INTERVAL', 'COUNT', 'UNTIL'].includes(key)) throw bad(`${key} is not supported`);
  const freq = parts.get('FREQ');
  if (freq !== 'WEEKLY' && freq !== 'MONTHLY') throw bad('FREQ must be WEEKLY or MONTHLY');
  const interval = Number(parts.get('INTERVAL') ?? '1');
  if (!Number.isInteger(interval) || interval < 1 || interval > 12) throw bad('INTERVAL must be 1 to 12');
  const countText = parts.get('COUNT');
  const untilText = parts.get('UNTIL');
  if ((countText === undefined) === (untilText === undefined)) throw bad('exactly one of COUNT or UNTIL');
  let count: number;
  if (countText !== undefined) count = Number(countText);
  else {
    const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(untilText ?? '');
    if (!m) throw bad('UNTIL must be a UTC date-time');
    const until = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
    count = 0;
    while (
      count <= eventLimits.maxOccurrences &&
      occurrenceStart(start, { freq, interval, count: 0 }, count, timeZone).getTime() <= until
    )
      count += 1;
  }
  if (!Number.isInteger(count) || count < 1 || count > eventLimits.maxOccurrences)
    throw bad(`1 to ${eventLimits.maxOccurrences} occurrences`);
  return { freq, interval, count };
}

/** The RRULE as stored and written to calendars: normalised, COUNT always (UNTIL turned into its count). */
const ruleText = (r: Recurrence) => `FREQ=${r.freq};INTERVAL=${r.interval};COUNT=${r.count}`;

/**
 * Checks an event before anything is stored (400 naming the field): a future start, an end after it
 * at most 14 days later, a known zone, http(s) link, a supported recurrence. `now` for the start.
 */
export function checkEvent(input: EventInput, at: EventPath = '/event', now = new Date()): EventFields {
  const invalid = invalidAt(at);
  const title = input.title.trim();
  if (title === '') throw invalid('title', 'An event needs a title', 'blank');
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (Number.isNaN(startsAt.getTime())) throw invalid('startsAt', 'startsAt is not a time', 'not a time');
  if (Number.isNaN(endsAt.getTime())) throw invalid('endsAt', 'endsAt is not a time', 'not a time');
  if (startsAt <= now) throw invalid('startsAt', 'An event cannot start in the past', 'in the past');
  if (endsAt <= startsAt) throw invalid('endsAt', 'An event must end after it starts', 'not after startsAt');
  if (endsAt.getTime() - startsAt.getTime() > eventLimits.maxHours * hour)
    throw invalid('endsAt', 'An event lasts at most 14 days', 'longer than 14 days');
  if (!isTimeZone(input.timeZone)) throw invalid('timeZone', 'Unknown time zone', 'not an IANA time zone');
  const onlineUrl = input.onlineUrl?.trim() || null;
  if (onlineUrl !== null && !isHttpUrl(onlineUrl))
    throw invalid('onlineUrl', 'onlineUrl must be an http or https address', 'not http(s)');
  const rule = input.recurrence ? parseRecurrence(input.recurrence, startsAt, input.timeZone, at) : null;
  const length = endsAt.getTime() - startsAt.getTime();
  const lastStart = rule ? occurrenceStart(startsAt, rule, rule.count - 1, input.timeZone) : startsAt;
  return {
    title,
    description: input.description?.trim() ?? '',
    startsAt,
    endsAt,
    timeZone: input.timeZone,
    location: input.location?.trim() || null,
    onlineUrl,
    capacity: input.capacity ?? null,
    coverImage: input.coverImage ?? null,
    recurrence: rule ? ruleText(rule) : null,
    lastEndsAt: new Date(lastStart.getTime() + length),
  };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
