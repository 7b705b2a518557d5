import { use } from 'react';
import { useLocale, type Locale } from '@cliques/i18n';
import { englishDocuments, translatedDocuments, type LegalDocumentName } from '../content/documents';
import type { LegalDocumentContent } from '../content/types';

/** A promise that says it is fulfilled, the way React's `use()` reads a settled promise without suspending. */
type Settling = Promise<LegalDocumentContent> & { status?: 'fulfilled'; value?: LegalDocumentContent };

const documents = new Map<string, Settling>();

function settle(promise: Settling, document: LegalDocumentContent): LegalDocumentContent {
  promise.status = 'fulfilled';
  promise.value = document;
  return document;
}

/** A document in a language: English at once; another language loaded once (a failed load is tried again later). */
function documentIn(locale: Locale, name: LegalDocumentName): Settling {
  const key = `${locale}/${name}`;
  const known = documents.get(key);
  if (known) return known;
  if (locale === 'en') {
    const english: Settling = Promise.resolve(englishDocuments[name]);
    settle(english, englishDocuments[name]);
    documents.set(key, english);
    return english;
  }
  const pending: Settling = translatedDocuments[locale][name]().then((document) => settle(pending, document));
  pending.catch(() => documents.delete(key));
  documents.set(key, pending);
  return pending;
}

/**
 * A legal document in the language in force; re-renders on a change of language. While another
 * language's document loads, the page suspends (the nearest Suspense shows its fallback), as it
 * does for the catalogs, so the English text never flashes in first.
 */
export function useLegalDocument(name: LegalDocumentName): LegalDocumentContent {
  const document: Promise<LegalDocumentContent> = documentIn(useLocale(), name);
  return use(document);
}
