import type { Locale } from './locales';

type Catalogs = Record<Locale, Record<string, string>>;

/** The arguments a message uses: `{name}`, and `{count, plural, …}`'s `count` (not the words of its cases). */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1] ?? ''))].sort();
}

/**
 * What is wrong with an area's catalogs: an English message another language lacks or has in
 * addition, or a translation whose arguments differ from the English. Empty when they agree.
 */
export function catalogProblems(catalogs: Catalogs): string[] {
  const problems: string[] = [];
  for (const [locale, catalog] of Object.entries(catalogs)) {
    if (locale === 'en') continue;
    for (const id of Object.keys(catalogs.en)) {
      const translation = catalog[id];
      if (translation === undefined) problems.push(`${locale} lacks "${id}"`);
      else if (argumentsOf(translation).join() !== argumentsOf(catalogs.en[id] ?? '').join())
        problems.push(`${locale} "${id}" uses {${argumentsOf(translation).join(', ')}}`);
    }
    for (const id of Object.keys(catalog))
      if (!Object.hasOwn(catalogs.en, id)) problems.push(`${locale} has "${id}", which English does not`);
  }
  return problems;
}
