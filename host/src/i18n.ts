import { createCatalog } from '@cliques/i18n';
import english from './locales/en.json';

/** A message of the shell's catalog (its English text). */
export type ShellMessage = keyof typeof english;

/** The shell's messages: English here, the other languages loaded when shown. */
export const {
  useT,
  load: loadShellMessages,
  translate: translateShell,
} = createCatalog(english as Record<keyof typeof english, string>, {
  es: () => import(/* webpackChunkName: "locale-es" */ './locales/es.json'),
  ar: () => import(/* webpackChunkName: "locale-ar" */ './locales/ar.json'),
});
