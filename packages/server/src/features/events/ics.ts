import type { PostEvent } from '@cliques/contracts';
import { localStamp, utcStamp, vtimezone } from './ics-timezone';

/**
 * iCalendar (RFC 5545) of events: each VEVENT's DTSTART/DTEND in its own zone's wall-clock time
 * (TZID) with that zone's VTIMEZONE, so a weekly event at 19:00 in Madrid stays at 19:00 after the
 * clocks change; the RRULE as stored; text escaped; lines folded at 75 octets.
 */

/** Text value escaping (3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (3.1), never inside a UTF-8 character; continuation lines start with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    if (size + bytes > 75) {
      out.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n');
}

/** What a calendar entry links to, beside the event itself. */
export interface IcsEvent {
  event: PostEvent;
  /** The post's page (https://…/post/{id}). */
  url: string;
}

function vevent({ event, url }: IcsEvent, stamp: Date): string[] {
  const tz = event.timeZone;
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.eventId}@cliques`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART;TZID=${tz}:${localStamp(new Date(event.startsAt), tz)}`,
    `DTEND;TZID=${tz}:${localStamp(new Date(event.endsAt), tz)}`,
    `SUMMARY:${escapeText(event.title)}`,
  ];
  if (event.recurrence) lines.push(`RRULE:${event.recurrence}`);
  const description = [event.description, event.onlineUrl ?? '', url].filter((t) => t !== '').join('\n\n');
  lines.push(`DESCRIPTION:${escapeText(description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  lines.push(`URL:${event.onlineUrl ?? url}`, `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'END:VEVENT');
  return lines;
}

/** A calendar of events (one for GET /events/{id}/ics, many for a subscription feed). */
export function icsCalendar(events: IcsEvent[], name: string, stamp = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cliques//Events//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  const zones = new Map<string, { start: Date; end: Date }>();
  for (const { event } of events) {
    const span = zones.get(event.timeZone);
    const start = new Date(event.startsAt);
    // A recurring event's zone is written for the years its occurrences may reach (52 months at most).
    const end = new Date(new Date(event.endsAt).getTime() + (event.recurrence ? 5 * 366 * 86_400_000 : 0));
    zones.set(event.timeZone, {
      start: span && span.start < start ? span.start : start,
      end: span && span.end > end ? span.end : end,
    });
  }
  for (const [tz, span] of zones) lines.push(...vtimezone(tz, span.start, span.end));
  for (const item of events) lines.push(...vevent(item, stamp));
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
