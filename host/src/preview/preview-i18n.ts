import { createCatalog } from '@cliques/i18n';
import english from './locales/en.json';

/**
 * The preview banner's messages, apart from the shell's: they ship in the banner's chunk, which only
 * a preview loads. The catalog sits in a `locales` folder of its own, where the build compiles it.
 */
export const { useT: usePreviewT } = createCatalog(english as Record<keyof typeof english, string>, {
  es: () => import(/* webpackChunkName: "preview-locale-es" */ './locales/es.json'),
  ar: () => import(/* webpackChunkName: "preview-locale-ar" */ './locales/ar.json'),
});
