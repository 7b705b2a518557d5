import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
type Catalog = Record<string, string>;
export type Language = 'es' | 'ar';

const root = path.resolve(__dirname, '../../../..');

/** Every area's and package's catalogs (`src/locales/{en,es,ar}.json`), read from the repository. */
const catalogs = ['host', 'mfe-auth', 'mfe-feed', 'mfe-chat', 'mfe-social', 'mfe-legal', 'packages/ui']
  .map((dir) => path.join(root, dir, 'src/locales'))
  .filter((dir) => fs.existsSync(dir))
  .map((dir) => {
    const read = (language: string): Catalog => JSON.parse(fs.readFileSync(path.join(dir, `${language}.json`), 'utf8'));
    return { en: read('en'), es: read('es'), ar: read('ar') };
  });

/**
 * The English texts that must not be seen in a language: every English catalog string that the
 * language translates differently (names such as "Chat" may stay), leaving out messages with
 * placeholders (their English parts are checked through their filled-in forms' own words).
 */
function englishLeftIn(language: Language): Set<string> {
  const texts = new Set<string>();
  // The product's name stays as it is in every language, though "Cliques" is also a feed filter's label.
  const names = new Set(['Cliques']);
  for (const catalog of catalogs)
    for (const [id, english] of Object.entries(catalog.en))
      if (!english.includes('{') && !names.has(english) && catalog[language][id] !== english) texts.add(english);
  return texts;
}

/** Opens the app with a language chosen (as the picker stores it) before any page loads. */
export async function chooseLanguage(page: Page, language: Language | 'en'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('cliques-language', value), language);
}

/** Every text the page shows (text nodes, accessible names given as attributes, placeholders), trimmed. */
export async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

/** None of the page's texts may be an English catalog string. */
export async function expectNoEnglish(page: Page, language: Language): Promise<void> {
  const english = englishLeftIn(language);
  expect((await shownTexts(page)).filter((text) => english.has(text))).toEqual([]);
}

/**
 * The sentences of a page written outside the catalogs (a legal document): the texts of its main
 * region in English, leaving out the product's name and what holds no word (numbers, punctuation).
 */
export async function documentSentences(page: Page): Promise<string[]> {
  const texts = await page.getByRole('main').evaluate((main) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push((node.textContent ?? '').trim());
    return found;
  });
  return [...new Set(texts.filter((text) => /[A-Za-z]{2}/.test(text) && text !== 'Cliques'))];
}

/** None of these English sentences is left on the page. */
export async function expectNoneOf(page: Page, english: string[]): Promise<void> {
  const left = new Set(english);
  expect((await shownTexts(page)).filter((text) => left.has(text))).toEqual([]);
}

/** The page's root carries the language and its direction. */
export async function expectLanguageOnRoot(page: Page, language: Language | 'en'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}
