import { createCatalog } from '@cliques/i18n';
import english from './locales/en.json';

/** A message of this area's catalog (its English text). */
export type SocialMessage = keyof typeof english;

/** The people and cliques area's messages: English here, the other languages loaded when shown. */
export const { useT } = createCatalog(english as Record<keyof typeof english, string>, {
  es: () => import(/* webpackChunkName: "locale-es" */ './locales/es.json'),
  ar: () => import(/* webpackChunkName: "locale-ar" */ './locales/ar.json'),
});
