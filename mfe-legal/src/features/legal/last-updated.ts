import { formatDateTime } from '@cliques/i18n';

/** The last-updated date of the legal pages: today's date, in the visitor's local calendar and language. */
export function lastUpdated(now: Date = new Date()): { text: string; dateTime: string } {
  const text = formatDateTime(now, { year: 'numeric', month: 'long', day: 'numeric' });
  const pad = (n: number) => String(n).padStart(2, '0');
  return { text, dateTime: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` };
}
