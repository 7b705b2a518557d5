import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '@cliques/i18n/locales';
import { englishText, type Message, type MessageValues } from '../http/errors';
import ar from './locales/ar.json';
import es from './locales/es.json';

/** The catalogs of the languages other than English, keyed by the English text (English needs none). */
export const catalogs: Record<Exclude<Locale, 'en'>, Record<string, string>> = { es, ar };

// Compiled once at start, as the browser's catalogs are at build time: no message parsing per request.
const compile = (catalog: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)]));

const runtimes: Record<Exclude<Locale, 'en'>, I18n> = {
  es: setupI18n({ locale: 'es', messages: { es: compile(es) } }),
  ar: setupI18n({ locale: 'ar', messages: { ar: compile(ar) } }),
};

/**
 * A server message in a language: its catalog's translation with the values in place (a value that
 * is itself a catalog message, such as a field's name, is translated too); English, or a message the
 * catalog lacks, exactly as the English text.
 */
export function translate(locale: Locale, text: string | Message): string {
  if (locale === 'en') return englishText(text);
  const { template, values } = typeof text === 'string' ? { template: text, values: {} } : text;
  const catalog = catalogs[locale];
  if (!Object.hasOwn(catalog, template)) return englishText(text);
  const translated: MessageValues = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' && Object.hasOwn(catalog, value) ? (catalog[value] as string) : value,
    ]),
  );
  return runtimes[locale]._(template, translated);
}
