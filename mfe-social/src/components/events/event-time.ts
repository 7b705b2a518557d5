import { formatDateTime } from '@cliques/i18n';

/** The reader's own time zone (the browser's). */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * When an event starts: in the reader's local time, and also in the event's own zone when that zone
 * differs from the reader's (`zoned` is then the event's wall-clock time).
 */
export function eventStart(
  startsAt: string,
  timeZone: string,
  readerZone: string = viewerTimeZone(),
): { local: string; zoned: string | null } {
  const local = formatDateTime(startsAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: readerZone });
  const sameClock =
    formatDateTime(startsAt, { dateStyle: 'short', timeStyle: 'short', timeZone }) ===
    formatDateTime(startsAt, { dateStyle: 'short', timeStyle: 'short', timeZone: readerZone });
  if (timeZone === readerZone || sameClock) return { local, zoned: null };
  return { local, zoned: formatDateTime(startsAt, { dateStyle: 'medium', timeStyle: 'short', timeZone }) };
}
