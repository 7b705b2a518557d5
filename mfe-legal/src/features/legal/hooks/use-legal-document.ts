import { perLocale, useLocale, type PerLocale } from '@cliques/i18n';
import { englishDocuments, translatedDocuments, type LegalDocumentName } from '../content/documents';
import type { LegalDocumentContent } from '../content/types';

const documents = new Map<LegalDocumentName, PerLocale<LegalDocumentContent>>();

/** A document in every language: English at once, another language loaded the first time it is shown. */
function documentNamed(name: LegalDocumentName): PerLocale<LegalDocumentContent> {
  let document = documents.get(name);
  if (!document) {
    document = perLocale(englishDocuments[name], {
      es: translatedDocuments.es[name],
      ar: translatedDocuments.ar[name],
    });
    documents.set(name, document);
  }
  return document;
}

/**
 * A legal document in the language in force; re-renders on a change of language. While another
 * language's document loads, the page suspends (the nearest Suspense shows its fallback), as it
 * does for the catalogs, so the English text never flashes in first.
 */
export function useLegalDocument(name: LegalDocumentName): LegalDocumentContent {
  return documentNamed(name).useFor(useLocale());
}
