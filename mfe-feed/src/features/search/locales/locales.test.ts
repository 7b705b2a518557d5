import { catalogProblems } from '@cliques/i18n';
import ar from './ar.json';
import en from './en.json';
import es from './es.json';

test('Spanish and Arabic have every English message of the search page, with the same placeholders', () => {
  expect(catalogProblems({ en, es, ar })).toEqual([]);
});
