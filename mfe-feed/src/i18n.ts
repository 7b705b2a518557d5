import { createCatalog } from '@cliques/i18n';
import type { Translate as TranslateOf } from '@cliques/i18n';
import english from './locales/en.json';

/** A message of this area's catalog (its English text). */
export type FeedMessage = keyof typeof english;

/** The translate function of this area's catalog. */
export type Translate = TranslateOf<keyof typeof english>;

/** The feed area's messages: English here, the other languages loaded when shown. */
export const { useT } = createCatalog(english as Record<keyof typeof english, string>, {
  es: () => import(/* webpackChunkName: "locale-es" */ './locales/es.json'),
  ar: () => import(/* webpackChunkName: "locale-ar" */ './locales/ar.json'),
});
