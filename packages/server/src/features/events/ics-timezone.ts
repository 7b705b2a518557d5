/**
 * VTIMEZONE blocks made from the runtime's own time zone data (Intl), so a calendar places an event
 * given in its zone's wall-clock time right on both sides of a daylight-saving change, with no
 * tz database of our own to keep current.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(date: Date, timeZone: string): number[] {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return ['year', 'month', 'day', 'hour', 'minute', 'second'].map((k) => Number(parts[k]));
}

/** The zone's offset from UTC at an instant, in minutes. */
export function offsetMinutes(date: Date, timeZone: string): number {
  const [y, mo, d, h, mi, s] = wallClock(date, timeZone) as [number, number, number, number, number, number];
  return Math.round((Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as local date-time text (yyyymmddThhmmss) in a zone: DTSTART;TZID=…. */
export function localStamp(date: Date, timeZone: string): string {
  const [y, mo, d, h, mi, s] = wallClock(date, timeZone) as [number, number, number, number, number, number];
  return `${pad(y, 4)}${pad(mo)}${pad(d)}T${pad(h)}${pad(mi)}${pad(s)}`;
}

/** An instant in UTC text (yyyymmddThhmmssZ). */
export function utcStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
};

const day = 86_400_000;

/** The instants the zone's offset changes between two instants, to the minute. */
export function transitions(timeZone: string, from: Date, to: Date): Date[] {
  const found: Date[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += day) {
    const before = offsetMinutes(new Date(t), timeZone);
    if (offsetMinutes(new Date(t + day), timeZone) === before) continue;
    let lo = t;
    let hi = t + day;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetMinutes(new Date(mid), timeZone) === before) lo = mid;
      else hi = mid;
    }
    found.push(new Date(hi));
  }
  return found;
}

/**
 * A VTIMEZONE for a zone over the years an event spans (a year before its start to a year after its
 * last end): the offset in force at the start, then each change as its own STANDARD or DAYLIGHT
 * onset (DAYLIGHT where the clock goes forward).
 */
export function vtimezone(timeZone: string, start: Date, end: Date): string[] {
  const from = new Date(Date.UTC(start.getUTCFullYear() - 1, 0, 1));
  const to = new Date(Date.UTC(end.getUTCFullYear() + 2, 0, 1));
  const first = offsetMinutes(from, timeZone);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const onset = (kind: string, at: string, fromOffset: number, toOffset: number) =>
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${at}`,
      `TZOFFSETFROM:${offsetText(fromOffset)}`,
      `TZOFFSETTO:${offsetText(toOffset)}`,
      `END:${kind}`,
    );
  onset('STANDARD', '19700101T000000', first, first);
  let previous = first;
  for (const change of transitions(timeZone, from, to)) {
    const next = offsetMinutes(change, timeZone);
    // The onset is written in the local time in force before it (RFC 5545 3.6.5).
    const at = bumpSecond(localStamp(new Date(change.getTime() - 1000), timeZone));
    onset(next > previous ? 'DAYLIGHT' : 'STANDARD', at, previous, next);
    previous = next;
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** yyyymmddThhmmss one second later (the instant just before a change, moved onto it). */
function bumpSecond(stamp: string): string {
  const t =
    Date.UTC(
      +stamp.slice(0, 4),
      +stamp.slice(4, 6) - 1,
      +stamp.slice(6, 8),
      +stamp.slice(9, 11),
      +stamp.slice(11, 13),
      +stamp.slice(13, 15),
    ) + 1000;
  const d = new Date(t);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}
