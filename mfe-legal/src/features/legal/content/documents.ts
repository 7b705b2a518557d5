import type { Locale } from '@cliques/i18n';
import { endUserLicenseAgreement } from './en/eula';
import { privacyPolicy } from './en/privacy-policy';
import { termsAndConditions } from './en/terms';
import type { LegalDocumentContent } from './types';

/** The legal documents, by page. */
export type LegalDocumentName = 'privacy' | 'terms' | 'eula';

/** English, in the area's own bundle (the pages are written in it). */
export const englishDocuments: Record<LegalDocumentName, LegalDocumentContent> = {
  privacy: privacyPolicy,
  terms: termsAndConditions,
  eula: endUserLicenseAgreement,
};

type Loader = () => Promise<LegalDocumentContent>;

/** Every other language's documents, each in a chunk of its own, loaded the first time it is shown. */
export const translatedDocuments: Record<Exclude<Locale, 'en'>, Record<LegalDocumentName, Loader>> = {
  es: {
    privacy: () =>
      import(/* webpackChunkName: "legal-es-privacy" */ './es/privacy-policy').then((m) => m.privacyPolicy),
    terms: () => import(/* webpackChunkName: "legal-es-terms" */ './es/terms').then((m) => m.termsAndConditions),
    eula: () => import(/* webpackChunkName: "legal-es-eula" */ './es/eula').then((m) => m.endUserLicenseAgreement),
  },
  ar: {
    privacy: () =>
      import(/* webpackChunkName: "legal-ar-privacy" */ './ar/privacy-policy').then((m) => m.privacyPolicy),
    terms: () => import(/* webpackChunkName: "legal-ar-terms" */ './ar/terms').then((m) => m.termsAndConditions),
    eula: () => import(/* webpackChunkName: "legal-ar-eula" */ './ar/eula').then((m) => m.endUserLicenseAgreement),
  },
};
