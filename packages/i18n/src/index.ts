export {
  locales,
  localeNames,
  sourceLocale,
  isLocale,
  directionOf,
  pickLocale,
  acceptedLanguages,
  type Locale,
} from './locales';
export {
  localeStorageKey,
  localeChangeEvent,
  readStoredLocale,
  browserLocale,
  currentLocale,
  startLocale,
  setLocale,
  subscribeLocale,
} from './locale-store';
export { createCatalog, type MessageValues, type Translate } from './catalog';
export { perLocale, type LocaleLoaders, type PerLocale } from './per-locale';
export { useLocale } from './use-locale';
export { catalogProblems } from './catalog-check';
export { timeAgo, formatDateTime, formatNumber } from './format';
