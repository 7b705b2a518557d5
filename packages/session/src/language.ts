import { currentLocale } from '@cliques/i18n';

/**
 * The identity endpoint's `ClientMetadata`: the language chosen in the browser, so the mails sent
 * for a sign-up, a new code, a password reset or an email change are in that language.
 */
export function languageMetadata(): { language: string } {
  return { language: currentLocale() };
}
