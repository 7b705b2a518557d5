import { catalogProblems } from '@cliques/i18n';
import ar from './ar.json';
import en from './en.json';
import es from './es.json';
import previewAr from '../preview/locales/ar.json';
import previewEn from '../preview/locales/en.json';
import previewEs from '../preview/locales/es.json';
import searchAr from './search/ar.json';
import searchEn from './search/en.json';
import searchEs from './search/es.json';

test('Spanish and Arabic have every English message, with the same placeholders', () => {
  expect(catalogProblems({ en, es, ar })).toEqual([]);
});

test('the search suggestions have every English message in Spanish and Arabic', () => {
  expect(catalogProblems({ en: searchEn, es: searchEs, ar: searchAr })).toEqual([]);
});

test('the preview banner has every English message in Spanish and Arabic', () => {
  expect(catalogProblems({ en: previewEn, es: previewEs, ar: previewAr })).toEqual([]);
});
