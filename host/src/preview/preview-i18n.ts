import { createCatalog } from '@cliques/i18n';
import english from '../locales/preview/en.json';

/** The preview banner's messages, apart from the shell's: they ship in the banner's chunk, which only a preview loads. */
export const { useT: usePreviewT } = createCatalog(english as Record<keyof typeof english, string>, {
  es: () => import(/* webpackChunkName: "preview-locale-es" */ '../locales/preview/es.json'),
  ar: () => import(/* webpackChunkName: "preview-locale-ar" */ '../locales/preview/ar.json'),
});
