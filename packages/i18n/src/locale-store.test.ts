import { currentLocale, localeStorageKey, setLocale, startLocale, subscribeLocale } from './locale-store';
import { pickLocale } from './locales';

const setLanguages = (languages: string[]) =>
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-locale');
  setLanguages(['en-US']);
});

test('the browser language is used when nothing is chosen, its first supported one', () => {
  setLanguages(['fr-FR', 'es-MX', 'en']);
  expect(startLocale()).toBe('es');
  expect(document.documentElement.lang).toBe('es');
  expect(document.documentElement.dir).toBe('ltr');
});

test('a chosen language is stored, put on the root with its direction, and announced', () => {
  const onChange = jest.fn();
  const unsubscribe = subscribeLocale(onChange);
  setLocale('ar');
  expect(localStorage.getItem(localeStorageKey)).toBe('ar');
  expect(document.documentElement.lang).toBe('ar');
  expect(document.documentElement.dir).toBe('rtl');
  expect(currentLocale()).toBe('ar');
  expect(onChange).toHaveBeenCalledTimes(1);
  unsubscribe();
});

test('the stored choice wins over the browser language', () => {
  localStorage.setItem(localeStorageKey, 'es');
  setLanguages(['ar']);
  expect(startLocale()).toBe('es');
});

test('a change in another tab applies here', () => {
  startLocale();
  const onChange = jest.fn();
  const unsubscribe = subscribeLocale(onChange);
  localStorage.setItem(localeStorageKey, 'ar');
  window.dispatchEvent(new StorageEvent('storage', { key: localeStorageKey }));
  expect(document.documentElement.dir).toBe('rtl');
  expect(onChange).toHaveBeenCalled();
  unsubscribe();
});

test('Accept-Language style preferences pick the first supported language, else English', () => {
  expect(pickLocale(['de-DE', 'ar-EG'])).toBe('ar');
  expect(pickLocale(['de', 'fr'])).toBe('en');
  expect(pickLocale([])).toBe('en');
});
