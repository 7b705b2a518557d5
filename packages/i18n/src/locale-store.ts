import { directionOf, isLocale, pickLocale, type Locale } from './locales';

/** Where the chosen language is kept, beside the theme. */
export const localeStorageKey = 'cliques-language';
/** Fired on window when any bundle changes the language, so every copy of this module agrees. */
export const localeChangeEvent = 'cliques:language-change';

/** The stored choice, or null when none is stored. */
export function readStoredLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(localeStorageKey);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The browser's first supported language, else English. */
export function browserLocale(): Locale {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickLocale(languages.filter(Boolean));
}

/** Puts a language's `lang` and `dir` on the document root. */
export function applyLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/** The language in force now: the root's `lang` once applied, else the stored choice, else the browser's. */
export function currentLocale(): Locale {
  const applied = typeof document === 'undefined' ? null : document.documentElement.getAttribute('data-locale');
  if (isLocale(applied)) return applied;
  return readStoredLocale() ?? browserLocale();
}

/** Applies the language in force and marks it as applied; the host calls this before its first render. */
export function startLocale(): Locale {
  const locale = readStoredLocale() ?? browserLocale();
  markApplied(locale);
  return locale;
}

/** Saves and applies a chosen language and tells every listener. */
export function setLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Storage may be unavailable (private mode); the language still applies for this page.
  }
  markApplied(locale);
  window.dispatchEvent(new CustomEvent(localeChangeEvent, { detail: locale }));
}

function markApplied(locale: Locale): void {
  applyLocale(locale);
  document.documentElement.setAttribute('data-locale', locale);
}

/** Calls back when the language changes in this page (any bundle) or in another tab. */
export function subscribeLocale(onChange: () => void): () => void {
  const handleStorage = (event: StorageEvent) => {
    if (event.key !== localeStorageKey) return;
    const stored = readStoredLocale() ?? browserLocale();
    markApplied(stored);
    onChange();
  };
  window.addEventListener(localeChangeEvent, onChange);
  window.addEventListener('storage', handleStorage);
  return () => {
    window.removeEventListener(localeChangeEvent, onChange);
    window.removeEventListener('storage', handleStorage);
  };
}
