import { use } from 'react';
import { sourceLocale, type Locale } from './locales';

/** A promise marked as settled, the way React's `use()` reads one without suspending. */
type Settling<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** How each language other than the source language gets its value (a chunk of its own). */
export type LocaleLoaders<T> = Record<Exclude<Locale, typeof sourceLocale>, () => Promise<T>>;

/** What each language has, loaded once (`perLocale`). */
export interface PerLocale<T> {
  /** Starts loading a language's value (once); resolves with it. */
  load(locale: Locale): Promise<T>;
  /** A language's value if it is there, for code outside React. */
  loaded(locale: Locale): T | undefined;
  /**
   * A language's value in a component: while it loads, the component suspends (the nearest
   * Suspense shows its fallback), so the source language never flashes in before it.
   */
  useFor(locale: Locale): T;
}

/**
 * Something each language has (an area's messages, a document): the source language's at once,
 * another's loaded the first time it is asked for. A failed load (offline, a deploy) is tried again
 * the next time it is asked for.
 */
export function perLocale<T>(source: T, loaders: LocaleLoaders<T>): PerLocale<T> {
  const settle = (entry: Settling<T>, value: T): T => {
    entry.status = 'fulfilled';
    entry.value = value;
    return value;
  };
  const sourceEntry: Settling<T> = Promise.resolve(source);
  settle(sourceEntry, source);
  const entries = new Map<Locale, Settling<T>>([[sourceLocale, sourceEntry]]);

  function load(locale: Locale): Promise<T> {
    const known = entries.get(locale);
    if (known) return known;
    const entry: Settling<T> = loaders[locale as Exclude<Locale, typeof sourceLocale>]().then((value) =>
      settle(entry, value),
    );
    entry.catch(() => entries.delete(locale));
    entries.set(locale, entry);
    return entry;
  }

  return {
    load,
    loaded: (locale) => {
      const entry = entries.get(locale);
      return entry?.status === 'fulfilled' ? entry.value : undefined;
    },
    // An entry already settled is read by `use()` at once, without suspending.
    useFor: (locale) => use(load(locale)),
  };
}
