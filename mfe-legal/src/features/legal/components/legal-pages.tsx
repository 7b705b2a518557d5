import type { LegalDocumentName } from '../content/documents';
import { useLegalDocument } from '../hooks/use-legal-document';
import { LegalDocument } from './legal-document';

/** Props every page of this area takes: an optional Back handler (else /settings or /login). */
export interface BackProps {
  onBack?: () => void;
}

/** A legal page: its document in the language in force. */
function LegalPage({ name, onBack }: BackProps & { name: LegalDocumentName }) {
  return <LegalDocument document={useLegalDocument(name)} onBack={onBack} />;
}

/** /privacy */
export function PrivacyPage({ onBack }: BackProps) {
  return <LegalPage name="privacy" onBack={onBack} />;
}

/** /terms */
export function TermsPage({ onBack }: BackProps) {
  return <LegalPage name="terms" onBack={onBack} />;
}

/** /eula */
export function EulaPage({ onBack }: BackProps) {
  return <LegalPage name="eula" onBack={onBack} />;
}
