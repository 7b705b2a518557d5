import { Fragment, createElement, type ReactNode } from 'react';
import { setupI18n, type Messages } from '@lingui/core';
import { sourceLocale, type Locale } from './locales';
import { perLocale, type LocaleLoaders } from './per-locale';
import { useLocale } from './use-locale';

/** Values put into a message's placeholders, e.g. `{count}` or `{name}`. */
export type MessageValues = Record<string, string | number | Date>;

/** Translates the messages of an area's catalog, whose ids are the English texts. */
export interface Translate<Id extends string> {
  (id: Id, values?: MessageValues): string;
  /**
   * A message with React elements in its placeholders, e.g. a name in bold; a number stays a
   * number, so a `{count, plural, …}` beside the elements still chooses its form.
   */
  rich(id: Id, values: Record<string, ReactNode>): ReactNode;
  /** A text made elsewhere (a store's or the server's message): its translation when the catalog has it, else as it is. */
  text(message: string): string;
}

// Private-use characters around an element's index stand for it while the message is translated.
const markerPattern = /\uE000(\d+)\uE001/;

type CatalogModule = { default: Messages };
type Loaders = LocaleLoaders<CatalogModule>;

/**
 * One area's messages: English in the area's own bundle, the other languages each in a chunk of
 * their own, loaded the first time that language is shown. `Id` is the English catalog's keys, so a
 * message id that does not exist fails the type-check; as built (catalog-loader.cjs), the English
 * catalog holds only the messages that are not their own id, and a message it lacks shows its id.
 */
export function createCatalog<Id extends string>(english: Record<Id, string>, loaders: Loaders) {
  const i18n = setupI18n({ locale: sourceLocale, messages: { [sourceLocale]: english as Messages } });
  // Each language's messages go into the message runtime as they arrive.
  const messages = perLocale<Messages>(english as Messages, {
    es: () => loaders.es().then((module) => (i18n.load('es', module.default), module.default)),
    ar: () => loaders.ar().then((module) => (i18n.load('ar', module.default), module.default)),
  });

  /** Starts loading a language's messages (once); resolves when they are ready. */
  const load = (locale: Locale): Promise<void> => messages.load(locale).then(() => undefined);

  // Messages with simple placeholders, as patterns that find the values in a filled-in English text.
  let templates: { id: Id; pattern: RegExp; names: string[] }[] | null = null;
  function templatesOf() {
    templates ??= (Object.keys(english) as Id[])
      .filter((id) => /^[^{}]*(\{\w+\}[^{}]*)+$/.test(id))
      .map((id) => {
        const names = [...id.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
        const source = id
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('(.+?)');
        return { id, pattern: new RegExp(`^${source}$`, 's'), names };
      });
    return templates;
  }

  /**
   * A text made elsewhere in English, translated when the catalog has it (with its values), else as
   * it is. The language's own catalog is asked: a built English catalog lacks plain messages.
   */
  function translateText(locale: Locale, message: string): string {
    if (Object.hasOwn(messages.loaded(locale) ?? english, message)) return translate(locale, message as Id);
    for (const { id, pattern, names } of templatesOf()) {
      const match = pattern.exec(message);
      if (match)
        return translate(locale, id, Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])));
    }
    return message;
  }

  /** A message in a given language, for code outside React (stores, errors). */
  function translate(locale: Locale, id: Id, values?: MessageValues): string {
    const active = messages.loaded(locale) ? locale : sourceLocale;
    // A message the catalog lacks is a plain English one: its id is its text.
    if (!Object.hasOwn(messages.loaded(active) ?? english, id)) return id;
    if (i18n.locale !== active) i18n.activate(active);
    return i18n._(id, values);
  }

  /**
   * The translate function for the language in force; re-renders on a change of language. While a
   * language's messages load, the component suspends (the nearest Suspense shows its fallback), so
   * English never flashes in before them.
   */
  function useT(): Translate<Id> {
    const locale = useLocale();
    // Suspends only while a language's messages load; once there they are read without `use()`.
    if (!messages.loaded(locale)) messages.useFor(locale);
    const t = (id: Id, values?: MessageValues) => translate(locale, id, values);
    t.rich = (id: Id, values: Record<string, ReactNode>) => {
      const nodes = Object.values(values);
      const markers = Object.fromEntries(
        Object.entries(values).map(([name, value], index) => [
          name,
          typeof value === 'number' ? value : `\uE000${index}\uE001`,
        ]),
      );
      const parts = translate(locale, id, markers).split(markerPattern);
      return parts.map((part, index) =>
        createElement(Fragment, { key: index }, index % 2 === 1 ? nodes[Number(part)] : part),
      );
    };
    t.text = (message: string) => translateText(locale, message);
    return t;
  }

  return { useT, translate, load };
}
