import { createCatalog } from '@cliques/i18n';
import english from '../locales/search/en.json';

/**
 * The search suggestions' messages, apart from the shell's: they ship in the suggestions' chunk, so
 * the first load carries none of them.
 */
export const { useT: useSearchT } = createCatalog(english as Record<keyof typeof english, string>, {
  es: () => import(/* webpackChunkName: "search-locale-es" */ '../locales/search/es.json'),
  ar: () => import(/* webpackChunkName: "search-locale-ar" */ '../locales/search/ar.json'),
});
