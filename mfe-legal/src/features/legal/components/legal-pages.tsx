import { endUserLicenseAgreement } from '../content/eula';
import { privacyPolicy } from '../content/privacy-policy';
import { termsAndConditions } from '../content/terms';
import { LegalDocument } from './legal-document';

/** Props every page of this area takes: an optional Back handler (else /settings or /login). */
export interface BackProps {
  onBack?: () => void;
}

/** /privacy */
export function PrivacyPage({ onBack }: BackProps) {
  return <LegalDocument document={privacyPolicy} onBack={onBack} />;
}

/** /terms */
export function TermsPage({ onBack }: BackProps) {
  return <LegalDocument document={termsAndConditions} onBack={onBack} />;
}

/** /eula */
export function EulaPage({ onBack }: BackProps) {
  return <LegalDocument document={endUserLicenseAgreement} onBack={onBack} />;
}
