import { compileCatalog } from '../catalog-loader.cjs';

const source = JSON.stringify({
  Done: 'Done',
  'Hello, {name}': 'Hello, {name}',
  'Post|heading': 'Post',
  '{count, plural, one {# like} other {# likes}}': '{count, plural, one {# like} other {# likes}}',
});

test('the English catalog as built keeps only what is not its own id: placeholders, plurals, a context', () => {
  expect(Object.keys(compileCatalog(source, 'en'))).toEqual([
    'Hello, {name}',
    'Post|heading',
    '{count, plural, one {# like} other {# likes}}',
  ]);
});

test('another language keeps every message, compiled', () => {
  const spanish = compileCatalog(JSON.stringify({ Done: 'Hecho', 'Hello, {name}': 'Hola, {name}' }), 'es');
  expect(spanish).toEqual({ Done: ['Hecho'], 'Hello, {name}': ['Hola, ', ['name']] });
});
