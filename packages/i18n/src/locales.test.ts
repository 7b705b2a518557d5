import { acceptedLanguages, pickLocale } from './locales';

test('an Accept-Language header gives its tags by preference, leaving out q=0', () => {
  expect(acceptedLanguages('fr-CH, fr;q=0.9, ar;q=0.95, *;q=0.5, es;q=0')).toEqual(['fr-CH', 'ar', 'fr', '*']);
  expect(acceptedLanguages(undefined)).toEqual([]);
  expect(pickLocale(acceptedLanguages('de, es-419;q=0.8'))).toBe('es');
  expect(pickLocale(acceptedLanguages('es;q=0, de'))).toBe('en');
});
