import { createCatalog } from '@cliques/i18n';
import english from './locales/en.json';

/** A message of the search page's catalog (its English text). */
export type SearchMessage = keyof typeof english;

/**
 * The search page's messages, apart from the area's: they ship in the page's chunk, so /feed's first
 * load carries none of them.
 */
export const { useT } = createCatalog(english as Record<SearchMessage, string>, {
  es: () => import(/* webpackChunkName: "search-locale-es" */ './locales/es.json'),
  ar: () => import(/* webpackChunkName: "search-locale-ar" */ './locales/ar.json'),
});
