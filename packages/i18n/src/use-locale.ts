import { useSyncExternalStore } from 'react';
import { currentLocale, subscribeLocale } from './locale-store';
import { sourceLocale, type Locale } from './locales';

/** The language in force; re-renders when any bundle or another tab changes it. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, currentLocale, () => sourceLocale);
}
