import { join } from 'node:path';
import en from './locales/en.json';
import { catalogs, translate } from './translate';
import { sourceMessages } from './messages';

const found = sourceMessages(join(__dirname, '../..'));
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]));

test('the sources give their error messages as literals or message() templates, never a backquoted ${…}', () => {
  expect(found.length).toBeGreaterThan(150);
  expect(found.filter((m) => m.interpolated).map((m) => `${m.file}: ${m.text}`)).toEqual([]);
});

test('every English message of the sources is in the English, Spanish and Arabic catalogs', () => {
  const texts = [...new Set(found.map((m) => m.text))];
  expect(texts.filter((text) => !Object.hasOwn(en, text))).toEqual([]);
  for (const catalog of Object.values(catalogs))
    expect(texts.filter((text) => !Object.hasOwn(catalog, text))).toEqual([]);
});

test('each translation has exactly the English ids, the same placeholders, and differs from English', () => {
  const ids = Object.keys(en).sort();
  for (const [locale, catalog] of Object.entries(catalogs)) {
    expect(Object.keys(catalog).sort()).toEqual(ids);
    for (const id of ids) {
      const translated = catalog[id] ?? '';
      expect({ locale, id, placeholders: [...placeholders(translated)].sort() }).toEqual({
        locale,
        id,
        placeholders: [...placeholders(id)].sort(),
      });
      expect({ locale, id, same: translated === id }).toEqual({ locale, id, same: /^(\{\w+\}\s*)+$/.test(id) });
    }
  }
});

test('English is the text itself; other languages fill the values and translate a value that is a catalog word', () => {
  expect(translate('en', { template: 'A clique has at most {max} members', values: { max: 50 } })).toBe(
    'A clique has at most 50 members',
  );
  expect(translate('es', { template: 'A clique has at most {max} members', values: { max: 50 } })).toBe(
    'Una clique tiene como máximo 50 miembros',
  );
  expect(translate('es', { template: 'You cannot {what} yourself', values: { what: 'block' } })).toBe(
    'No puedes bloquearte a ti mismo',
  );
  expect(
    translate('ar', { template: '{name} cannot go live: {count} problems', values: { name: 'feed', count: 2 } }),
  ).toBe('لا يمكن تشغيل feed: مشكلتان');
  expect(translate('es', 'A text no catalog has')).toBe('A text no catalog has');
});
