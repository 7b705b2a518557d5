import { currentLocale } from './locale-store';
import type { Locale } from './locales';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday"… in the language in force; under a minute "just now" (the product spec's words in English). */
export function timeAgo(iso: string, now = Date.now(), locale: Locale = currentLocale()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return locale === 'en' ? 'just now' : format.format(0, 'second');
}

/** A date and time in the language in force, e.g. "Nov 23, 2026, 4:05 AM". */
export function formatDateTime(
  value: string | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
  locale: Locale = currentLocale(),
): string {
  return new Intl.DateTimeFormat(locale, options).format(new Date(value));
}

/** A count in the language in force ("1,234", "١٬٢٣٤"). */
export function formatNumber(value: number, locale: Locale = currentLocale()): string {
  return new Intl.NumberFormat(locale).format(value);
}
