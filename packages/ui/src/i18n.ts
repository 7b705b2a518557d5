import { createCatalog } from '@cliques/i18n';
import english from './locales/en.json';

/** A message of the shared components' catalog (its English text). */
export type UiMessage = keyof typeof english;

/** The shared components' messages: English here, the other languages loaded when shown. */
export const { useT, load: loadUiMessages } = createCatalog(english as Record<keyof typeof english, string>, {
  es: () => import(/* webpackChunkName: "ui-locale-es" */ './locales/es.json'),
  ar: () => import(/* webpackChunkName: "ui-locale-ar" */ './locales/ar.json'),
});
