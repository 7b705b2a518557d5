import { catalogProblems } from './catalog-check';

test('catalogs that agree have no problems, plurals included', () => {
  const en = {
    'Hi {name}': 'Hi {name}',
    '{count, plural, one {# like} other {# likes}}': '{count, plural, one {# like} other {# likes}}',
  };
  const es = {
    'Hi {name}': 'Hola {name}',
    '{count, plural, one {# like} other {# likes}}': '{count, plural, one {Queda #} other {Quedan #}}',
  };
  expect(catalogProblems({ en, es, ar: es })).toEqual([]);
});

test('a missing, an extra and a mistranslated placeholder are each named', () => {
  const en = { 'Hi {name}': 'Hi {name}', Bye: 'Bye' };
  expect(
    catalogProblems({ en, es: { 'Hi {name}': 'Hola {nombre}', Bye: 'Adiós', Extra: 'Más' }, ar: { Bye: 'وداعًا' } }),
  ).toEqual(['es "Hi {name}" uses {nombre}', 'es has "Extra", which English does not', 'ar lacks "Hi {name}"']);
});
